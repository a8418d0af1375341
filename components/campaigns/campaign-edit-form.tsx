"use client";

import type { CopyLanguage } from "@/lib/copy-review";
import { CopyReviewNotes } from "./copy-review-notes";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save, Send } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { BudgetField } from "@/components/ui/budget-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import { updateCampaignAction } from "@/lib/campaigns/actions";
import { AGE_MAX, AGE_MIN, WHATSAPP_MESSAGE_MAX, campaignEditSchema, type CampaignEditInput, type CampaignEditValues } from "@/lib/campaigns/config-schema";
import { publishPathOf } from "@/lib/campaigns/publish-path";
import { amountLimits, DEFAULT_BUDGET_RULE } from "@/lib/money/budget-rule";
import { currencySymbol } from "@/lib/money/currency";
import { CtaSelect } from "./cta-select";
import { EditAdSets, type AdSetInfo } from "./edit-ad-sets";

type Props = {
  campaignId: string;
  defaults: CampaignEditInput;
  /** Linked to Meta: a save changes the campaign there first, and what Meta cannot change is locked. */
  linked: boolean;
  /** A WhatsApp campaign (issue 34): its prefilled message is edited, and its button is Meta's WhatsApp one. */
  whatsapp?: boolean;
  /** The language the ads are written in: the copy checker's rules follow it (issue 35). */
  copyLanguage: CopyLanguage;
  adSets: AdSetInfo[];
  /** Shown above the form for a linked campaign: what can't change after publishing. */
  fixed?: ReactNode;
};

export function CampaignEditForm({ campaignId, defaults, linked, whatsapp = false, copyLanguage, adSets, fixed }: Props) {
  const t = useTranslations();
  const message = useMessage();
  const locale = useLocale();
  const rule = defaults.budgetRule ?? DEFAULT_BUDGET_RULE;
  const router = useRouter();
  const form = useForm<CampaignEditInput, unknown, CampaignEditValues>({ resolver: zodResolver(campaignEditSchema), defaultValues: defaults });
  const whatsappMessage = useWatch({ control: form.control, name: "whatsappMessage" });
  const { errors, isSubmitting } = form.formState;
  const budget = useController({ control: form.control, name: "dailyBudget" }).field;
  const saving = useAction(updateCampaignAction, {
    failureTitle: t("campaignConfig.saveErrorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors, "values."),
    successToast: { title: t("campaignConfig.savedTitle"), description: t(linked ? "campaignConfig.savedAtMeta" : "campaignConfig.savedDescription") },
  });
  // A refusal stays on the page until the next save: the server's reason, with its figures.
  const refusal = saving.error ? message(saving.error, saving.errorValues) : null;

  // The server validates the raw input again with the same schema, so the raw values are sent.
  async function save(): Promise<boolean> {
    const result = await saving.run({ campaignId, values: form.getValues() });
    return result.ok;
  }

  async function submit() {
    if (!(await save())) return;
    router.push(`/campaigns/${campaignId}`);
    router.refresh();
  }

  // Publishing from the edit page saves the changes first, then opens what was saved in the wizard's
  // configuration step, the one publish path (issue 31).
  async function saveAndPublish() {
    if (await save()) router.push(publishPathOf(campaignId));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid min-w-0 grid-cols-1 gap-4">
      {linked ? <p className="rounded-md bg-muted p-3 text-sm">{t("campaignConfig.linkedNote")}</p> : null}
      {fixed}
      <FormField label={t("campaignConfig.fields.projectName")} error={errors.projectName?.message}>
        <Input {...form.register("projectName")} />
      </FormField>
      <FormField label={t("campaignConfig.fields.headline")} error={errors.headline?.message} hint={adSets.length ? t("campaignConfig.copyHint") : undefined}>
        <Input {...form.register("headline")} />
      </FormField>
      <FormField label={t("campaignConfig.fields.description")} error={errors.description?.message}>
        <Textarea rows={4} {...form.register("description")} />
      </FormField>
      {whatsapp ? (
        <FormField
          label={t("wizard.destination.message")}
          hint={t("wizard.destination.buttonNote", { button: t("campaignConfig.cta.WHATSAPP_MESSAGE") })}
          error={errors.whatsappMessage?.message}
        >
          <Textarea rows={3} maxLength={WHATSAPP_MESSAGE_MAX} {...form.register("whatsappMessage")} />
        </FormField>
      ) : null}
      {whatsapp ? (
        <CopyReviewNotes
          text={whatsappMessage ?? ""}
          copyLanguage={copyLanguage}
          onRewrite={(text) => form.setValue("whatsappMessage", text, { shouldDirty: true, shouldValidate: true })}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {whatsapp ? null : (
          <FormField label={t("campaignConfig.fields.cta")} error={errors.cta?.message}>
            <CtaSelect {...form.register("cta")} />
          </FormField>
        )}
        {/* The same field and rule as the wizard's; a budget under the minimum is refused here, not raised. */}
        <BudgetField
          name={budget.name}
          label={t("campaignConfig.fields.dailyBudget", { currency: currencySymbol(rule.currency, locale) })}
          currency={rule.currency}
          text={budget.value}
          onTextChange={budget.onChange}
          onAmount={() => void form.trigger("dailyBudget")}
          onInvalid={() => void form.trigger("dailyBudget")}
          error={errors.dailyBudget?.message}
          errorValues={amountLimits(rule)}
        />
        <FormField label={t("campaignConfig.fields.startDate")} error={errors.startDate?.message}>
          <Input type="date" {...form.register("startDate")} />
        </FormField>
        <FormField label={t("campaignConfig.fields.endDate")} error={errors.endDate?.message}>
          <Input type="date" {...form.register("endDate")} />
        </FormField>
        <FormField label={t("campaignConfig.fields.ageMin")} error={errors.ageMin?.message}>
          <Input type="number" min={AGE_MIN} max={AGE_MAX} {...form.register("ageMin")} />
        </FormField>
        <FormField label={t("campaignConfig.fields.ageMax")} error={errors.ageMax?.message}>
          <Input type="number" min={AGE_MIN} max={AGE_MAX} {...form.register("ageMax")} />
        </FormField>
      </div>
      <EditAdSets form={form} sets={adSets} linked={linked} currency={rule.currency} copyLanguage={copyLanguage} />
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {isSubmitting ? t("campaignConfig.saving") : t("campaignConfig.save")}
        </Button>
        {linked ? null : (
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void form.handleSubmit(saveAndPublish)()}>
            <Send aria-hidden />
            {t("publishSaved.menu")}
          </Button>
        )}
      </div>
    </form>
  );
}
