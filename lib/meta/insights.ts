import "server-only";
import type { GraphClient } from "./graph";
import { allPages } from "./graph/pages";

// 000 §7 meta-insights: one request per ad account at campaign level. Meta sends numbers as strings;
// spend is in the account's currency units (converted to minor units here).
export type InsightRow = {
  campaign_id: string;
  impressions?: string;
  clicks?: string;
  ctr?: string;
  cpc?: string;
  spend?: string;
  purchase_roas?: { action_type: string; value: string }[];
};

export type CampaignFigures = { impressions: number; clicks: number; ctr: number; cpc: number; spend: number; roas: number | null };

// Meta reports purchases under several action types; the first one present is used, in this order.
const ROAS_TYPES = ["omni_purchase", "purchase", "offsite_conversion.fb_pixel_purchase"];

const number = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
};

export function figuresOf(row: InsightRow): CampaignFigures {
  const roas = ROAS_TYPES.map((type) => row.purchase_roas?.find((entry) => entry.action_type === type)).find(Boolean);
  return {
    impressions: Math.round(number(row.impressions)),
    clicks: Math.round(number(row.clicks)),
    ctr: number(row.ctr),
    cpc: Math.round(number(row.cpc) * 100),
    spend: Math.round(number(row.spend) * 100),
    roas: roas ? number(roas.value) : null,
  };
}

export async function fetchAccountInsights(client: GraphClient, adAccountId: string, metaCampaignIds: string[]): Promise<Map<string, CampaignFigures>> {
  const rows = await allPages<InsightRow>(client, `${adAccountId}/insights`, {
    level: "campaign",
    fields: "campaign_id,impressions,clicks,ctr,cpc,spend,purchase_roas",
    filtering: [{ field: "campaign.id", operator: "IN", value: metaCampaignIds }],
    date_preset: "maximum",
    limit: 500,
  });
  return new Map(rows.map((row) => [row.campaign_id, figuresOf(row)]));
}
