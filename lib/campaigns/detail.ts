import "server-only";
import { db } from "@/lib/db";
import { readState } from "@/lib/meta/run-state";
import { readDelivery } from "@/lib/meta/sync";
import { addDays, dayColumn } from "./calendar";
import { campaignFatigue } from "./fatigue";
import { campaignIdSchema } from "./schemas";
import { storedAdSets, storedCreatives } from "./stored";

/** A campaign of the user with its creatives and ad sets read, or null (bad id, foreign or missing). */
export async function getCampaignDetail(userId: string, campaignId: string) {
  if (!campaignIdSchema.safeParse(campaignId).success) return null;
  const campaign = await db.campaign.findFirst({ where: { id: campaignId, userId }, include: { insight: true } });
  if (!campaign) return null;
  return {
    ...campaign,
    creatives: storedCreatives(campaign.creatives),
    adSets: storedAdSets(campaign.adSetsConfig),
    delivery: campaign.metaCampaignId ? readDelivery(campaign.metaDelivery) : null,
    fatigue: campaign.metaCampaignId ? campaignFatigue(campaign.metaFatigue) : null,
  };
}

export type CampaignDetail = NonNullable<Awaited<ReturnType<typeof getCampaignDetail>>>;

/** The detail page's chart: the last `days` calendar days up to `today`, each day's own stored sums, oldest first. */
export async function getDailyInsights(campaignId: string, days: number, today: string) {
  return db.campaignInsightDaily.findMany({
    where: { campaignId, date: { gte: dayColumn(addDays(today, -(days - 1))) } },
    orderBy: { date: "asc" },
    select: { date: true, spend: true, linkClicks: true, impressions: true, purchaseValue: true, conversations: true, currency: true },
  });
}

/** The keys of a linked campaign's ad sets that exist at Meta (from its publish run). */
export async function adSetsAtMeta(userId: string, campaignId: string): Promise<Set<string>> {
  const run = await db.metaPublishRun.findFirst({ where: { campaignId, userId }, select: { state: true } });
  return new Set(Object.entries(readState(run?.state).adSets).flatMap(([key, set]) => (set.adSetId ? [key] : [])));
}
