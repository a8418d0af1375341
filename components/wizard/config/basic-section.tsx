"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { CtaSelect } from "@/components/campaigns/cta-select";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { ConfigSection } from "./section";

// spec 001 §3: projectName, objective (traffic or conversions) and the CTA selector (10 options).
// Issue 34: a WhatsApp campaign runs for conversations with Meta's WhatsApp button (decision 030): both
// are shown as Meta will run them, not chosen.
export function BasicSection() {
  const t = useTranslations();
  const { register, formState, control } = useFormContext<WizardConfig>();
  const destination = useWatch({ control, name: "destination" });
  const errors = formState.errors;
  return (
    <ConfigSection title={t("wizard.config.basicTitle")}>
      <FormField label={t("campaignConfig.fields.projectName")} error={errors.projectName?.message}>
        <Input maxLength={200} {...register("projectName")} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {destination === "whatsapp" ? (
          <>
            <FormField label={t("wizard.config.objective")}>
              <Input readOnly value={t("wizard.config.objectives.whatsapp")} />
            </FormField>
            <FormField label={t("campaignConfig.fields.cta")}>
              <Input readOnly value={t("campaignConfig.cta.WHATSAPP_MESSAGE")} />
            </FormField>
          </>
        ) : (
          <>
            <FormField label={t("wizard.config.objective")} error={errors.objective?.message}>
              <Select {...register("objective")}>
                <option value="traffic">{t("wizard.config.objectives.traffic")}</option>
                <option value="conversions">{t("wizard.config.objectives.conversions")}</option>
              </Select>
            </FormField>
            <FormField label={t("campaignConfig.fields.cta")} error={errors.ctaText?.message}>
              <CtaSelect {...register("ctaText")} />
            </FormField>
          </>
        )}
      </div>
    </ConfigSection>
  );
}
