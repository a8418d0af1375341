"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { budgetToCents, MIN_DAILY_BUDGET_CENTS } from "@/lib/campaigns/config-schema";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { endDateFor } from "@/lib/wizard/defaults";
import { BudgetWarning } from "./budget-warning";
import { ConfigSection } from "./section";
import { useRebalance } from "./use-rebalance";

const asText = (cents: number) => (cents / 100).toFixed(2);

// spec 001 §5 Budget input and dates: the budget is at least R$ 20.00, stored as cents; a new start
// date moves the end date to start + 7 days; a campaign lasts 1 to 30 days.
export function BudgetSection() {
  const t = useTranslations();
  const { register, setValue, getValues, control, formState } = useFormContext<WizardConfig>();
  const errors = formState.errors;
  const [text, setText] = useState(() => asText(getValues("dailyBudget")));
  const rebalance = useRebalance();
  const adSets = useWatch({ control, name: "adSets" });
  const dailyBudget = useWatch({ control, name: "dailyBudget" });
  const start = register("startDate");

  function applyBudget(cents: number) {
    setValue("dailyBudget", cents, { shouldDirty: true, shouldValidate: true });
    setText(asText(cents));
    rebalance(cents);
  }

  return (
    <ConfigSection id="wizard-budget" title={t("wizard.config.budgetTitle")} description={t("wizard.config.budgetDescription")}>
      <FormField label={t("campaignConfig.fields.dailyBudget")} error={errors.dailyBudget?.message}>
        <Input
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            const cents = budgetToCents(text);
            applyBudget(Number.isFinite(cents) ? Math.max(cents, MIN_DAILY_BUDGET_CENTS) : MIN_DAILY_BUDGET_CENTS);
          }}
        />
      </FormField>
      <BudgetWarning dailyBudget={dailyBudget} enabledSets={adSets.filter((set) => set.enabled).length} onApply={applyBudget} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("campaignConfig.fields.startDate")} error={errors.startDate?.message}>
          <Input
            type="date"
            {...start}
            onChange={(event) => {
              void start.onChange(event);
              setValue("endDate", endDateFor(event.target.value), { shouldDirty: true, shouldValidate: true });
            }}
          />
        </FormField>
        <FormField label={t("campaignConfig.fields.endDate")} error={errors.endDate?.message}>
          <Input type="date" {...register("endDate", { deps: ["startDate"] })} />
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">{t("wizard.config.datesHint")}</p>
    </ConfigSection>
  );
}
