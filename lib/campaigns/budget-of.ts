import "server-only";
import { userBudgetRule } from "@/lib/meta/account-money";
import { budgetRuleFor, type BudgetRule } from "@/lib/money/budget-rule";

/**
 * The budget rule of a stored campaign: its own currency, with its ad account's minimum when Meta can
 * tell it (and the account still bills in that currency); the currency's base minimum otherwise.
 */
export async function campaignBudgetRule(userId: string, campaign: { currency: string; metaAdAccountId: string | null }): Promise<BudgetRule> {
  const fallback = budgetRuleFor(campaign.currency, null);
  if (!campaign.metaAdAccountId) return fallback;
  const outcome = await userBudgetRule(userId, campaign.metaAdAccountId);
  return outcome.ok && outcome.rule.currency === campaign.currency ? outcome.rule : fallback;
}
