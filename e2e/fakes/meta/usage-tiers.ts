// The rate-limit tiers and the usage the fake keeps per ad account (usage.ts says how it is charged, from
// the Marketing API's "Rate Limiting" page). Never used by production code.
export type AccessTier = "development_access" | "standard_access";
export type UsageBudget = { tier: AccessTier; maxScore: number; decaySeconds: number; blockSeconds: number };

/** The two tiers' budgets, as the Marketing API's "Rate Limiting" page gives them. */
export const USAGE_TIERS: Record<AccessTier, UsageBudget> = {
  development_access: { tier: "development_access", maxScore: 60, decaySeconds: 300, blockSeconds: 300 },
  standard_access: { tier: "standard_access", maxScore: 9000, decaySeconds: 300, blockSeconds: 60 },
};

export type UseCase = "ads_management" | "ads_insights";
/** Per ad account and use case: the score when last drained (at), and until when calls are refused. */
export type AccountUsage = { score: number; at: number; blockedUntil: number };
