import "server-only";
import { db } from "@/lib/db";
import { campaignsOfObject } from "@/lib/meta/object-links";
import { syncCampaigns } from "@/lib/meta/sync";
import { campaignName } from "@/lib/campaigns/model";
import { fatigueNotification, recordNotifications } from "@/lib/notifications";

// What one webhook change does (the meta.webhook job). A status change, an issue or the end of processing
// is read back from Meta for the campaigns the object belongs to, through the sync's own code: Meta's
// payload says that something changed, not what it is now ("Poll the object to read it", Ads webhooks ›
// effective_status). So a late, repeated or reordered change reads today's state and never moves a
// campaign back. Creative fatigue carries its level, kept per ad unless a newer one is already there.
// An object the app did not make is ignored.

export type Applied = { outcome: string; retry?: boolean };

export async function applyWebhookEvent(digest: string): Promise<Applied> {
  const event = await db.metaWebhookEvent.findUnique({ where: { digest } });
  if (!event) return { outcome: "gone" };
  if (event.processedAt) return { outcome: event.outcome ?? "done" };
  const account = `act_${event.adAccountId}`;
  const campaigns = event.objectId
    ? (await campaignsOfObject(event.objectId)).filter((campaign) => !campaign.metaAdAccountId || campaign.metaAdAccountId === account)
    : [];
  const applied = !campaigns.length
    ? { outcome: "unknown" }
    : event.field === "creative_fatigue"
      ? await recordFatigue(campaigns, event.objectId!, event.value, event.sentAt)
      : await readBack(campaigns);
  if (!applied.retry) await db.metaWebhookEvent.update({ where: { digest }, data: { processedAt: new Date(), outcome: applied.outcome } });
  return applied;
}

async function readBack(campaigns: { id: string; userId: string }[]): Promise<Applied> {
  const byUser = new Map<string, { id: string }[]>();
  for (const campaign of campaigns) byUser.set(campaign.userId, [...(byUser.get(campaign.userId) ?? []), campaign]);
  const outcomes: string[] = [];
  for (const [userId, own] of byUser) {
    const synced = await syncCampaigns(userId, { campaignIds: own.map((campaign) => campaign.id) });
    if (!synced.ok && synced.error === "meta.errors.unavailable") return { outcome: "unavailable", retry: true };
    outcomes.push(synced.ok ? "synced" : synced.error);
  }
  return { outcome: [...new Set(outcomes)].join(",") };
}

type FatigueValue = { creative_fatigue_level?: unknown; creative_fatigue_message?: unknown };

type Owned = { id: string; userId: string; projectName: string | null; productName: string | null };

async function recordFatigue(campaigns: Owned[], adId: string, value: unknown, sentAt: Date): Promise<Applied> {
  const { creative_fatigue_level: level, creative_fatigue_message: message } = (value ?? {}) as FatigueValue;
  const entry = JSON.stringify({ level, at: sentAt.toISOString(), ...(typeof message === "string" ? { message: message.slice(0, 500) } : {}) });
  let changed = 0;
  for (const campaign of campaigns) {
    // One statement, so two processes applying two levels of one ad keep the newer whichever runs last.
    const updated = await db.$executeRaw`
      UPDATE campaigns SET meta_fatigue = jsonb_set(meta_fatigue, ARRAY[${adId}], ${entry}::jsonb)
      WHERE id = ${campaign.id}::uuid
        AND COALESCE((meta_fatigue -> ${adId} ->> 'at')::timestamptz, '-infinity'::timestamptz) <= ${sentAt}`;
    changed += updated;
    if (updated && level === "HIGH") await recordNotifications([fatigueNotification({ ...campaign, name: campaignName(campaign, adId) }, adId, sentAt)]);
  }
  return { outcome: changed ? "fatigue" : "fatigue-older" };
}
