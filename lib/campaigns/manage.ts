import "server-only";
import { db, type Prisma } from "@/lib/db";
import { setCampaignDelivery } from "@/lib/meta";
import { assertCanCreateCampaign, planLimitFailure } from "@/lib/plans/limits";
import type { CampaignAction } from "./schemas";

export type ManageOutcome = { ok: true; campaignId: string } | { ok: false; error: string; values?: Record<string, string | number> };

const notFound = { ok: false, error: "campaigns.errors.notFound" } as const;

// spec 000 §4: pause from active, activate from any non-active status; both only when linked to Meta.
export async function manageCampaign(
  userId: string,
  action: CampaignAction,
  campaignId: string,
  options: { copySuffix: string },
): Promise<ManageOutcome> {
  switch (action) {
    case "pause":
    case "activate":
      return changeDelivery(userId, campaignId, action);
    case "duplicate":
      return duplicateCampaign(userId, campaignId, options.copySuffix);
    case "delete": {
      const deleted = await db.campaign.deleteMany({ where: { id: campaignId, userId } });
      return deleted.count ? { ok: true, campaignId } : notFound;
    }
    case "archive":
      return moveStatus(userId, campaignId, { not: "archived" }, "archived", "campaigns.errors.alreadyArchived");
    case "restore":
      return moveStatus(userId, campaignId, "archived", "draft", "campaigns.errors.notArchived");
  }
}

async function changeDelivery(userId: string, campaignId: string, action: "pause" | "activate"): Promise<ManageOutcome> {
  const campaign = await db.campaign.findFirst({ where: { id: campaignId, userId }, select: { status: true, metaCampaignId: true } });
  if (!campaign) return notFound;
  if (!campaign.metaCampaignId) return { ok: false, error: "campaigns.errors.notLinked" };
  if (action === "pause" && campaign.status !== "active") return { ok: false, error: "campaigns.errors.pauseNotActive" };
  if (action === "activate" && campaign.status === "active") return { ok: false, error: "campaigns.errors.alreadyActive" };
  const delivery = await setCampaignDelivery(userId, campaign.metaCampaignId, action === "pause" ? "PAUSED" : "ACTIVE");
  if (!delivery.ok) return { ok: false, error: delivery.error };
  await db.campaign.updateMany({ where: { id: campaignId, userId }, data: { status: action === "pause" ? "paused" : "active" } });
  return { ok: true, campaignId };
}

async function moveStatus(
  userId: string,
  campaignId: string,
  from: Prisma.CampaignWhereInput["status"],
  to: "archived" | "draft",
  refusal: string,
): Promise<ManageOutcome> {
  const moved = await db.campaign.updateMany({ where: { id: campaignId, userId, status: from }, data: { status: to } });
  if (moved.count) return { ok: true, campaignId };
  const exists = await db.campaign.count({ where: { id: campaignId, userId } });
  return exists ? { ok: false, error: refusal } : notFound;
}

// A draft copy, not linked to Meta; it counts toward the plan's quota like any new campaign.
async function duplicateCampaign(userId: string, campaignId: string, copySuffix: string): Promise<ManageOutcome> {
  try {
    return await db.$transaction(async (tx) => {
      const source = await tx.campaign.findFirst({ where: { id: campaignId, userId } });
      if (!source) return notFound;
      await assertCanCreateCampaign(tx, userId);
      const { id: _id, createdAt: _c, updatedAt: _u, userId: _owner, ...fields } = source;
      const copy = await tx.campaign.create({
        data: {
          ...fields,
          userId,
          targetingInterests: fields.targetingInterests ?? [],
          creatives: fields.creatives ?? [],
          adSetsConfig: fields.adSetsConfig ?? [],
          projectName: copyName(source.projectName ?? source.productName, copySuffix),
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
