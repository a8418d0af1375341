"use client";

import { AlertTriangle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { useMessage } from "@/components/ui/use-message";
import { checkBudget, type BudgetRule } from "@/lib/money/budget-rule";

// spec 001 §5 Budget check: at least the minimum per enabled ad set (R$ 20.00, or the ad account's own
// in its currency); otherwise the current budget, the minimum, 120% of it as a recommendation and the
// most ad sets the budget supports.
export function BudgetWarning({
  dailyBudget,
  enabledSets,
  rule,
  onApply,
}: {
  dailyBudget: number;
  enabledSets: number;
  rule: BudgetRule;
  onApply: (minor: number) => void;
}) {
  const t = useTranslations("wizard.budgetWarning");
  const message = useMessage();
  const check = checkBudget(dailyBudget, enabledSets, rule);
  if (check.ok) return null;
  const money = {
    currency: check.currency,
    current: check.currentCents,
    minimum: check.minimumCents,
    perSet: check.perSetCents,
    recommended: check.recommendedCents,
  };
  return (
    <Banner
      role="status"
      tone="warning"
      layout="stacked"
      icon={AlertTriangle}
      title={t("title")}
      actions={
        <Button type="button" size="sm" variant="outline" className="justify-self-start bg-white" onClick={() => onApply(check.recommendedCents)}>
          {message("wizard.budgetWarning.apply", { currency: check.currency, recommended: check.recommendedCents })}
        </Button>
      }
    >
      <p>{message("wizard.budgetWarning.description", { ...money, sets: enabledSets, max: check.maxAdSets })}</p>
    </Banner>
  );
}
