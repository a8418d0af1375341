import "server-only";
import { ratiosOf, type FigureSums } from "@/lib/campaigns/figures";
import { majorTextToMinor } from "@/lib/money/currency";
import { allPages, type GraphClient } from "./graph";

// 000 §7 meta-insights: one request per ad account at campaign level. Meta sends numbers as strings;
// money (spend, action values) in the account currency's units ("12.34", or "1234" in yen), converted
// here to its minor units (lib/money/currency.ts); each row names its currency (AdsInsights
// `account_currency`). Field names and types are Meta's SDK codegen spec, api_specs/specs/AdsInsights.json
// (facebook/facebook-business-sdk-codegen): `inline_link_clicks` string, `action_values`
// list<AdsActionStats>, whose items (AdsActionStats.json) carry `action_type` and `value`.
//
// Issue 30, "Honest money": only sums are read, and the ratios are ours, taken from the sums
// (lib/campaigns/figures.ts):
// - Link clicks are `inline_link_clicks`, not `clicks`. Meta's own note (developers.facebook.com/ads/blog/
//   post/v2/2016/03/16/link-clicks-updates/) says `clicks` counts every click on the ad (Clicks (all)) and
//   that `clicks`, `ctr` and `cpc` "should be replaced with" `inline_link_clicks`, `inline_link_click_ctr`
//   and `cost_per_inline_link_click`. `clicks` (all) is still stored, never shown.
// - The purchase value is one action type's value from `action_values`, never several added up: Meta
//   reports one sale under several types at once, so adding them counts it two or three times
//   (PostHog/posthog#44949: "omni_purchase is a superset that includes purchase"; summing both doubled
//   the value). The types, in our order of preference: `omni_purchase`, Meta's omnichannel roll-up (web,
//   app, offline; the "omni" metrics of AdsInsights.json, e.g. `converted_product_omni_purchase`); else
//   `offsite_conversion.fb_pixel_purchase`, the Meta Pixel's website purchases (Meta's ROAS ad rules
//   guide names its value so: developers.facebook.com/docs/marketing-api/ad-rules/guides/roas-ad-rules);
//   else `purchase`. The first of PURCHASE_TYPES present in a row is its purchase value.
// - Conversations started (issue 34) are one action type's count from `actions` (list<AdsActionStats>,
//   AdsInsights.json): `onsite_conversion.messaging_conversation_started_7d`. Meta documents no list of
//   action-type strings; this one is what its insights return for ads that click to WhatsApp and what
//   open-source readers use (decision 030). Picked by type, never by position: Meta promises no order.
export type ActionStat = { action_type: string; value: string };

export type InsightRow = {
  campaign_id: string;
  account_currency?: string;
  impressions?: string;
  clicks?: string;
  inline_link_clicks?: string;
  spend?: string;
  actions?: ActionStat[];
  action_values?: ActionStat[];
};

/** The fields every insights read asks for (the daily read adds date_start). */
export const INSIGHT_FIELDS = "campaign_id,account_currency,impressions,clicks,inline_link_clicks,spend,actions,action_values";

/** Purchase action types in order of preference: a row's purchase value is the first one present. */
export const PURCHASE_TYPES = ["omni_purchase", "offsite_conversion.fb_pixel_purchase", "purchase"] as const;

/** The action type of a WhatsApp conversation started (see above). */
export const CONVERSATION_STARTED = "onsite_conversion.messaging_conversation_started_7d";

/** The conversations started a row counts; 0 when the type is absent. */
export function conversationsOf(actions: ActionStat[] | undefined): number {
  const entry = actions?.find((item) => item.action_type === CONVERSATION_STARTED);
  return entry ? Math.max(0, count(entry.value)) : 0;
}

/** A row's sums, its currency and all clicks (kept, not shown); money in minor units. */
export type RowFigures = FigureSums & { clicks: number; currency: string };

/** What a campaign's stored insight row holds: the sums, and the ratios taken from them. */
export type CampaignFigures = RowFigures & { ctr: number; cpc: number; roas: number | null };

const count = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? Math.round(parsed) : 0;
};

/** The value of the first purchase type present (PURCHASE_TYPES), in minor units; 0 when none is. */
export function purchaseValueOf(values: ActionStat[] | undefined, currency: string): number {
  const entry = PURCHASE_TYPES.map((type) => values?.find((item) => item.action_type === type)).find(Boolean);
  return entry ? Math.max(0, majorTextToMinor(entry.value, currency)) : 0;
}

/** One row's sums; `currency` is the account's, used when the row does not name its own. */
export function figuresOf(row: InsightRow, currency: string): RowFigures {
  const rowCurrency = row.account_currency && /^[A-Z]{3}$/.test(row.account_currency) ? row.account_currency : currency;
  return {
    impressions: count(row.impressions),
    clicks: count(row.clicks),
    linkClicks: count(row.inline_link_clicks),
    spend: majorTextToMinor(row.spend, rowCurrency),
    purchaseValue: purchaseValueOf(row.action_values, rowCurrency),
    conversations: conversationsOf(row.actions),
    currency: rowCurrency,
  };
}

/** A campaign's lifetime row as stored: its sums and the ratios of those sums. */
export const campaignFiguresOf = (row: InsightRow, currency: string): CampaignFigures => {
  const figures = figuresOf(row, currency);
  return { ...figures, ...ratiosOf(figures) };
};

export async function fetchAccountInsights(
  client: GraphClient,
  adAccountId: string,
  metaCampaignIds: string[],
  currency: string,
): Promise<Map<string, CampaignFigures>> {
  const rows = await allPages<InsightRow>(client, `${adAccountId}/insights`, {
    level: "campaign",
    fields: INSIGHT_FIELDS,
    filtering: [{ field: "campaign.id", operator: "IN", value: metaCampaignIds }],
    date_preset: "maximum",
    limit: 500,
  });
  return new Map(rows.map((row) => [row.campaign_id, campaignFiguresOf(row, currency)]));
}
