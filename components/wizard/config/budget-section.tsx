"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { BudgetField, useAmountText } from "@/components/ui/budget-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useMessage } from "@/components/ui/use-message";
import { DEFAULT_BUDGET_RULE, MAX_DAILY_BUDGET_MINOR, minimumFor } from "@/lib/money/budget-rule";
import { currencySymbol } from "@/lib/money/currency";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { endDateFor } from "@/lib/wizard/defaults";
import { BudgetTaxNotice } from "./budget-tax-notice";
import { BudgetWarning } from "./budget-warning";
import { ConfigSection } from "./section";
import { useBudgetRule } from "./use-budget-rule";
import { useRebalance } from "./use-rebalance";

// spec 001 §5 Budget input and dates: the budget is at least the minimum (R$ 20.00 for BRL, the ad
// account's own otherwise) and stored in the account currency's minor units; a new start date moves the
// end date to start + 7 days; a campaign lasts 1 to 30 days. A BRL account is told that Brazil's taxes
// come on top of the budget (issue 30).
export function BudgetSection() {
  const t = useTranslations();
  const message = useMessage();
  const locale = useLocale();
  const amountText = useAmountText();
  const { register, setValue, getValues, control, formState } = useFormContext<WizardConfig>();
  const errors = formState.errors;
  const rebalance = useRebalance();
  const currencyNow = () => (getValues("budgetRule") ?? DEFAULT_BUDGET_RULE).currency;
  // The text as typed; the form holds the amount in minor units (NaN while the text is not an amount).
  const textOf = (minor: number) => (Number.isFinite(minor) ? amountText(minor, currencyNow()) : "");
  const [text, setText] = useState(() => textOf(getValues("dailyBudget")));
  const { rule, status } = useBudgetRule((budget) => {
    if (!Number.isFinite(budget)) return;
    setText(textOf(budget));
    rebalance(budget);
  });
  const adSets = useWatch({ control, name: "adSets" });
  const dailyBudget = useWatch({ control, name: "dailyBudget" });
  const start = register("startDate");
  const enabledSets = adSets.filter((set) => set.enabled).length;
  // Why the budget starts where it does: the minimum for the sets there are (001 §5, issue 31).
  const minimumWhy = message("wizard.config.budgetMinimumSets", {
    sets: enabledSets,
    minimum: minimumFor(enabledSets, rule),
    perSet: rule.perSetMinimum,
    currency: rule.currency,
  });

  function applyBudget(minor: number) {
    setValue("dailyBudget", minor, { shouldDirty: true, shouldValidate: true });
    rebalance(minor);
  }

  return (
    <ConfigSection id="wizard-budget" title={t("wizard.config.budgetTitle")} description={t("wizard.config.budgetDescription")}>
      {/* 001 §5: on blur the amount is raised to at least the minimum, and the field says so. */}
      <BudgetField
        name="dailyBudget"
        label={t("campaignConfig.fields.dailyBudget", { currency: currencySymbol(rule.currency, locale) })}
        currency={rule.currency}
        text={text}
        onTextChange={setText}
        minimum={rule.perSetMinimum}
        onAmount={applyBudget}
        onInvalid={() => setValue("dailyBudget", Number.NaN, { shouldDirty: true, shouldValidate: true })}
        error={errors.dailyBudget?.message}
        errorValues={{ minimum: rule.perSetMinimum, maximum: MAX_DAILY_BUDGET_MINOR, currency: rule.currency }}
        hint={
          status === "loading"
            ? t("wizard.config.budgetCurrencyLoading")
            : status === "failed"
              ? t("wizard.config.budgetCurrencyFailed", { currency: rule.currency })
              : [status === "loaded" ? message("wizard.config.budgetCurrency", { currency: rule.currency, perSet: rule.perSetMinimum }) : null, minimumWhy]
                  .filter(Boolean)
                  .join(" ")
        }
      />
      {Number.isFinite(dailyBudget) ? (
        <BudgetWarning
          dailyBudget={dailyBudget}
          enabledSets={enabledSets}
          rule={rule}
          onApply={(minor) => {
            applyBudget(minor);
            setText(amountText(minor, rule.currency));
          }}
        />
      ) : null}
      <BudgetTaxNotice currency={rule.currency} dailyBudget={dailyBudget} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
