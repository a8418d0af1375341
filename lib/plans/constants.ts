import type { PlanType } from "@/lib/db/generated/enums";

// spec 000 §9: plan campaign limits; 999999 is shown as unlimited.
export const PLAN_CAMPAIGN_LIMITS: Record<PlanType, number> = { free: 1, starter: 10, pro: 999999 };
export const UNLIMITED_CAMPAIGNS = 999999;
export const DEFAULT_PLAN: PlanType = "free";
export const PLAN_TYPES: readonly PlanType[] = ["free", "starter", "pro"];

// spec 000 §9 displayed prices, R$ per month.
export const PLAN_PRICES_BRL: Record<PlanType, number> = { free: 0, starter: 47, pro: 97 };

export const isUnlimited = (limit: number) => limit >= UNLIMITED_CAMPAIGNS;
