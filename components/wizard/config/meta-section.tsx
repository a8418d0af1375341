"use client";

import { History, Loader2, RefreshCw } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { BrazilRegulationFields } from "@/components/publish/brazil-regulation-fields";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { callAction, type Answer } from "@/components/ui/call-action";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { loadMetaAssetsAction } from "@/lib/meta/actions";
import { instagramOfPage, INSTAGRAM_NOT_OF_PAGE, PAGE_CANNOT_ADVERTISE, type PageFacts } from "@/lib/meta/page-rules";
import type { WizardAssets } from "@/lib/meta/wizard-assets";
import { usesPixel, type WizardConfig } from "@/lib/wizard/config-schema";
import { targetsBrazil } from "@/lib/meta/regulation/fields";
import { clearAudiences } from "@/lib/wizard/interest-sets";
import { useFieldIssue } from "../state/wizard-issues";
import { ConfigSection } from "./section";
import { AddedSetsNotice } from "./added-sets-notice";
import { useMetaInterests } from "./use-meta-interests";

type Product = { name: string; category: string | null; terms: string[] };

// 001 §2 Step 3 "Meta Ads configuration" (only when Meta is connected), §4 its resets, §7 the calls.
// `onPages` hands the Pages read from Meta to the checklist, which counts a Page the person can't
// advertise for and an Instagram account that isn't the Page's.
type Props = {
  product: Product;
  onPages?: (pages: PageFacts[] | null) => void;
  /** Whether Brazil's regulation ids are saved for the chosen ad account (null: not known yet). */
  onRegulationSaved?: (saved: boolean | null) => void;
};

export function MetaSection({ product, onPages, onRegulationSaved }: Props) {
  const t = useTranslations();
  const { setValue, getValues, control } = useFormContext<WizardConfig>();
  const [adAccountId, pageId, instagramAccountId, pixelId, countries, cities, objective, destination] = useWatch({
    control,
    name: ["adAccountId", "pageId", "instagramAccountId", "pixelId", "targetCountries", "targetCities", "objective", "destination"],
  });
  // Conversions need a pixel (001 §5): said here, beside the pixel, with the way out, before publishing.
  const pixelMissing = usesPixel({ objective, destination }) && !pixelId;
  const [assets, setAssets] = useState<WizardAssets | null>(null);
  const [error, setError] = useState<string | null>(null);
  const interests = useMetaInterests(product);
  // Required to publish (001 §3): said beside the field once Publish was held back for it.
  const accountIssue = useFieldIssue("adAccountId");
  const pageIssue = useFieldIssue("pageId");
  const regulationIssue = useFieldIssue("regulation");

  const apply = useCallback((result: Answer<typeof loadMetaAssetsAction>) => {
    if (result.ok) {
      setAssets(result.data);
      setError(null);
    } else setError(result.error);
  }, []);
  const load = useCallback((account: string | null) => callAction(loadMetaAssetsAction, { adAccountId: account }), []);

  useEffect(() => {
    let active = true;
    void load(getValues("adAccountId") || null).then((result) => active && apply(result));
    return () => {
      active = false;
    };
  }, [load, apply, getValues]);

  useEffect(() => onPages?.(assets?.pages ?? null), [assets, onPages]);

  const page = assets?.pages.find((item) => item.id === pageId);
  // A Page without the Advertise task stays choosable (the person may be about to get it) but says why
  // it can't publish; an Instagram account from elsewhere (an old draft) is refused beside its field.
  const pageError = page && !page.canAdvertise ? PAGE_CANNOT_ADVERTISE : undefined;
  const instagramMismatch = Boolean(page && instagramAccountId && !instagramOfPage(page, instagramAccountId));
  const otherUsername = getValues("metaAccountNames")?.instagramUsername;
  const otherInstagram = otherUsername ? `@${otherUsername}` : instagramAccountId;
  const names = (changes: Partial<Record<"adAccountName" | "pageName" | "pixelName" | "instagramUsername", string>>) =>
    setValue("metaAccountNames", { ...getValues("metaAccountNames"), ...changes }, { shouldDirty: true });

  function chooseAccount(id: string) {
    // 001 §4: a new account clears page, Instagram, pixel and every ad set's audience and interests.
    setValue("adAccountId", id, { shouldDirty: true, shouldValidate: true });
    setValue("pageId", "", { shouldDirty: true });
    setValue("instagramAccountId", "", { shouldDirty: true });
    setValue("pixelId", "", { shouldDirty: true });
    setValue("adSets", clearAudiences(getValues("adSets"), t("wizard.broadAudience")), { shouldDirty: true });
    setValue("metaAccountNames", { adAccountName: assets?.adAccounts.find((item) => item.id === id)?.name ?? "" }, { shouldDirty: true });
    if (!id) return;
    void load(id).then(apply);
    void interests.suggest(id);
  }

  function choosePage(id: string) {
    setValue("pageId", id, { shouldDirty: true, shouldValidate: true });
    setValue("instagramAccountId", "", { shouldDirty: true });
    names({ pageName: assets?.pages.find((item) => item.id === id)?.name ?? "", instagramUsername: "" });
  }

  if (!assets) {
    return (
      <ConfigSection title={t("wizard.meta.title")}>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {t(error)}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t("wizard.meta.loading")}
          </p>
        )}
      </ConfigSection>
    );
  }

  return (
    <ConfigSection title={t("wizard.meta.title")} description={t("wizard.meta.description")}>
      {assets.isUsingFallback ? (
        <Banner role="status" tone="warning" icon={History}>
          <p>{t("wizard.meta.cachedData")}</p>
        </Banner>
      ) : null}
      {assets.adAccounts.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t("wizard.meta.noAdAccounts")}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("wizard.meta.adAccount")} error={accountIssue?.message}>
          <Select name="adAccountId" value={adAccountId ?? ""} onChange={(event) => chooseAccount(event.target.value)}>
            <option value="">{t("wizard.meta.choose")}</option>
            {assets.adAccounts.map((account) => (
              <option key={account.id} value={account.id} disabled={!account.active}>
                {account.active ? account.name : t("wizard.meta.inactiveAccount", { name: account.name })}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("wizard.meta.page")} error={pageError ?? pageIssue?.message} alert>
          <Select name="pageId" value={pageId ?? ""} disabled={!adAccountId} onChange={(event) => choosePage(event.target.value)}>
            <option value="">{t("wizard.meta.choose")}</option>
            {assets.pages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.canAdvertise ? item.name : t("wizard.meta.pageWithoutAdvertise", { name: item.name })}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("wizard.meta.instagram")} error={instagramMismatch ? INSTAGRAM_NOT_OF_PAGE : undefined} alert>
          <Select
            name="instagramAccountId"
            value={instagramAccountId ?? ""}
            disabled={!page?.instagram && !instagramMismatch}
            onChange={(event) => {
              setValue("instagramAccountId", event.target.value, { shouldDirty: true });
              names({ instagramUsername: event.target.value ? (page?.instagram?.username ?? "") : "" });
            }}
          >
            <option value="">{page?.instagram ? t("wizard.meta.none") : t("wizard.meta.noInstagram")}</option>
            {page?.instagram ? <option value={page.instagram.id}>@{page.instagram.username}</option> : null}
            {instagramMismatch ? (
              <option value={instagramAccountId} disabled>
                {otherInstagram}
              </option>
            ) : null}
          </Select>
        </FormField>
        <FormField label={t("wizard.meta.pixel")} error={pixelMissing && adAccountId ? "wizard.publish.errors.pixelRequired" : undefined}>
          <Select
            name="pixelId"
            value={pixelId ?? ""}
            disabled={!adAccountId}
            onChange={(event) => {
              setValue("pixelId", event.target.value, { shouldDirty: true });
              names({ pixelName: assets.pixels.find((item) => item.id === event.target.value)?.name ?? "" });
            }}
          >
            <option value="">{t("wizard.meta.none")}</option>
            {assets.pixels.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {pixelMissing && adAccountId ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("wizard.meta.noPixelChoice")}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => setValue("objective", "traffic", { shouldDirty: true, shouldValidate: true })}>
            {t("wizard.meta.switchToTraffic")}
          </Button>
        </div>
      ) : null}
      {adAccountId && targetsBrazil(countries ?? [], cities ?? []) ? (
        <BrazilRegulationFields adAccountId={adAccountId} onSavedChange={onRegulationSaved} issue={regulationIssue?.message} />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
        <InterestLine status={interests.status} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!adAccountId || interests.status.state === "loading"}
          onClick={() => adAccountId && void interests.suggest(adAccountId)}
        >
          <RefreshCw className={interests.status.state === "loading" ? "animate-spin" : undefined} aria-hidden />
          {t("wizard.interests.again")}
        </Button>
      </div>
      {interests.status.state === "done" && interests.status.added ? (
        <AddedSetsNotice before={interests.status.added.before} onKeepFewer={interests.keepFewer} />
      ) : null}
    </ConfigSection>
  );
}

function InterestLine({ status }: { status: ReturnType<typeof useMetaInterests>["status"] }) {
  const t = useTranslations("wizard.interests");
  if (status.state === "loading")
    return (
      <p className="flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t("loading")}
      </p>
    );
  if (status.state === "done") return <p>{t("done", { count: status.count, sets: status.sets })}</p>;
  if (status.state === "error") return <p className="text-destructive">{status.message}</p>;
  return <p className="text-muted-foreground">{t("idle")}</p>;
}
