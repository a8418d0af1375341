import "server-only";
import type { MessageKey, MessageValues } from "@/lib/actions/result";
import { isLiveAtMeta, stopAtMeta } from "@/lib/campaigns/manage";
import { db } from "@/lib/db";
import type { MetaErrorKey } from "@/lib/meta/errors";
import { campaignName } from "@/lib/campaigns/model";

type Campaign = {
  id: string;
  status: string;
  projectName: string | null;
  productName: string | null;
  metaCampaignId: string | null;
  metaEffectiveStatus: string | null;
};

export type PauseAllOutcome = { ok: true; count: number } | { ok: false; error: MessageKey; values: MessageValues };

/** Why Meta did not pause a campaign, as the caller says it: each names the campaign. */
export type PauseFailureKeys = Record<MetaErrorKey, MessageKey>;

// As the account deletion says it.
export const DELETE_FAILURES: PauseFailureKeys = {
  "meta.errors.refused": "account.delete.metaRefused",
  "meta.errors.refusedNoReason": "account.delete.metaRefusedNoReason",
  "meta.errors.notConnected": "account.delete.metaFailed.notConnected",
  "meta.errors.expired": "account.delete.metaFailed.expired",
  "meta.errors.unavailable": "account.delete.metaFailed.unavailable",
  "meta.errors.permission": "account.delete.metaFailed.permission",
  "meta.errors.appSetup": "account.delete.metaFailed.appSetup",
  "meta.errors.blocked": "account.delete.metaFailed.blocked",
  "meta.errors.blockedNoReason": "account.delete.metaFailed.blocked",
};

/** A campaign as its owner knows it. */
export const ownersName = (campaign: { projectName: string | null; productName: string | null; metaCampaignId?: string | null }) =>
  campaignName(campaign, campaign.metaCampaignId ?? "");

/**
 * Pauses every campaign that is live at Meta, one after another, stopping at the first Meta does not
 * pause. Every one is paused again, whatever its status here: statuses here are from the last sync,
 * and a campaign can be resumed in Ads Manager meanwhile; pausing a paused campaign changes nothing.
 * One paused before a refusal is marked paused here too, so the app and Meta still agree.
 */
export async function pauseAllAtMeta(userId: string, campaigns: Campaign[], failures: PauseFailureKeys = DELETE_FAILURES): Promise<PauseAllOutcome> {
  let count = 0;
  for (const campaign of campaigns.filter(isLiveAtMeta)) {
    const refused = await stopAtMeta(userId, campaign, "pause");
    if (refused && !refused.ok) {
      const values = { campaign: ownersName(campaign), detail: "", ...refused.values, paused: count };
      const error = Object.hasOwn(failures, refused.error) ? failures[refused.error as MetaErrorKey] : failures["meta.errors.refused"];
      return { ok: false, error, values };
    }
    count += 1;
    if (campaign.status === "active") await db.campaign.updateMany({ where: { id: campaign.id, userId, status: "active" }, data: { status: "paused" } });
  }
  return { ok: true, count };
}
