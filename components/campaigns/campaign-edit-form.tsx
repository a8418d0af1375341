"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { updateCampaignAction } from "@/lib/campaigns/actions";
import {
  AGE_MAX,
  AGE_MIN,
  CTA_OPTIONS,
  MIN_DAILY_BUDGET_CENTS,
  budgetToCents,
  campaignEditSchema,
  type CampaignEditInput,
  type CampaignEditValues,
} from "@/lib/campaigns/config-schema";

export function CampaignEditForm({ campaignId, defaults }: { campaignId: string; defaults: CampaignEditInput }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<CampaignEditInput, unknown, CampaignEditValues>({ resolver: zodResolver(campaignEditSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const budget = form.register("dailyBudget");

  // The server validates the raw input again with the same schema, so the raw values are sent.
  async function submit() {
    const result = await updateCampaignAction({ campaignId, values: form.getValues() }).catch(() => null);
    if (!result?.ok) {
      for (const [field, key] of Object.entries(result?.fieldErrors ?? {})) {
        form.setError(field.replace(/^values\./, "") as keyof CampaignEditInput, { message: key });
      }
      toast({ title: t("campaignConfig.saveErrorTitle"), description: t(result?.error ?? "errors.unexpected"), variant: "destructive" });
      return;
    }
    toast({ title: t("campaignConfig.savedTitle"), description: t("campaignConfig.savedDescription") });
    router.push(`/campaigns/${campaignId}`);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField label={t("campaignConfig.fields.projectName")} error={errors.projectName?.message}>
        <Input {...form.register("projectName")} />
      </FormField>
      <FormField label={t("campaignConfig.fields.headline")} error={errors.headline?.message}>
        <Input {...form.register("headline")} />
      </FormField>
      <FormField label={t("campaignConfig.fields.description")} error={errors.description?.message}>
        <Textarea rows={4} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("campaignConfig.fields.cta")} error={errors.cta?.message}>
          <select className="h-10 rounded-md border border-input bg-background px-3 text-sm" {...form.register("cta")}>
            <option value="">{t("campaignConfig.ctaPlaceholder")}</option>
            {CTA_OPTIONS.map((cta) => <option key={cta} value={cta}>{t(`campaignConfig.cta.${cta}`)}</option>)}
          </select>
        </FormField>
        <FormField label={t("campaignConfig.fields.dailyBudget")} error={errors.dailyBudget?.message}>
          <Input
            inputMode="decimal"
            {...budget}
            onBlur={(event) => {
              // spec 001 §5: on blur a comma becomes a decimal point and the value is raised to R$ 20.00.
              const cents = budgetToCents(event.target.value);
              if (Number.isFinite(cents)) form.setValue("dailyBudget", (Math.max(cents, MIN_DAILY_BUDGET_CENTS) / 100).toFixed(2));
              void budget.onBlur(event);
            }}
          />
        </FormField>
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
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {isSubmitting ? t("campaignConfig.saving") : t("campaignConfig.save")}
      </Button>
    </form>
  );
}
