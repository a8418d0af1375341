import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { computePlanLimits, countedCampaignsWhere, planRefusal, type PlanLimits } from "./plan-rule";
import { getPlanProfile } from "./profile";
import type { MessageKey } from "@/lib/actions/result";

export async function getPlanLimits(userId: string): Promise<PlanLimits> {
  const [profile, count] = await Promise.all([getPlanProfile(userId), db.campaign.count({ where: countedCampaignsWhere(userId) })]);
  return computePlanLimits(profile, count);
}

export { computePlanLimits, type PlanLimits };

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
  const count = await tx.campaign.count({ where: countedCampaignsWhere(userId) });
  const limits = computePlanLimits(row ? { planType: row.plan_type, campaignLimit: row.campaign_limit, planExpiresAt: row.plan_expires_at } : null, count);
  if (!limits.canCreateCampaign) throw new PlanLimitError(limits);
  return limits;
}

/** The failure an action answers when the plan refuses one more campaign (plan-rule's words). */
export function planFailure(limits: PlanLimits): { ok: false; error: MessageKey; values?: Record<string, number> } | null {
  const refusal = planRefusal(limits);
  if (!refusal) return null;
  return { ok: false, error: refusal.error, ...(refusal.values ? { values: refusal.values } : {}) };
}

/** The message (and its figures) for a refused creation, or null when the error is something else. */
export function planLimitFailure(error: unknown): { ok: false; error: MessageKey; values?: Record<string, number> } | null {
  return error instanceof PlanLimitError ? planFailure(error.limits) : null;
}
