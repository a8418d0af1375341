import "server-only";
import { addDays, dayColumn, dayOf, todayInBrazil } from "@/lib/campaigns/calendar";
import { campaignDestination, campaignName } from "@/lib/campaigns/model";
import { db } from "@/lib/db";
import { noResultsNotification } from "./events";
import { recordNotifications } from "./record";

// Issue 33: a live campaign that spent its budget for three days with no result is worth a word. A day
// "spent its budget" when Meta reports at least SPENT_SHARE of the daily budget; its result is what the
// campaign is for (a purchase's value for sales, a link click for traffic, a conversation started for a
// WhatsApp campaign, issue 34). Checked after each user's
// hourly sync, over whole days up to yesterday (Brazil's: the dashboard's days).

export const NO_RESULT_DAYS = 3;
const SPENT_SHARE = 0.9;
const LOOK_BACK_DAYS = 30;

type Day = { date: Date; spend: number; linkClicks: number; purchaseValue: number; conversations: number };
/** The figure that says a day brought what the campaign is for. */
type Result = "purchaseValue" | "linkClicks" | "conversations";

/** What a campaign is for: a WhatsApp campaign's conversations, a sales campaign's purchases, else link clicks. */
export function resultOf(campaign: { destination: string; campaignObjective: string | null }): Result {
  if (campaignDestination(campaign) === "whatsapp") return "conversations";
  return campaign.campaignObjective === "conversions" ? "purchaseValue" : "linkClicks";
}

/** The first day of the run of wasted days that ends yesterday, and its length. */
export function wastedRun(days: readonly Day[], dailyBudget: number, result: Result, yesterday: string): { since: string; days: number } | null {
  const byDay = new Map(days.map((day) => [dayOf(day.date), day]));
  let length = 0;
  for (let day = yesterday; ; day = addDays(day, -1)) {
    const row = byDay.get(day);
    const wasted = row && row.spend >= dailyBudget * SPENT_SHARE && row[result] === 0;
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
      destination: true,
      dailyInsights: {
        where: { date: { gte: dayColumn(addDays(yesterday, -LOOK_BACK_DAYS)), lte: dayColumn(yesterday) } },
        select: { date: true, spend: true, linkClicks: true, purchaseValue: true, conversations: true },
      },
    },
  });
  const events = campaigns.flatMap((campaign) => {
    const run = wastedRun(campaign.dailyInsights, campaign.dailyBudget!, resultOf(campaign), yesterday);
    return run ? [noResultsNotification({ id: campaign.id, userId, name: campaignName(campaign) }, run.since, run.days)] : [];
  });
  await recordNotifications(events);
  return events.length;
}
