// Each ad account's rate-limit budget as Meta keeps it, and the usage headers that report it. Never used
// by production code.
//
// Marketing API, "Rate Limiting" (developers.facebook.com/docs/marketing-apis/rate-limiting), ad account
// level: "Each Marketing API call is assigned a score… a read API call is equal to 1 point, and a write
// API call is equal to 3 points, and when you reach the maximum score, we throw a throttling error." In
// the development tier "your maximum score is 60, will decay in 300 seconds, and will be blocked for 300
// seconds"; in the Standard tier "9000, will decay in 300 seconds, and will be blocked for 60 seconds".
// Graph API, "Rate Limiting" (developers.facebook.com/docs/graph-api/overview/rate-limiting), Business
// Use Case limits: each ad account's ads_management and ads_insights calls have their own budget, throttled
// with 80004 and 80000; X-Business-Use-Case-Usage reports, per ad account, { type, call_count,
// total_cputime, total_time (percentages), estimated_time_to_regain_access (minutes),
// ads_api_access_tier } ("development_access" or "standard_access"). X-Ad-Account-Usage is only sent for
// v3.3 and older calls, so not here.
//
// Here the score "decays in 300 seconds" as a bucket that drains: a full score is gone after decaySeconds,
// so it drains maxScore / decaySeconds points a second (the page gives no finer rule; the fake's reading),
// on the fake's clock (state.clock, which a test may drive). A call that would take the score past the
// maximum is refused, and so are the account's calls of that use case for blockSeconds; call_count is
// the score's share of the maximum. Graph's "Batch Requests" page: "Each call within the batch is
// counted separately for the purposes of calculating API call limits" – a batch's operations are charged
// one by one (admit.ts), each reporting its account's use in its own headers (batch.ts).
import type { Route } from "./route";
import { rateLimitError } from "./errors";
import type { FakeMetaState } from "./state";
import { USAGE_TIERS, type AccountUsage, type UsageBudget, type UseCase } from "./usage-tiers";

const READ_POINTS = 1;
const WRITE_POINTS = 3;

/** The use case a route's calls count under: insights reads are ads_insights, every other ad call ads_management. */
export const businessUseCaseOf = (found: Route | undefined): UseCase => (found?.endpoint === "insights" ? "ads_insights" : "ads_management");

/** A budget patch checked, on the tier it names (or the current budget's). */
export function budgetOf(current: UsageBudget, patch: Partial<UsageBudget>): UsageBudget {
  if (patch.tier !== undefined && !(patch.tier in USAGE_TIERS)) throw new Error(`usageBudget.tier must be one of ${Object.keys(USAGE_TIERS).join(", ")}`);
  const budget = { ...(patch.tier ? USAGE_TIERS[patch.tier] : current), ...patch };
  for (const key of ["maxScore", "decaySeconds", "blockSeconds"] as const) {
    if (!(Number.isFinite(budget[key]) && budget[key] > 0)) throw new Error(`usageBudget.${key} takes a positive number`);
  }
  return budget;
}

/** The account's usage of the use case, drained up to now. */
function usageOf(state: FakeMetaState, accountId: string, useCase: UseCase): AccountUsage {
  const key = `${accountId}:${useCase}`;
  const now = state.clock();
  let usage = state.usage.get(key);
  if (!usage) state.usage.set(key, (usage = { score: 0, at: now, blockedUntil: 0 }));
  const { maxScore, decaySeconds } = state.settings.usageBudget;
  usage.score = Math.max(0, usage.score - (Math.max(0, now - usage.at) / 1000) * (maxScore / decaySeconds));
  usage.at = now;
  return usage;
}

/** Minutes until a blocked account's calls go through again (0 when they do). */
function regainMinutes(state: FakeMetaState, usage: AccountUsage): number {
  const left = usage.blockedUntil - state.clock();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Charges a call to its ad account's budget, or refuses it (80004, or 80000 for insights) while the
 * account is blocked or when it would pass the maximum score, which blocks the account.
 */
export function charge(state: FakeMetaState, found: Route, method: string): void {
  if (!found.accountId || !found.ads) return;
  const useCase = businessUseCaseOf(found);
  const usage = usageOf(state, found.accountId, useCase);
  const now = state.clock();
  const refusal = () => rateLimitError(useCase === "ads_insights" ? 80000 : 80004);
  if (usage.blockedUntil > now) throw refusal();
  const points = method === "GET" ? READ_POINTS : WRITE_POINTS;
  const budget = state.settings.usageBudget;
  if (usage.score + points > budget.maxScore) {
    usage.blockedUntil = now + budget.blockSeconds * 1000;
    throw refusal();
  }
  usage.score += points;
}

/** One X-Business-Use-Case-Usage entry: the account's use of the use case's budget now. */
export function usageEntry(state: FakeMetaState, accountId: string, useCase: UseCase): Record<string, unknown> {
  const usage = usageOf(state, accountId, useCase);
  const budget = state.settings.usageBudget;
  const regain = regainMinutes(state, usage);
  const share = regain > 0 ? 100 : Math.min(100, Math.round((usage.score / budget.maxScore) * 100));
  return {
    type: useCase,
    call_count: share,
    // The fake models the call count only: no CPU or processing time is used up.
    total_cputime: 0,
    total_time: 0,
    estimated_time_to_regain_access: regain,
    ads_api_access_tier: budget.tier,
  };
}

/** The X-Business-Use-Case-Usage header for these ad accounts (and use cases), or none without any. */
export function businessUseCaseHeader(state: FakeMetaState, accounts: { accountId: string; useCase: UseCase }[]): Record<string, string> {
  if (!accounts.length) return {};
  const value: Record<string, Record<string, unknown>[]> = {};
  for (const { accountId, useCase } of accounts) {
    const entries = (value[accountId] ??= []);
    if (!entries.some((entry) => entry.type === useCase)) entries.push(usageEntry(state, accountId, useCase));
  }
  return { "x-business-use-case-usage": JSON.stringify(value) };
}
