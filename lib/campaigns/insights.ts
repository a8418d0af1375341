import "server-only";
import { db } from "@/lib/db";
import { fetchCampaignInsights, type MetaErrorKey } from "@/lib/meta";

export const INSIGHTS_TTL_MS = 15 * 60 * 1000;

/**
 * Re-reads insights from Meta for the user's linked campaigns and caches them. A failure leaves the
 * cache as it was; the caller logs it (spec 000 §8: insights failures are logged only).
 */
export async function refreshInsights(userId: string, options: { onlyStale?: boolean } = {}): Promise<{ ok: true; refreshed: number } | { ok: false; error: MetaErrorKey }> {
  const staleBefore = new Date(Date.now() - INSIGHTS_TTL_MS);
  const linked = await db.campaign.findMany({
    where: {
      userId,
      metaCampaignId: { not: null },
      ...(options.onlyStale ? { OR: [{ insight: null }, { insight: { fetchedAt: { lt: staleBefore } } }] } : {}),
    },
    select: { id: true, metaCampaignId: true },
  });
  const result = await fetchCampaignInsights(
    userId,
    linked.map((campaign) => ({ id: campaign.id, metaCampaignId: campaign.metaCampaignId! })),
  );
  if (!result.ok) return result;
  const fetchedAt = new Date();
  await db.$transaction(
    result.data.map(({ campaignId, ...figures }) =>
      db.campaignInsight.upsert({
        where: { campaignId },
        create: { campaignId, ...figures, fetchedAt },
        update: { ...figures, fetchedAt },
      }),
    ),
  );
  return { ok: true, refreshed: result.data.length };
}
