"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callAction } from "@/components/ui/call-action";
import { FormField } from "@/components/ui/form-field";
import { BrazilRegulationFields } from "./brazil-regulation-fields";
import { loadMetaAssetsAction } from "@/lib/meta/actions";
import { instagramOfPage, INSTAGRAM_NOT_OF_PAGE, PAGE_CANNOT_ADVERTISE } from "@/lib/meta/page-rules";
import type { WizardAssets } from "@/lib/meta/wizard-assets";
import type { PublishCampaignInput } from "@/lib/meta/publish/schema";

export type AssetChoice = Omit<PublishCampaignInput, "campaignId" | "activate">;
const SELECT_CLASS = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/**
 * The ad account, page, Instagram account and pixel to publish a saved campaign with, read live from
 * Meta and preset to what the wizard chose (001 §3). A new account clears the page, Instagram and pixel.
 * A Page the person can't advertise for, or an Instagram account that isn't the Page's, is shown with
 * its reason and makes no choice: publishing waits until it is fixed.
 */
export function MetaAssetPicker({
  initial,
  onChange,
}: {
  initial: Partial<Record<"adAccountId" | "pageId" | "instagramAccountId" | "pixelId", string | null>>;
  onChange: (choice: AssetChoice | null) => void;
}) {
  const t = useTranslations();
  const [assets, setAssets] = useState<WizardAssets | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState({
    adAccountId: initial.adAccountId ?? "",
    pageId: initial.pageId ?? "",
    instagramAccountId: initial.instagramAccountId ?? "",
    pixelId: initial.pixelId ?? "",
  });

  useEffect(() => {
    let active = true;
    void callAction(loadMetaAssetsAction, { adAccountId: picked.adAccountId || null }).then((result) => {
      if (!active) return;
      if (result.ok) setAssets(result.data);
      else setError(result.error);
    });
    return () => {
      active = false;
    };
  }, [picked.adAccountId]);

  const account = assets?.adAccounts.find((item) => item.id === picked.adAccountId && item.active);
  const page = assets?.pages.find((item) => item.id === picked.pageId);
  const instagram = page?.instagram && page.instagram.id === picked.instagramAccountId ? page.instagram : null;
  const pixel = assets?.pixels.find((item) => item.id === picked.pixelId);
  const pageError = page && !page.canAdvertise ? PAGE_CANNOT_ADVERTISE : undefined;
  const instagramMismatch = Boolean(page && !instagramOfPage(page, picked.instagramAccountId));
  const usable = Boolean(page && !pageError && !instagramMismatch);

  useEffect(() => {
    onChange(
      account && page && usable
        ? {
            adAccountId: account.id,
            pageId: page.id,
            instagramAccountId: instagram?.id ?? null,
            pixelId: pixel?.id ?? null,
            names: { adAccountName: account.name, pageName: page.name, instagramUsername: instagram?.username ?? null, pixelName: pixel?.name ?? null },
          }
        : null,
    );
  }, [account, page, usable, instagram, pixel, onChange]);

  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t(error)}
      </p>
    );
  if (!assets)
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t("wizard.meta.loading")}
      </p>
    );

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("wizard.meta.adAccount")}>
          <select
            className={SELECT_CLASS}
            value={picked.adAccountId}
            onChange={(event) => setPicked({ adAccountId: event.target.value, pageId: "", instagramAccountId: "", pixelId: "" })}
          >
            <option value="">{t("wizard.meta.choose")}</option>
            {assets.adAccounts.map((item) => (
              <option key={item.id} value={item.id} disabled={!item.active}>
                {item.active ? item.name : t("wizard.meta.inactiveAccount", { name: item.name })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("wizard.meta.page")} error={pageError} alert>
          <select
            className={SELECT_CLASS}
            value={picked.pageId}
            disabled={!picked.adAccountId}
            onChange={(event) => setPicked({ ...picked, pageId: event.target.value, instagramAccountId: "" })}
          >
            <option value="">{t("wizard.meta.choose")}</option>
            {assets.pages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.canAdvertise ? item.name : t("wizard.meta.pageWithoutAdvertise", { name: item.name })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("wizard.meta.instagram")} error={instagramMismatch ? INSTAGRAM_NOT_OF_PAGE : undefined} alert>
          <select
            className={SELECT_CLASS}
            value={picked.instagramAccountId}
            disabled={!page?.instagram && !instagramMismatch}
            onChange={(event) => setPicked({ ...picked, instagramAccountId: event.target.value })}
          >
            <option value="">{page?.instagram ? t("wizard.meta.none") : t("wizard.meta.noInstagram")}</option>
            {page?.instagram ? <option value={page.instagram.id}>@{page.instagram.username}</option> : null}
            {instagramMismatch ? (
              <option value={picked.instagramAccountId} disabled>
                {picked.instagramAccountId}
              </option>
            ) : null}
          </select>
        </FormField>
        <FormField label={t("wizard.meta.pixel")}>
          <select
            className={SELECT_CLASS}
            value={picked.pixelId}
            disabled={!picked.adAccountId}
            onChange={(event) => setPicked({ ...picked, pixelId: event.target.value })}
          >
            <option value="">{t("wizard.meta.none")}</option>
            {assets.pixels.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {/* Our sellers' audiences are in Brazil: the dialog always offers the ids for the chosen account. */}
      {account ? <BrazilRegulationFields adAccountId={account.id} /> : null}
    </div>
  );
}
