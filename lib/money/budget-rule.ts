import { currencyOffset, DEFAULT_CURRENCY } from "@/lib/money/currency";

// The daily budget's rule for one ad account (DESIGN.md, Money): amounts in its currency's minor units;
// at least the spec's R$ 20.00 per enabled ad set for BRL (001 §9), Meta's own minimum for the account
// otherwise (its min_daily_budget, the same figure Meta's "Your budget is too low" refusal quotes).
export const MIN_DAILY_BUDGET_CENTS = 2000;
/** The most a campaign's daily budget may be, in minor units (the stored amount's bound); said with the amount. */
export const MAX_DAILY_BUDGET_MINOR = 100_000_000;

/** An account's rule; its schema (`budget-rule-schema.ts`) checks one read from a draft or a form. */
export type BudgetRule = { currency: string; perSetMinimum: number };

export const DEFAULT_BUDGET_RULE: BudgetRule = { currency: DEFAULT_CURRENCY, perSetMinimum: MIN_DAILY_BUDGET_CENTS };

/** The rule of an account billing in `currency` whose minimum daily budget at Meta is `metaMinimum`. */
export function budgetRuleFor(currency: string, metaMinimum: number | null): BudgetRule {
  const specMinimum = currency === DEFAULT_CURRENCY ? MIN_DAILY_BUDGET_CENTS : 0;
  return { currency, perSetMinimum: Math.max(specMinimum, metaMinimum ?? currencyOffset(currency), 1) };
}

export type BudgetCheck =
  { ok: true } | { ok: false; currentCents: number; minimumCents: number; recommendedCents: number; maxAdSets: number; perSetCents: number; currency: string };

/** The least daily budget `sets` enabled ad sets need together (never less than one set's). */
export const minimumFor = (sets: number, rule: BudgetRule) => rule.perSetMinimum * Math.max(1, sets);

/** Below what even one ad set needs: the amount itself is refused, before ad sets are counted. */
const underOneSet = (amount: number, rule: Pick<BudgetRule, "perSetMinimum">) => amount < rule.perSetMinimum;

/** Above the most a daily budget may be. */
const overMaximum = (amount: number) => amount > MAX_DAILY_BUDGET_MINOR;

/**
 * The one check of a daily budget amount on its own, before its ad sets are counted (001 §5), for the
 * wizard and the edit page alike: under what one ad set needs, or over the most a budget may be.
 */
export function amountProblem(amount: number, rule: Pick<BudgetRule, "perSetMinimum">) {
  if (underOneSet(amount, rule)) return "campaignConfig.errors.budgetMinimum" as const;
  if (overMaximum(amount)) return "campaignConfig.errors.budgetMaximum" as const;
  return null;
}

/** The figures the amount's refusals quote (the minimum, the maximum, in the rule's currency). */
export const amountLimits = (rule: BudgetRule) => ({ minimum: rule.perSetMinimum, maximum: MAX_DAILY_BUDGET_MINOR, currency: rule.currency });

/** What a budget short of a minimum is told: 120 % of the minimum as the way out, and how many sets it does cover. */
export function budgetShortfall(currentCents: number, minimumCents: number, rule: BudgetRule) {
  return {
    currentCents,
    minimumCents,
    recommendedCents: recommendedBudget(minimumCents, rule.currency),
    maxAdSets: Math.floor(currentCents / rule.perSetMinimum),
    perSetCents: rule.perSetMinimum,
    currency: rule.currency,
  };
}

// spec 001 §5 Budget check: at least the minimum per enabled set; otherwise the minimum, 120% of it
// rounded up to a whole unit of the currency as the recommendation, and how many sets the budget supports.
export function checkBudget(dailyBudget: number, enabledSets: number, rule: BudgetRule = DEFAULT_BUDGET_RULE): BudgetCheck {
  const minimumCents = minimumFor(enabledSets, rule);
  return dailyBudget >= minimumCents ? { ok: true } : { ok: false, ...budgetShortfall(dailyBudget, minimumCents, rule) };
}

/** Each ad set's own budget against the minimum, as Meta checks them (one ad set at a time). */
export function checkSetBudgets(budgets: readonly number[], rule: BudgetRule = DEFAULT_BUDGET_RULE): BudgetCheck {
  if (budgets.every((budget) => !underOneSet(budget, rule))) return { ok: true };
  const total = budgets.reduce((sum, budget) => sum + budget, 0);
  return { ok: false, ...budgetShortfall(total, minimumFor(budgets.length, rule), rule) };
}

/** 120% of the minimum, rounded up to a whole unit of the currency (001 §5). */
export function recommendedBudget(minimum: number, currency: string): number {
  const unit = currencyOffset(currency);
  return Math.ceil((minimum * 1.2) / unit) * unit;
}
