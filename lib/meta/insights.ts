import "server-only";
import type { GraphClient } from "./graph";
import { majorTextToMinor } from "@/lib/money/currency";
import { allPages } from "./graph/pages";

// 000 §7 meta-insights: one request per ad account at campaign level. Meta sends numbers as strings;
// spend and cpc are in the account currency's units ("12.34", or "1234" in yen), converted here to its
// minor units (lib/money/currency.ts); each row names its currency (AdsInsights `account_currency`).
export type InsightRow = {
  campaign_id: string;
  account_currency?: string;
  impressions?: string;
  clicks?: string;
  ctr?: string;
  cpc?: string;
  spend?: string;
  purchase_roas?: { action_type: string; value: string }[];
};

export type CampaignFigures = { impressions: number; clicks: number; ctr: number; cpc: number; spend: number; currency: string; roas: number | null };

// Meta reports purchases under several action types; the first one present is used, in this order.
const ROAS_TYPES = ["omni_purchase", "purchase", "offsite_conversion.fb_pixel_purchase"];

const number = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** One row's figures; `currency` is the account's, used when the row does not name its own. */
export function figuresOf(row: InsightRow, currency: string): CampaignFigures {
  const rowCurrency = row.account_currency && /^[A-Z]{3}$/.test(row.account_currency) ? row.account_currency : currency;
  const roas = ROAS_TYPES.map((type) => row.purchase_roas?.find((entry) => entry.action_type === type)).find(Boolean);
  return {
    impressions: Math.round(number(row.impressions)),
    clicks: Math.round(number(row.clicks)),
    ctr: number(row.ctr),
    cpc: majorTextToMinor(row.cpc, rowCurrency),
    spend: majorTextToMinor(row.spend, rowCurrency),
    currency: rowCurrency,
    roas: roas ? number(roas.value) : null,
  };
}

export async function fetchAccountInsights(
  client: GraphClient,
  adAccountId: string,
  metaCampaignIds: string[],
  currency: string,
): Promise<Map<string, CampaignFigures>> {
  const rows = await allPages<InsightRow>(client, `${adAccountId}/insights`, {
    level: "campaign",
    fields: "campaign_id,account_currency,impressions,clicks,ctr,cpc,spend,purchase_roas",
    filtering: [{ field: "campaign.id", operator: "IN", value: metaCampaignIds }],
    date_preset: "maximum",
    limit: 500,
  });
  return new Map(rows.map((row) => [row.campaign_id, figuresOf(row, currency)]));
}
