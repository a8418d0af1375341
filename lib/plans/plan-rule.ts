import type { Prisma } from "@/lib/db";
import type { MessageKey } from "@/lib/actions/result";
import type { CampaignStatusValue } from "@/lib/campaigns/schemas";
import type { PlanType } from "@/lib/db/generated/enums";
import { DEFAULT_PLAN, PLAN_CAMPAIGN_LIMITS, isUnlimited } from "./constants";

// The plan rule (decision 023), the one place that says which campaigns use a plan's slots, when one more
// may be made, and which words say so. Every enforcement point and every text about the limit reads it.

/**
 * Which campaigns count toward the plan: every campaign the user holds, whatever its status — a draft
 * never published as much as an active one, a paused, ended or archived one too. Only deleting a campaign
 * frees its slot (spec 000 §7 counts the user's campaigns for the quota, with no status left out). Leaving
 * a status out would need every way back from it guarded too (restore, activate, publish).
 */
export function countedCampaignsWhere(userId: string): Prisma.CampaignWhereInput {
  return { userId };
}

/** The same count from the seller's tally row (per-status counts kept by the database, lib/campaigns/listing). */
export function countedInTally(byStatus: Partial<Record<CampaignStatusValue, number>>): number {
  return Object.values(byStatus).reduce((sum, count) => sum + (count ?? 0), 0);
}

export type PlanLimits = {
  planType: PlanType;
  campaignLimit: number;
  /** The campaigns that count toward the plan (countedCampaignsWhere). */
  currentCampaignCount: number;
  canCreateCampaign: boolean;
  planExpiresAt: Date | null;
  isExpired: boolean;
};

type PlanProfile = { planType: PlanType; campaignLimit: number | null; planExpiresAt: Date | null } | null;

// spec 000 §4: creation is allowed only when the plan has not expired and the count is below the limit.
export function computePlanLimits(profile: PlanProfile, currentCampaignCount: number, now = new Date()): PlanLimits {
  const planType = profile?.planType ?? DEFAULT_PLAN;
  const campaignLimit = profile?.campaignLimit ?? PLAN_CAMPAIGN_LIMITS[planType];
  const planExpiresAt = profile?.planExpiresAt ?? null;
  const isExpired = planExpiresAt !== null && planExpiresAt.getTime() <= now.getTime();
  return {
    planType,
    campaignLimit,
    currentCampaignCount,
    canCreateCampaign: !isExpired && currentCampaignCount < campaignLimit,
    planExpiresAt,
    isExpired,
  };
}

/** Why the plan refuses one more campaign, as the user reads it: what counts, and how to free a slot or upgrade. */
export type PlanRefusal =
  { error: "plans.errors.expired"; values?: undefined } | { error: "plans.errors.limitReached"; values: { count: number; limit: number } };

export function planRefusal(limits: PlanLimits): PlanRefusal | null {
  if (limits.isExpired) return { error: "plans.errors.expired" };
  if (limits.canCreateCampaign) return null;
  return { error: "plans.errors.limitReached", values: { count: limits.currentCampaignCount, limit: limits.campaignLimit } };
}

const REFUSAL_TITLES = {
  "plans.errors.expired": "plans.banner.expiredTitle",
  "plans.errors.limitReached": "plans.errors.limitTitle",
} as const satisfies Record<PlanRefusal["error"], MessageKey>;

/** The toast title over a plan refusal ("Plan limit reached", "Plan expired"), or null for another error. */
export function planRefusalTitle(error: string): MessageKey | null {
  return Object.hasOwn(REFUSAL_TITLES, error) ? REFUSAL_TITLES[error as PlanRefusal["error"]] : null;
}

export type PlanWords = { key: MessageKey; values?: Record<string, number> };

/** A plan's allowance, in the words of the plan cards: "Up to 10 campaigns", or "Unlimited campaigns". */
export function allowanceWords(limit: number): PlanWords {
  return isUnlimited(limit) ? { key: "plans.rule.allowanceUnlimited" } : { key: "plans.rule.allowance", values: { limit } };
}

/** How much of the plan is used, in the same words: "You have used 1 of 1 campaign on the Free plan." */
export function usageWords(limits: PlanLimits): PlanWords {
  const count = limits.currentCampaignCount;
  return isUnlimited(limits.campaignLimit)
    ? { key: "plans.rule.usageUnlimited", values: { count } }
    : { key: "plans.rule.usage", values: { count, limit: limits.campaignLimit } };
}

/** What counts and what frees a slot, said wherever the limit is. */
export const WHAT_COUNTS = "plans.rule.whatCounts" satisfies MessageKey;
