import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { readState } from "@/lib/meta/publish/types";
import { readDelivery } from "@/lib/meta/sync/delivery";
import { campaignIdSchema } from "./schemas";
import { storedList } from "./stored";

const creativeSchema = z.object({
  id: z.string().optional(),
  type: z.enum(["image", "video"]).catch("image"),
  url: z.string(),
  name: z.string().optional(),
  generated: z.boolean().optional(),
  isMain: z.boolean().optional(),
});
const adSetSchema = z.object({
  id: z.string().optional(),
  name: z.string().catch(""),
  title: z.string().catch(""),
  primaryText: z.string().catch(""),
  audience: z.array(z.string()).catch([]),
  metaInterests: z.array(z.object({ id: z.string(), name: z.string() }).passthrough()).catch([]),
  budget: z.number().catch(0),
  enabled: z.boolean().catch(true),
});

export type Creative = z.infer<typeof creativeSchema>;
export type AdSet = z.infer<typeof adSetSchema>;

/** The stored ad sets, read defensively. */
export const adSetsOf = (value: unknown) => storedList(value, adSetSchema);

/** A campaign of the user with its creatives and ad sets read, or null (bad id, foreign or missing). */
export async function getCampaignDetail(userId: string, campaignId: string) {
  if (!campaignIdSchema.safeParse(campaignId).success) return null;
  const campaign = await db.campaign.findFirst({ where: { id: campaignId, userId }, include: { insight: true } });
  if (!campaign) return null;
  return {
    ...campaign,
    creatives: storedList(campaign.creatives, creativeSchema),
    adSets: storedList(campaign.adSetsConfig, adSetSchema),
    delivery: campaign.metaCampaignId ? readDelivery(campaign.metaDelivery) : null,
  };
}

export type CampaignDetail = NonNullable<Awaited<ReturnType<typeof getCampaignDetail>>>;

/** Daily results of the last `days` days, oldest first, for the detail page's chart. */
export async function getDailyInsights(campaignId: string, days: number) {
  const since = new Date();
  since.setUTCHours(0, 0, 0, 0);
  since.setUTCDate(since.getUTCDate() - (days - 1));
  return db.campaignInsightDaily.findMany({
    where: { campaignId, date: { gte: since } },
    orderBy: { date: "asc" },
    select: { date: true, spend: true, clicks: true, impressions: true, purchaseValue: true, currency: true },
  });
}

/** The keys of a linked campaign's ad sets that exist at Meta (from its publish run). */
export async function adSetsAtMeta(userId: string, campaignId: string): Promise<Set<string>> {
  const run = await db.metaPublishRun.findFirst({ where: { campaignId, userId }, select: { state: true } });
  return new Set(Object.entries(readState(run?.state).adSets).flatMap(([key, set]) => (set.adSetId ? [key] : [])));
}
