"use client";

import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { DEFAULT_BUDGET_RULE, type BudgetRule } from "@/lib/campaigns/budget-rule";
import { loadBudgetRuleAction } from "@/lib/meta/budget-actions";
import { currencyOffset } from "@/lib/money/currency";
import type { WizardConfig } from "@/lib/wizard/config-schema";

export type BudgetRuleStatus = "idle" | "loading" | "failed" | "loaded";

/** The same figure in another currency's minor units: the amount the seller typed keeps its number. */
export const sameFigure = (minor: number, from: string, to: string) => Math.round((minor / currencyOffset(from)) * currencyOffset(to));

/**
 * The chosen ad account's currency and minimum, read from Meta whenever the account changes (and once
 * when the step opens). A new currency keeps the typed figure; the ad sets are split again.
 */
export function useBudgetRule(onChanged: (dailyBudget: number) => void): { rule: BudgetRule; status: BudgetRuleStatus } {
  const { control, getValues, setValue, trigger } = useFormContext<WizardConfig>();
  const adAccountId = useWatch({ control, name: "adAccountId" });
  const rule = useWatch({ control, name: "budgetRule" }) ?? DEFAULT_BUDGET_RULE;
  const [status, setStatus] = useState<BudgetRuleStatus>("idle");

  useEffect(() => {
    if (!adAccountId) return;
    let active = true;
    setStatus("loading");
    void loadBudgetRuleAction({ adAccountId })
      .catch(() => null)
      .then((result) => {
        if (!active) return;
        if (!result?.ok) return setStatus("failed");
        const before = getValues("budgetRule") ?? DEFAULT_BUDGET_RULE;
        const changed = before.currency !== result.data.currency || before.perSetMinimum !== result.data.perSetMinimum;
        if (changed) setValue("budgetRule", result.data, { shouldDirty: true });
        if (before.currency !== result.data.currency) {
          const budget = sameFigure(getValues("dailyBudget"), before.currency, result.data.currency);
          setValue("dailyBudget", budget, { shouldDirty: true });
          onChanged(budget);
        }
        if (changed) void trigger("dailyBudget");
        setStatus("loaded");
      });
    return () => {
      active = false;
    };
    // onChanged is a fresh closure each render; the rule is read again only when the account changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adAccountId, getValues, setValue, trigger]);

  return { rule, status: adAccountId ? status : "idle" };
}
