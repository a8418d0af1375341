import "server-only";
import type { GraphClient } from "@/lib/meta/graph";
import { allPages } from "@/lib/meta/graph/pages";
import { figuresOf, INSIGHT_FIELDS, type InsightRow } from "@/lib/meta/insights";
import { brazilToday } from "@/lib/wizard/config-schema";

// The detail page's chart reads one row per campaign and day: account-level insights with
// time_increment=1 over the last DAILY_DAYS days, every page of them (Graph cursor paging). Each day
// keeps its own sums, read from that day's row as the lifetime row is read (lib/meta/insights.ts): its
// purchase value is that day's `action_values`, never rebuilt from spend and a lifetime ROAS.

export const DAILY_DAYS = 30;
const PAGE_LIMIT = 500;

export type DailyFigures = {
  metaCampaignId: string;
  date: string;
  impressions: number;
  /** All clicks (Meta's `clicks`), kept, not shown. */
  clicks: number;
  linkClicks: number;
  spend: number;
  currency: string;
  purchaseValue: number;
};

type DailyRow = InsightRow & { date_start?: string };

/**
 * The last DAILY_DAYS days, today included, as Meta counts them: time_range is read in the ad account's
 * time zone, Brazil's for our sellers (a UTC day would ask for tomorrow there from 21:00 on).
 */
export function dailyRange(now = new Date()): { since: string; until: string } {
  const until = brazilToday(now.getTime());
  const since = new Date(Date.parse(`${until}T00:00:00Z`) - (DAILY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { since, until };
}

export async function fetchAccountDailyInsights(
  client: GraphClient,
  adAccountId: string,
  metaCampaignIds: string[],
  currency: string,
  range = dailyRange(),
): Promise<DailyFigures[]> {
  const rows = await allPages<DailyRow>(client, `${adAccountId}/insights`, {
    level: "campaign",
    fields: `${INSIGHT_FIELDS},date_start`,
    filtering: [{ field: "campaign.id", operator: "IN", value: metaCampaignIds }],
    time_range: range,
    time_increment: 1,
    limit: PAGE_LIMIT,
  });
  return rows.filter((row) => row.date_start).map((row) => ({ metaCampaignId: row.campaign_id, date: row.date_start!, ...figuresOf(row, currency) }));
}
