import "server-only";
import type { GraphClient } from "@/lib/meta/graph";
import { allPages } from "@/lib/meta/graph";
import { figuresOf, INSIGHT_FIELDS, type InsightRow } from "@/lib/meta/insights";
import { addDays, todayIn } from "@/lib/campaigns/calendar";
import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";

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
  conversations: number;
};

type DailyRow = InsightRow & { date_start?: string };

/**
 * The last DAILY_DAYS days, today included, as Meta counts them: time_range is read in the ad account's
 * time zone (a UTC day would ask for tomorrow in Brazil from 21:00 on).
 */
export function dailyRange(timeZone: string = BRAZIL_TIME_ZONE, now = new Date()): { since: string; until: string } {
  const until = todayIn(timeZone, now.getTime());
  return { since: addDays(until, -(DAILY_DAYS - 1)), until };
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
