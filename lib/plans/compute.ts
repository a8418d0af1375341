import type { PlanType } from "@/lib/db/generated/enums";
import { DEFAULT_PLAN, PLAN_CAMPAIGN_LIMITS } from "./constants";

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
