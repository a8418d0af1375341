"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { ConfigSection } from "./section";

const SELECT_CLASS = "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm";

// spec 001 §3: projectName, objective (traffic or conversions) and the CTA selector (10 options).
export function BasicSection() {
  const t = useTranslations();
  const { register, formState } = useFormContext<WizardConfig>();
  const errors = formState.errors;
  return (
    <ConfigSection title={t("wizard.config.basicTitle")}>
      <FormField label={t("campaignConfig.fields.projectName")} error={errors.projectName?.message}>
        <Input maxLength={200} {...register("projectName")} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("wizard.config.objective")} error={errors.objective?.message}>
          <select className={SELECT_CLASS} {...register("objective")}>
            <option value="traffic">{t("wizard.config.objectives.traffic")}</option>
            <option value="conversions">{t("wizard.config.objectives.conversions")}</option>
          </select>
        </FormField>
        <FormField label={t("campaignConfig.fields.cta")} error={errors.ctaText?.message}>
          <select className={SELECT_CLASS} {...register("ctaText")}>
            <option value="">{t("campaignConfig.ctaPlaceholder")}</option>
            {CTA_OPTIONS.map((cta) => (
              <option key={cta} value={cta}>
                {t(`campaignConfig.cta.${cta}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </ConfigSection>
  );
}
