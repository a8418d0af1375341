"use client";

import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { callAction } from "@/components/ui/call-action";
import { DEFAULT_BUDGET_RULE, type BudgetRule } from "@/lib/money/budget-rule";
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
  // The last answer and the account it was for: until the chosen account's arrives, it is loading.
  const [answer, setAnswer] = useState<{ account: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (!adAccountId) return;
    let active = true;
    void callAction(loadBudgetRuleAction, { adAccountId }).then((result) => {
      if (!active) return;
      if (!result.ok) return setAnswer({ account: adAccountId, ok: false });
      const before = getValues("budgetRule") ?? DEFAULT_BUDGET_RULE;
      const changed = before.currency !== result.data.currency || before.perSetMinimum !== result.data.perSetMinimum;
      if (changed) setValue("budgetRule", result.data, { shouldDirty: true });
      if (before.currency !== result.data.currency) {
        const budget = sameFigure(getValues("dailyBudget"), before.currency, result.data.currency);
        setValue("dailyBudget", budget, { shouldDirty: true });
        onChanged(budget);
      }
      if (changed) void trigger("dailyBudget");
      setAnswer({ account: adAccountId, ok: true });
    });
    return () => {
      active = false;
    };
    // onChanged is a fresh closure each render; the rule is read again only when the account changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adAccountId, getValues, setValue, trigger]);

  const status: BudgetRuleStatus = !adAccountId ? "idle" : answer?.account !== adAccountId ? "loading" : answer.ok ? "loaded" : "failed";
  return { rule, status };
}
