"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { AGE_MAX, AGE_MIN } from "@/lib/campaigns/config-schema";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { CityPicker } from "./city-picker";
import { ConfigSection } from "./section";

// spec 001 §3: the creator targets Brazil (BR) only, optionally some of its cities; ages 13 to 65.
export function TargetingSection() {
  const t = useTranslations();
  const { register, control, formState } = useFormContext<WizardConfig>();
  const errors = formState.errors;
  return (
    <ConfigSection title={t("wizard.config.targetingTitle")}>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t("wizard.config.countries")}</p>
        <p className="flex items-center gap-2 text-sm">
          <span className="rounded-full border px-3 py-1">{t("wizard.config.country.BR")}</span>
          <span className="text-muted-foreground">{t("wizard.config.countriesHint")}</span>
        </p>
      </div>
      <Controller control={control} name="targetCities" render={({ field }) => <CityPicker value={field.value} onChange={field.onChange} />} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("campaignConfig.fields.ageMin")} error={errors.ageMin?.message}>
          <Input type="number" min={AGE_MIN} max={AGE_MAX} {...register("ageMin", { valueAsNumber: true })} />
        </FormField>
        <FormField label={t("campaignConfig.fields.ageMax")} error={errors.ageMax?.message}>
          <Input type="number" min={AGE_MIN} max={AGE_MAX} {...register("ageMax", { valueAsNumber: true })} />
        </FormField>
      </div>
    </ConfigSection>
  );
}
