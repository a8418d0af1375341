import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { DEFAULT_PLAN, PLAN_CAMPAIGN_LIMITS } from "./constants";
import { getPlanProfile } from "./profile";

export type PlanLimits = {
  planType: PlanType;
  campaignLimit: number;
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

export async function getPlanLimits(userId: string): Promise<PlanLimits> {
  const [profile, count] = await Promise.all([getPlanProfile(userId), db.campaign.count({ where: { userId } })]);
  return computePlanLimits(profile, count);
}

export class PlanLimitError extends Error {
  constructor(readonly limits: PlanLimits) {
    super(limits.isExpired ? "plan expired" : "campaign limit reached");
  }
}

/**
 * Inside a write's transaction: locks the user's profile row, so concurrent creations queue behind
 * each other and the count they see includes the others' rows, then refuses when the plan disallows
 * one more campaign.
 */
export async function assertCanCreateCampaign(tx: Prisma.TransactionClient, userId: string): Promise<PlanLimits> {
  const locked = await tx.$queryRaw<{ plan_type: PlanType; campaign_limit: number; plan_expires_at: Date | null }[]>`
    SELECT plan_type, campaign_limit, plan_expires_at FROM profiles WHERE user_id = ${userId}::uuid FOR UPDATE`;
  const row = locked[0];
  const count = await tx.campaign.count({ where: { userId } });
  const limits = computePlanLimits(
    row ? { planType: row.plan_type, campaignLimit: row.campaign_limit, planExpiresAt: row.plan_expires_at } : null,
    count,
  );
  if (!limits.canCreateCampaign) throw new PlanLimitError(limits);
  return limits;
}
