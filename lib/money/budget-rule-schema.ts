import { z } from "zod";
import { currencyCode } from "@/lib/money/currency";
import { MAX_DAILY_BUDGET_MINOR, type BudgetRule } from "@/lib/money/budget-rule";

// Apart from the rule itself (budget-rule.ts), which the wizard's state reads in the browser without zod (issue 37).
export const budgetRuleSchema = z.object({
  currency: z.string().regex(currencyCode),
  perSetMinimum: z.number().int().positive().max(MAX_DAILY_BUDGET_MINOR),
}) satisfies z.ZodType<BudgetRule>;
