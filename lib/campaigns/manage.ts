import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { MetaResult } from "@/lib/meta/errors";
import { setCampaignDelivery, withMeta } from "@/lib/meta/with-meta";
import { syncCampaigns } from "@/lib/meta/sync";
import { assertCanCreateCampaign, planLimitFailure } from "@/lib/plans/limits";
import type { CampaignAction, StopAtMeta } from "./schemas";
import type { MessageKey } from "@/lib/actions/result";
import { campaignName } from "./model";

export type ManageOutcome = { ok: true; campaignId: string } | { ok: false; error: MessageKey; values?: Record<string, string | number> };

const notFound = { ok: false, error: "campaigns.errors.notFound" } as const;

/** A refusal from Meta as the user reads it (its own words when it gave some). */
function metaRefusal(result: Extract<MetaResult<unknown>, { ok: false }>): ManageOutcome {
  return { ok: false, error: result.error, ...(result.detail ? { values: { detail: result.detail } } : {}) };
}

// spec 000 §4: pause from active, activate from any non-active status; both only when linked to Meta.
// A linked campaign changes at Meta first and here only once Meta accepted (DESIGN: the app and Meta
// never disagree).
export async function manageCampaign(
  userId: string,
  action: CampaignAction,
  campaignId: string,
  options: { copySuffix: string; atMeta?: StopAtMeta },
): Promise<ManageOutcome> {
  switch (action) {
    case "pause":
    case "activate":
      return changeDelivery(userId, campaignId, action);
    case "duplicate":
      return duplicateCampaign(userId, campaignId, options.copySuffix);
    case "delete":
      return deleteCampaign(userId, campaignId, options.atMeta ?? "pause");
    case "archive":
      return archiveCampaign(userId, campaignId);
    case "restore":
      return restoreCampaign(userId, campaignId);
  }
}

const linkOf = (userId: string, campaignId: string) =>
  db.campaign.findFirst({ where: { id: campaignId, userId }, select: { status: true, metaCampaignId: true, metaEffectiveStatus: true } });

async function changeDelivery(userId: string, campaignId: string, action: "pause" | "activate"): Promise<ManageOutcome> {
  const campaign = await linkOf(userId, campaignId);
  if (!campaign) return notFound;
  if (!campaign.metaCampaignId) return { ok: false, error: "campaigns.errors.notLinked" };
  if (action === "pause" && campaign.status !== "active") return { ok: false, error: "campaigns.errors.pauseNotActive" };
  if (action === "activate" && campaign.status === "active") return { ok: false, error: "campaigns.errors.alreadyActive" };
  const delivery = await setCampaignDelivery(userId, campaign.metaCampaignId, action === "pause" ? "PAUSED" : "ACTIVE");
  if (!delivery.ok) return metaRefusal(delivery);
  await db.campaign.updateMany({ where: { id: campaignId, userId }, data: { status: action === "pause" ? "paused" : "active" } });
  await refreshState(userId, campaignId);
  return { ok: true, campaignId };
}

/** Reads Meta's state of the campaign again after a change; a failure leaves the last one (the next sync mends it). */
async function refreshState(userId: string, campaignId: string): Promise<void> {
  await syncCampaigns(userId, { campaignIds: [campaignId] });
}

type MetaLink = { metaCampaignId: string | null; metaEffectiveStatus: string | null };

/** Whether a campaign has something to stop at Meta: it is linked, and Meta does not report it deleted. */
export function isLiveAtMeta<C extends MetaLink>(campaign: C): campaign is C & { metaCampaignId: string } {
  return Boolean(campaign.metaCampaignId) && campaign.metaEffectiveStatus !== "DELETED";
}

/**
 * Stops a linked campaign at Meta before it leaves the app: paused (it can be resumed in Ads Manager) or
 * deleted there. A campaign Meta already reports deleted needs nothing. Null when Meta accepted.
 */
export async function stopAtMeta(userId: string, campaign: MetaLink, how: StopAtMeta): Promise<ManageOutcome | null> {
  if (!isLiveAtMeta(campaign)) return null;
  const metaCampaignId = campaign.metaCampaignId;
  const stopped = await withMeta(userId, (client) => (how === "delete" ? client.delete(metaCampaignId) : client.post(metaCampaignId, { status: "PAUSED" })));
  return stopped.ok ? null : metaRefusal(stopped);
}

async function deleteCampaign(userId: string, campaignId: string, how: StopAtMeta): Promise<ManageOutcome> {
  const campaign = await linkOf(userId, campaignId);
  if (!campaign) return notFound;
  const refused = await stopAtMeta(userId, campaign, how);
  if (refused) return refused;
  const deleted = await db.campaign.deleteMany({ where: { id: campaignId, userId } });
  return deleted.count ? { ok: true, campaignId } : notFound;
}

async function archiveCampaign(userId: string, campaignId: string): Promise<ManageOutcome> {
  const campaign = await linkOf(userId, campaignId);
  if (!campaign) return notFound;
  if (campaign.status === "archived") return { ok: false, error: "campaigns.errors.alreadyArchived" };
  const refused = await stopAtMeta(userId, campaign, "pause");
  if (refused) return refused;
  return moveStatus(userId, campaignId, { not: "archived" }, "archived", "campaigns.errors.alreadyArchived");
}

// Restoring never starts anything at Meta: a linked campaign comes back paused, as Meta has it.
async function restoreCampaign(userId: string, campaignId: string): Promise<ManageOutcome> {
  const campaign = await linkOf(userId, campaignId);
  if (!campaign) return notFound;
  const restored = await moveStatus(userId, campaignId, "archived", campaign.metaCampaignId ? "paused" : "draft", "campaigns.errors.notArchived");
  if (restored.ok && campaign.metaCampaignId) await refreshState(userId, campaignId);
  return restored;
}

async function moveStatus(
  userId: string,
  campaignId: string,
  from: Prisma.CampaignWhereInput["status"],
  to: "archived" | "draft" | "paused",
  refusal: MessageKey,
): Promise<ManageOutcome> {
  const moved = await db.campaign.updateMany({ where: { id: campaignId, userId, status: from }, data: { status: to } });
  if (moved.count) return { ok: true, campaignId };
  const exists = await db.campaign.count({ where: { id: campaignId, userId } });
  return exists ? { ok: false, error: refusal } : notFound;
}

// A draft copy, not linked to Meta (it keeps the chosen assets, so it can be published); it counts
// toward the plan's quota like any new campaign.
async function duplicateCampaign(userId: string, campaignId: string, copySuffix: string): Promise<ManageOutcome> {
  try {
    return await db.$transaction(async (tx) => {
      const source = await tx.campaign.findFirst({ where: { id: campaignId, userId } });
      if (!source) return notFound;
      await assertCanCreateCampaign(tx, userId);
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        userId: _owner,
        metaDelivery: _delivery,
        metaEffectiveStatus: _effective,
        metaSyncedAt: _synced,
        metaFatigue: _fatigue,
        ...fields
      } = source;
      const copy = await tx.campaign.create({
        data: {
          ...fields,
          userId,
          targetingInterests: fields.targetingInterests ?? [],
          creatives: fields.creatives ?? [],
          adSetsConfig: fields.adSetsConfig ?? [],
          projectName: copyName(campaignName(source) || null, copySuffix),
          status: "draft",
          adStatus: null,
          metaCampaignId: null,
        },
      });
      return { ok: true as const, campaignId: copy.id };
    });
  } catch (error) {
    const refused = planLimitFailure(error);
    if (refused) return refused;
    throw error;
  }
}

const copyName = (name: string | null, suffix: string) => (name ? `${name.slice(0, 200 - suffix.length)}${suffix}` : null);
