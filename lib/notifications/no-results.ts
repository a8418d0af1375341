import "server-only";
import { addDays, dayColumn, dayOf, todayInBrazil } from "@/lib/campaigns/calendar";
import { campaignName } from "@/lib/campaigns/model";
import { db } from "@/lib/db";
import { noResultsNotification } from "./events";
import { recordNotifications } from "./record";

// Issue 33: a live campaign that spent its budget for three days with no result is worth a word. A day
// "spent its budget" when Meta reports at least SPENT_SHARE of the daily budget; its result is what the
// campaign is for (a purchase's value for sales, a link click for traffic). Checked after each user's
// hourly sync, over whole days up to yesterday (Brazil's: the dashboard's days).

export const NO_RESULT_DAYS = 3;
const SPENT_SHARE = 0.9;
const LOOK_BACK_DAYS = 30;

type Day = { date: Date; spend: number; linkClicks: number; purchaseValue: number };

/** The first day of the run of wasted days that ends yesterday, and its length. */
export function wastedRun(days: readonly Day[], dailyBudget: number, sales: boolean, yesterday: string): { since: string; days: number } | null {
  const byDay = new Map(days.map((day) => [dayOf(day.date), day]));
  let length = 0;
  for (let day = yesterday; ; day = addDays(day, -1)) {
    const row = byDay.get(day);
    const wasted = row && row.spend >= dailyBudget * SPENT_SHARE && (sales ? row.purchaseValue : row.linkClicks) === 0;
    if (!wasted || length >= LOOK_BACK_DAYS) break;
    length += 1;
  }
  return length >= NO_RESULT_DAYS ? { since: addDays(yesterday, -(length - 1)), days: length } : null;
}

export async function recordNoResults(userId: string, now = Date.now()): Promise<number> {
  const yesterday = addDays(todayInBrazil(now), -1);
  const campaigns = await db.campaign.findMany({
    where: { userId, status: "active", metaCampaignId: { not: null }, dailyBudget: { gt: 0 } },
    select: {
      id: true,
      projectName: true,
      productName: true,
      dailyBudget: true,
      campaignObjective: true,
      dailyInsights: {
        where: { date: { gte: dayColumn(addDays(yesterday, -LOOK_BACK_DAYS)), lte: dayColumn(yesterday) } },
        select: { date: true, spend: true, linkClicks: true, purchaseValue: true },
      },
    },
  });
  const events = campaigns.flatMap((campaign) => {
    const run = wastedRun(campaign.dailyInsights, campaign.dailyBudget!, campaign.campaignObjective === "conversions", yesterday);
    return run ? [noResultsNotification({ id: campaign.id, userId, name: campaignName(campaign) }, run.since, run.days)] : [];
  });
  await recordNotifications(events);
  return events.length;
}
