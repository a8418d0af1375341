"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { CtaSelect } from "@/components/campaigns/cta-select";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { ConfigSection } from "./section";

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
          <Select {...register("objective")}>
            <option value="traffic">{t("wizard.config.objectives.traffic")}</option>
            <option value="conversions">{t("wizard.config.objectives.conversions")}</option>
          </Select>
        </FormField>
        <FormField label={t("campaignConfig.fields.cta")} error={errors.ctaText?.message}>
          <CtaSelect {...register("ctaText")} />
        </FormField>
      </div>
    </ConfigSection>
  );
}
