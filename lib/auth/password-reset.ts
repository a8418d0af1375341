import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { enqueueAccountMail } from "@/lib/jobs/enqueue";
import { requestLogger } from "@/lib/log/request";
import { consumeRateLimit } from "@/lib/rate-limit/counter";
import { HOUR_MS } from "@/lib/rate-limit/limits";
import { hashPassword } from "./password";
import { endSessions } from "./sessions";
import { hashToken, isTokenShaped, newToken } from "./tokens";

// Forgot password (issue 14): an e-mailed single-use link, valid 1 hour, retired by a newer one. The
// answer is the same whether or not the address has an account, and so is the work done before it
// (issue 29): the request only queues the mail; the job looks the address up and makes the link.

export const RESET_TTL_MS = HOUR_MS;
/** Reset mails per address an hour; past it the request is quietly dropped (the answer stays the same). */
export const RESET_MAILS_PER_EMAIL = { limit: 3, windowMs: HOUR_MS };

export type ResetLinkState = "valid" | "expired" | "already_used" | "invalid";

export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  if (!(await consumeRateLimit(`password-reset:${email}`, RESET_MAILS_PER_EMAIL)).allowed) return;
  await enqueueAccountMail({ kind: "password-reset", email, locale });
}

/** A new reset token for the user (the job, about to mail it), retiring the older ones; only its hash is stored. */
export async function issuePasswordResetToken(userId: string): Promise<string> {
  const token = newToken();
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { expiresAt: new Date() } });
    await tx.passwordResetToken.create({ data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) } });
  });
  return token;
}

/** What the reset page says before the form is sent (the link is not used up by looking). */
export async function resetLinkState(token: unknown, now = new Date()): Promise<ResetLinkState> {
  if (!isTokenShaped(token)) return "invalid";
  const record = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { usedAt: true, expiresAt: true } });
  if (!record) return "invalid";
  if (record.usedAt) return "already_used";
  return record.expiresAt <= now ? "expired" : "valid";
}

export type ResetOutcome = { ok: true; email: string } | { ok: false; state: Exclude<ResetLinkState, "valid"> };

/**
 * Sets the new password through a valid link: the link is used up, every session of the user ends, and
 * the address counts as confirmed (the link proved it). The caller then signs the user in.
 */
export async function resetPassword(token: string, password: string, locale: Locale): Promise<ResetOutcome> {
  const state = await resetLinkState(token);
  if (state !== "valid") return { ok: false, state };
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const outcome = await db.$transaction(async (tx): Promise<ResetOutcome> => {
    // Claimed in one statement: two simultaneous submissions change the password once.
    const claimed = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    const userId = claimed[0]?.userId;
    if (!userId) return { ok: false, state: "already_used" };
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now }, select: { email: true } });
    await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { expiresAt: now } });
    await endSessions(userId, undefined, tx);
    return { ok: true, email: user.email };
  });
  if (outcome.ok) await notifyPasswordChanged(outcome.email, locale);
  return outcome;
}

/** The owner is told of every password change; a mail that cannot be queued does not undo the change. */
export async function notifyPasswordChanged(email: string, locale: Locale): Promise<void> {
  try {
    await enqueueAccountMail({ kind: "password-changed", email, locale });
  } catch (error) {
    (await requestLogger()).warn({ err: error }, "[password] change notice not queued");
  }
}
