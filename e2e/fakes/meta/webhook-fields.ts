// The fake Meta's own copy of Meta's tables for Ads webhooks (the `ad_account` object): the fields an app
// may subscribe to, what each ad object is called in a payload, and the values Meta lists. Copied from
// Meta's pages, never from the app's code. Never used by production code.
import type { ObjectKind } from "./state";

// The pages cited below, under https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/:
// ads-webhooks-overview, effective-status, with-issues-ad-objects, in-process-ad-objects, creative-fatigue.

/**
 * The fields of the `ad_account` object an app may subscribe to: the overview's "Available webhooks"
 * table (effective_status, subscriptions, creative_fatigue, ad_recommendations, in_process_ad_objects,
 * with_issues_ad_objects) and the two more the Webhooks Reference for Ad Account lists
 * (ads_async_creation_request, product_set_issue;
 * https://developers.facebook.com/docs/graph-api/webhooks/reference/ad-account/). The fake sends the first
 * four only; the others register, and nothing in the fake ever triggers them.
 */
export const AD_ACCOUNT_WEBHOOK_FIELDS = [
  "effective_status",
  "with_issues_ad_objects",
  "in_process_ad_objects",
  "creative_fatigue",
  "ad_recommendations",
  "subscriptions",
  "ads_async_creation_request",
  "product_set_issue",
] as const;
export type AdAccountWebhookField = (typeof AD_ACCOUNT_WEBHOOK_FIELDS)[number];

/** What POST /__control/webhooks registers when the test names no fields: the ones the fake sends. */
export const DEFAULT_WEBHOOK_FIELDS: AdAccountWebhookField[] = ["effective_status", "with_issues_ad_objects", "in_process_ad_objects", "creative_fatigue"];

export const isWebhookField = (name: unknown): name is AdAccountWebhookField =>
  typeof name === "string" && (AD_ACCOUNT_WEBHOOK_FIELDS as readonly string[]).includes(name);

/** The ad objects whose effective status the fake watches, and how they are named in a payload. */
export type WatchedKind = Extract<ObjectKind, "campaign" | "adset" | "ad">;
export const WATCHED_KINDS: readonly WatchedKind[] = ["campaign", "adset", "ad"];

// effective-status page: "`object_type` is one of `campaign`, `adset`, or `ad`".
export const OBJECT_TYPES: Record<WatchedKind, string> = { campaign: "campaign", adset: "adset", ad: "ad" };

// with-issues-ad-objects and in-process-ad-objects pages: "`level`: The level of the object: `CAMPAIGN`,
// `AD_SET`, `AD`, or `CREATIVE`" (the fake's creatives have no effective status, so never CREATIVE).
export const LEVELS: Record<WatchedKind, string> = { campaign: "CAMPAIGN", adset: "AD_SET", ad: "AD" };

/**
 * The effective statuses that are an "issue state" (with-issues-ad-objects page: the webhook "notifies
 * you when an ad object enters an issue state … so you can catch problems such as a rejection or a
 * delivery block", and its first example action is "Disapproved: fix the creative and resubmit"):
 * WITH_ISSUES, and DISAPPROVED for a rejection in review. The statuses are Meta's enum
 * (Ad_effective_status in the codegen enum_types.json).
 */
export const ISSUE_STATES = ["WITH_ISSUES", "DISAPPROVED"] as const;

/** in-process-ad-objects page: the webhook fires when an object "exits its in-process state". */
export const IN_PROCESS = "IN_PROCESS";

/**
 * `status_name`, "The human-readable status the object landed in" (in-process-ad-objects page, whose only
 * example is "Paused"): the effective status in words, as "Paused" is PAUSED's. Meta lists no other
 * names; the rest follow that one example (the fake's reading).
 */
export function statusName(effectiveStatus: string): string {
  const words = effectiveStatus.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// creative-fatigue page: "`creative_fatigue_level`: The new fatigue level: `LOW`, `MEDIUM`, or `HIGH`."
export const FATIGUE_LEVELS = ["LOW", "MEDIUM", "HIGH"] as const;
export type FatigueLevel = (typeof FATIGUE_LEVELS)[number];

/**
 * The message when the test gives none, in the form of the creative-fatigue page's example ("Your ad
 * fatigue changed from medium to high. To address the fatigued ad, try creating a new ad with different
 * images or videos in the same campaign, expanding your audience, or using Advantage+ creative.").
 */
export function fatigueMessage(level: FatigueLevel, previous: FatigueLevel | undefined): string {
  const change = previous ? `changed from ${previous.toLowerCase()} to ${level.toLowerCase()}` : `is now ${level.toLowerCase()}`;
  return `Your ad fatigue ${change}. To address the fatigued ad, try creating a new ad with different images or videos in the same campaign, expanding your audience, or using Advantage+ creative.`;
}
