"use client";

import { AlertTriangle } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { MIN_DAILY_BUDGET_CENTS } from "@/lib/campaigns/config-schema";
import { checkBudget } from "@/lib/wizard/ad-sets";

// spec 001 §5 Budget check: at least R$ 20.00 per enabled ad set; otherwise the current budget, the
// minimum, 120% of it as a recommendation and the most ad sets the budget supports.
export function BudgetWarning({ dailyBudget, enabledSets, onApply }: { dailyBudget: number; enabledSets: number; onApply: (cents: number) => void }) {
  const t = useTranslations("wizard.budgetWarning");
  const format = useFormatter();
  const check = checkBudget(dailyBudget, enabledSets);
  if (check.ok) return null;
  const money = (cents: number) => format.number(cents / 100, { style: "currency", currency: "BRL" });
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold"><AlertTriangle className="size-4 shrink-0" aria-hidden />{t("title")}</p>
      <p>
        {t("description", {
          current: money(check.currentCents),
          minimum: money(check.minimumCents),
          perSet: money(MIN_DAILY_BUDGET_CENTS),
          sets: enabledSets,
          recommended: money(check.recommendedCents),
          max: check.maxAdSets,
        })}
      </p>
      <Button type="button" size="sm" variant="outline" className="justify-self-start bg-white" onClick={() => onApply(check.recommendedCents)}>
        {t("apply", { recommended: money(check.recommendedCents) })}
      </Button>
    </div>
  );
}
