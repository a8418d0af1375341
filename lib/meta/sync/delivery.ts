import type { MetaCampaignState } from "./read-campaigns";

// What a linked campaign is doing at Meta, in the product's words, from the effective statuses of the
// campaign, its ad sets and its ads (enums: codegen enum_types.json Campaign_/AdSet_/Ad_effective_status).
// Every value has its place: ACTIVE runs; PAUSED, ADSET_PAUSED, CAMPAIGN_PAUSED are paused; PENDING_REVIEW,
// IN_PROCESS, PREAPPROVED are in review; DISAPPROVED rejected; WITH_ISSUES (an ad's or an ad set's) has
// issues; PENDING_BILLING_INFO is held until the ad account can pay; ARCHIVED and DELETED are gone.

export const DELIVERY_STATES = ["active", "paused", "inReview", "rejected", "withIssues", "billingHold", "ended", "archived", "deleted"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Stored in campaigns.meta_delivery at each sync; read back with readDelivery. */
export type MetaDelivery = {
  state: DeliveryState;
  /** Ads Meta refused, out of the campaign's ads. */
  rejectedAds: number;
  ads: number;
  /** Meta's own words: review verdicts and issues (a few, deduplicated). */
  reasons: string[];
  adSets: { id: string; name: string; status: string; effectiveStatus: string; dailyBudget: number | null }[];
};

const REVIEWING = new Set(["PENDING_REVIEW", "IN_PROCESS", "PREAPPROVED"]);
const MAX_REASONS = 5;
const MAX_REASON_LENGTH = 300;

function stateOf(campaign: MetaCampaignState, now: Date): DeliveryState {
  if (campaign.effectiveStatus === "DELETED") return "deleted";
  if (campaign.effectiveStatus === "ARCHIVED") return "archived";
  const ads = campaign.ads.filter((ad) => !["DELETED", "ARCHIVED"].includes(ad.effectiveStatus));
  const running = ads.filter((ad) => ad.effectiveStatus === "ACTIVE");
  if (campaign.effectiveStatus === "PAUSED") return "paused";
  if (!running.length && ads.some((ad) => ad.effectiveStatus === "PENDING_BILLING_INFO")) return "billingHold";
  const setIssues = campaign.adSets.some((set) => set.effectiveStatus === "WITH_ISSUES");
  if (campaign.effectiveStatus === "WITH_ISSUES" || (!running.length && (setIssues || ads.some((ad) => ad.effectiveStatus === "WITH_ISSUES")))) {
    return "withIssues";
  }
  if (ads.length && ads.every((ad) => ad.effectiveStatus === "DISAPPROVED")) return "rejected";
  const liveSets = campaign.adSets.filter((set) => !["DELETED", "ARCHIVED"].includes(set.effectiveStatus));
  if (liveSets.length && liveSets.every((set) => set.endTime && Date.parse(set.endTime) <= now.getTime())) return "ended";
  if (!running.length && ads.some((ad) => REVIEWING.has(ad.effectiveStatus))) return "inReview";
  if (!running.length && ads.some((ad) => ad.effectiveStatus === "DISAPPROVED")) return "rejected";
  if (!running.length) return "paused";
  return "active";
}

export function deliveryOf(campaign: MetaCampaignState, now = new Date()): MetaDelivery {
  const rejected = campaign.ads.filter((ad) => ad.effectiveStatus === "DISAPPROVED" || ad.effectiveStatus === "WITH_ISSUES");
  const reasons = [...new Set([...campaign.problems, ...campaign.adSets.flatMap((set) => set.problems), ...rejected.flatMap((ad) => ad.problems)])]
    .slice(0, MAX_REASONS)
    .map((text) => (text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 1)}…` : text));
  return {
    state: stateOf(campaign, now),
    rejectedAds: campaign.ads.filter((ad) => ad.effectiveStatus === "DISAPPROVED").length,
    ads: campaign.ads.filter((ad) => ad.effectiveStatus !== "DELETED").length,
    reasons,
    adSets: campaign.adSets.map(({ id, name, status, effectiveStatus, dailyBudget }) => ({ id, name, status, effectiveStatus, dailyBudget })),
  };
}

type LocalStatus = "draft" | "active" | "paused" | "completed" | "published" | "archived";

/**
 * The campaign's status in the app after a sync: Meta's configured status (ACTIVE, PAUSED...), "completed"
 * once every ad set ended. A campaign archived here stays archived while Meta keeps it off.
 */
export function localStatusOf(configured: string, delivery: MetaDelivery, current: LocalStatus): LocalStatus {
  if (delivery.state === "ended") return "completed";
  if (configured === "ACTIVE" && delivery.state !== "deleted") return "active";
  if (current === "archived" || delivery.state === "archived") return "archived";
  return "paused";
}

/** The stored JSON read back; null when absent or unreadable. */
export function readDelivery(value: unknown): MetaDelivery | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Partial<MetaDelivery>;
  if (!DELIVERY_STATES.includes(raw.state as DeliveryState)) return null;
  return {
    state: raw.state as DeliveryState,
    rejectedAds: Number(raw.rejectedAds) || 0,
    ads: Number(raw.ads) || 0,
    reasons: Array.isArray(raw.reasons) ? raw.reasons.filter((text): text is string => typeof text === "string") : [],
    adSets: Array.isArray(raw.adSets) ? raw.adSets : [],
  };
}
