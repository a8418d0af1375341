"use client";

import { copyLanguageFor } from "@/components/campaigns/copy-language";
import { CopyReviewNotes } from "@/components/campaigns/copy-review-notes";
import { ExternalLink, Loader2, MessageCircle, RefreshCw } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";
import { callAction } from "@/components/ui/call-action";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { whatsappGreeting, type GeneratedAd, type ProductForGeneration } from "@/lib/ai/generated-ad";
import { WHATSAPP_MESSAGE_MAX, type Destination } from "@/lib/campaigns/model";
import { checkPageWhatsAppAction } from "@/lib/meta/actions";
import { WHATSAPP_CONNECT_HELP, type PageFacts } from "@/lib/meta/page-rules";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { useFieldIssue } from "../state/wizard-issues";
import { ConfigSection } from "./section";
import { swapChatCopy } from "./chat-copy";

// Issue 34: where the ads take people. WhatsApp is offered once the chosen Page reports a WhatsApp
// Business number (decision 030); without one, the section says so, how to connect one, and reads the
// Page again on "check again". Publishing reads the number once more before anything exists at Meta.

type Props = {
  metaConnected: boolean;
  /** The Pages as read from Meta, null while they load. */
  pages: readonly PageFacts[] | null;
  /** A Page read again: its number, or null when it still has none. */
  onChecked: (pageId: string, whatsappNumber: string | null) => void;
  ad: Pick<GeneratedAd, "description" | "chatText" | "whatsappMessage">;
  product: Pick<ProductForGeneration, "title" | "price" | "currency">;
};

type Check = { state: "idle" } | { state: "checking" } | { state: "done"; found: boolean } | { state: "error"; message: string };

export function DestinationSection({ metaConnected, pages, onChecked, ad, product }: Props) {
  const t = useTranslations("wizard.destination");
  const tAll = useTranslations();
  const { setValue, getValues, control, register, formState } = useFormContext<WizardConfig>();
  const [destination = "website", pageId, message = "", countries] = useWatch({
    control,
    name: ["destination", "pageId", "whatsappMessage", "targetCountries"],
  });
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const destinationIssue = useFieldIssue("destination");
  const messageIssue = useFieldIssue("whatsappMessage");
  const page = pageId ? pages?.find((item) => item.id === pageId) : undefined;
  const number = page?.whatsappNumber;
  const pageName = getValues("metaAccountNames")?.pageName || pageId || "";
  const ready = typeof number === "string";
  const missing = metaConnected && number === null;

  function choose(next: Destination) {
    if (next === destination) return;
    setValue("destination", next, { shouldDirty: true, shouldValidate: true });
    if (next === "whatsapp" && !getValues("whatsappMessage")?.trim())
      setValue("whatsappMessage", ad.whatsappMessage ?? whatsappGreeting(product), { shouldDirty: true, shouldValidate: true });
    setValue("adSets", swapChatCopy(getValues("adSets"), ad, next), { shouldDirty: true });
  }

  async function checkAgain() {
    if (!pageId) return;
    setCheck({ state: "checking" });
    const result = await callAction(checkPageWhatsAppAction, { pageId });
    if (!result.ok) return setCheck({ state: "error", message: tAll(result.error ?? "errors.generic") });
    onChecked(result.data.pageId, result.data.whatsappNumber);
    setCheck({ state: "done", found: result.data.whatsappNumber !== null });
  }

  const whatsappNote = !metaConnected
    ? t("needsMeta")
    : !pageId
      ? t("needsPage")
      : pages === null
        ? t("checking")
        : ready
          ? t("numberFound", { number: `+${number}` })
          : null;

  return (
    <ConfigSection id="destination" title={t("title")} description={t("description")}>
      <fieldset className="grid gap-3" data-issue-target="destination" aria-invalid={destinationIssue ? true : undefined}>
        <legend className="sr-only">{t("title")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCard name="destination" value="website" checked={destination === "website"} onChoose={choose} title={t("website")} text={t("websiteText")} />
          <ChoiceCard
            name="destination"
            value="whatsapp"
            checked={destination === "whatsapp"}
            disabled={!ready && destination !== "whatsapp"}
            onChoose={choose}
            title={t("whatsapp")}
            text={whatsappNote ?? t("whatsappText")}
            invalid={Boolean(destinationIssue)}
          />
        </div>
        {destinationIssue ? (
          <p role="alert" className="text-sm text-destructive">
            {tAll(destinationIssue.message)}
          </p>
        ) : null}
      </fieldset>
      {missing ? (
        <Banner
          tone="warning"
          icon={MessageCircle}
          layout="stacked"
          role="status"
          title={t("missingTitle", { page: pageName })}
          actions={
            <div className="flex flex-wrap items-center gap-2">
              <Button type="button" variant="outline" size="sm" className="min-h-11" disabled={check.state === "checking"} onClick={() => void checkAgain()}>
                {check.state === "checking" ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
                {t("checkAgain")}
              </Button>
              <a
                href={WHATSAPP_CONNECT_HELP}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium underline"
              >
                {t("howToConnect")}
                <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only">{t("opensNewTab")}</span>
              </a>
            </div>
          }
        >
          <p>{t("missingText")}</p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{t("steps.open")}</li>
            <li>{t("steps.tools")}</li>
            <li>{t("steps.choose")}</li>
          </ol>
        </Banner>
      ) : null}
      <p aria-live="polite" className="text-sm empty:hidden">
        {check.state === "done" ? (check.found ? t("checkFound") : t("checkStillMissing")) : check.state === "error" ? check.message : ""}
      </p>
      {destination === "whatsapp" ? (
        <>
          <FormField
            label={t("message")}
            hint={t("messageHint", { count: message.length, max: WHATSAPP_MESSAGE_MAX })}
            error={messageIssue?.message ?? formState.errors.whatsappMessage?.message}
          >
            <Textarea maxLength={WHATSAPP_MESSAGE_MAX} rows={3} {...register("whatsappMessage")} />
          </FormField>
          <CopyReviewNotes
            text={message}
            copyLanguage={copyLanguageFor(countries ?? [])}
            onRewrite={(text) => setValue("whatsappMessage", text.slice(0, WHATSAPP_MESSAGE_MAX), { shouldDirty: true, shouldValidate: true })}
          />
          <p className="text-sm text-muted-foreground">{t("buttonNote", { button: tAll("campaignConfig.cta.WHATSAPP_MESSAGE") })}</p>
        </>
      ) : null}
    </ConfigSection>
  );
}
