// Budgets as Meta takes them: integer strings in the account currency's minor unit, at least the
// account's minimum daily budget (error 100, subcode 1885272). Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { str } from "./request";
import { formatMoney, minimumDailyBudget, type AdAccountSeed } from "./seed";

/** The budget parameter as a number of minor units, or undefined when absent. */
export function budgetParam(params: Record<string, unknown>, name: "daily_budget" | "lifetime_budget"): number | undefined {
  const value = str(params, name);
  if (value === undefined || value === "") return undefined;
  if (!/^\d+$/.test(value)) throw new GraphError({ code: 100, message: `(#100) Param ${name} must be a non-negative integer` });
  return Number(value);
}

/** A daily budget below the account's minimum: Meta's "Your budget is too low" with the figures. */
export function checkDailyMinimum(amount: number, account: AdAccountSeed) {
  const minimum = minimumDailyBudget(account.currency);
  if (amount >= minimum) return;
  throw graphErrors.invalidParameter(
    "Your budget is too low",
    `Your budget must be at least ${formatMoney(minimum, account.currency)} a day or your ads may not be delivered (you entered ${formatMoney(amount, account.currency)}). Please increase the budget for this ad set.`,
    1885272,
  );
}

/** A budget on an ad set whose campaign has one (Advantage campaign budget): subcode 1885621. */
export const campaignBudgetConflict = () =>
  graphErrors.invalidParameter(
    "Budget conflict",
    "This ad set's campaign has a campaign budget, so the ad set can't have its own daily or lifetime budget.",
    1885621,
  );

/** A daily budget beside a lifetime one. */
export const onlyOneBudget = (what: "campaign" | "ad set") =>
  graphErrors.invalidParameter("Only one budget", `A${what === "ad set" ? "n" : ""} ${what} can have a daily budget or a lifetime budget, not both.`);
