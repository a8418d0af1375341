import "server-only";
import type { MessageKey, MessageValues } from "@/lib/actions/result";
import { recordAdminChange, type AuditActor } from "@/lib/admin/audit";
import { isLastActiveAdmin, lockAdminsAndCheckLast } from "@/lib/admin/last-admin";
import { endSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { pauseAllAtMeta, type PauseFailureKeys } from "./pause-at-meta";

// An admin disabling an account (issue 14): it can no longer sign in, and every session of it ends at
// once. Its campaigns at Meta are paused first: a seller who cannot sign in could not stop them, and a
// campaign nobody can manage must not keep spending. Enabling it again gives access back; the campaigns
// stay paused until the seller resumes them. The product's last active admin is never disabled.

const DISABLE_FAILURES: PauseFailureKeys = {
  "meta.errors.refused": "admin.users.disable.metaRefused",
  "meta.errors.refusedNoReason": "admin.users.disable.metaRefusedNoReason",
  "meta.errors.notConnected": "admin.users.disable.metaFailed",
  "meta.errors.expired": "admin.users.disable.metaFailed",
  "meta.errors.unavailable": "admin.users.disable.metaFailed",
  "meta.errors.permission": "admin.users.disable.metaFailed",
  "meta.errors.appSetup": "admin.users.disable.metaFailed",
  "meta.errors.blocked": "admin.users.disable.metaFailed",
  "meta.errors.blockedNoReason": "admin.users.disable.metaFailed",
};

export type DisableOutcome = { ok: true; pausedAtMeta: number } | { ok: false; error: MessageKey; values?: MessageValues };

const LAST_ADMIN: DisableOutcome = { ok: false, error: "admin.users.errors.lastAdmin" };

export async function setAccountDisabled(userId: string, disabled: boolean, actor: AuditActor & { id: string }): Promise<DisableOutcome> {
  if (userId === actor.id) return { ok: false, error: "admin.users.errors.cannotDisableSelf" };
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      disabledAt: true,
      campaigns: {
        select: { id: true, status: true, projectName: true, productName: true, metaCampaignId: true, metaEffectiveStatus: true },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!user) return { ok: false, error: "admin.users.errors.notFound" };
  if (Boolean(user.disabledAt) === disabled) return { ok: true, pausedAtMeta: 0 };
  if (disabled && (await isLastActiveAdmin(userId))) return LAST_ADMIN;

  const paused = disabled ? await pauseAllAtMeta(userId, user.campaigns, DISABLE_FAILURES) : { ok: true as const, count: 0 };
  if (!paused.ok) return paused;
  const lastAdmin = await db.$transaction(async (tx) => {
    if (disabled && (await lockAdminsAndCheckLast(tx, userId))) return true;
    await tx.user.update({ where: { id: userId }, data: { disabledAt: disabled ? new Date() : null } });
    if (disabled) await endSessions(userId, undefined, tx);
    await recordAdminChange(tx, {
      actor,
      action: disabled ? "user.disabled" : "user.enabled",
      target: user.email,
      ...(disabled ? { after: { pausedAtMeta: paused.count } } : {}),
    });
    return false;
  });
  return lastAdmin ? LAST_ADMIN : { ok: true, pausedAtMeta: paused.count };
}
