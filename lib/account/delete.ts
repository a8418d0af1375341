import "server-only";
import type { MessageKey, MessageValues } from "@/lib/actions/result";
import { ACCOUNT_OWNER, DELETED_ACCOUNT, forgetAuditTarget, recordAdminChange, type AuditActor } from "@/lib/admin/audit";
import { isLastActiveAdmin, lockAdminsAndCheckLast } from "@/lib/admin/last-admin";
import { db } from "@/lib/db";
import { requestLogger } from "@/lib/log/request";
import { leaveAccountWebhooks } from "@/lib/meta/connect";
import { META_PROFILE_RESET } from "@/lib/meta/data-deletion";
import { deleteFolder } from "@/lib/storage/files";
import { avatarFolder, mediaFolder } from "@/lib/storage/keys";
import { ownersName, pauseAllAtMeta } from "./pause-at-meta";

// LGPD art. 18 (deletion): an account and everything it holds, in an order that never leaves a campaign
// running at Meta without the app, nor an account half gone:
// 0. the product's last active admin is never deleted (asked first, and again inside step 3's transaction);
// 1. every linked campaign is paused at Meta (a refusal stops everything: nothing is deleted);
// 2. the uploaded files go (a storage failure stops here: the account is whole, a retry starts over);
// 3. in one transaction: Meta disconnected, the account row deleted (profile, campaigns, insights,
//    publish runs, drafts, tokens and sessions cascade), earlier audit entries about the account
//    anonymised, and one entry recording the deletion without personal data.

export type DeleteAccountOutcome = { ok: true; campaigns: number; pausedAtMeta: number } | { ok: false; error: MessageKey; values?: MessageValues };

const LAST_ADMIN: DeleteAccountOutcome = { ok: false, error: "account.delete.errors.lastAdmin" };

/** `actor`: the admin who deletes the account, or ACCOUNT_OWNER when the owner deletes it. */
export async function deleteAccount(userId: string, actor: AuditActor = ACCOUNT_OWNER, now = new Date()): Promise<DeleteAccountOutcome> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      campaigns: {
        select: {
          id: true,
          status: true,
          projectName: true,
          productName: true,
          metaCampaignId: true,
          metaEffectiveStatus: true,
          publishRun: { select: { lockedUntil: true } },
        },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!user) return { ok: false, error: "account.delete.errors.notFound" };
  if (await isLastActiveAdmin(userId)) return LAST_ADMIN;
  // A publisher at work would create objects at Meta after the pause, for a campaign about to be gone.
  const publishing = user.campaigns.find((campaign) => campaign.publishRun?.lockedUntil && campaign.publishRun.lockedUntil > now);
  if (publishing) return { ok: false, error: "account.delete.errors.publishing", values: { campaign: ownersName(publishing) } };

  const paused = await pauseAllAtMeta(userId, user.campaigns);
  if (!paused.ok) return paused;
  await leaveAccountWebhooks(userId);

  try {
    for (const folder of [mediaFolder(userId), avatarFolder(userId)]) await deleteFolder(folder);
  } catch (error) {
    (await requestLogger()).error({ err: error, userId }, "[account] the uploads could not be deleted; the account is kept");
    return { ok: false, error: "account.delete.errors.storage" };
  }

  const counts = { campaigns: user.campaigns.length, pausedAtMeta: paused.count };
  const deleted = await db.$transaction(async (tx) => {
    if (await lockAdminsAndCheckLast(tx, userId)) return "last_admin";
    await tx.profile.updateMany({ where: { userId }, data: META_PROFILE_RESET });
    const { count } = await tx.user.deleteMany({ where: { id: userId } });
    if (count === 0) return false;
    await forgetAuditTarget(tx, { id: userId, email: user.email });
    await recordAdminChange(tx, { actor, action: "user.deleted", target: DELETED_ACCOUNT, after: counts });
    return true;
  });
  if (deleted === "last_admin") return LAST_ADMIN;
  return deleted ? { ok: true, ...counts } : { ok: false, error: "account.delete.errors.notFound" };
}
