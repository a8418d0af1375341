import "server-only";
import { db, type Prisma } from "@/lib/db";
import { verifyPassword } from "./password";
import { hashToken, isTokenShaped, newToken } from "./tokens";

// Issue 29: the mailed link alone confirms nothing. Whoever opens it types the password of the sign-up
// it was mailed for, so a stranger who signed up with the address after its owner (replacing the
// password before the owner clicked) cannot have the owner confirm the stranger's password.

export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Older links stop working: only the latest link mailed to an address confirms it. */
export async function retireConfirmationLinks(userId: string, tx: Prisma.TransactionClient, now = new Date()): Promise<void> {
  await tx.emailVerificationToken.updateMany({ where: { userId, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
}

/** A new single-use confirmation token for the user, retiring the older ones; only its hash is stored. */
export async function issueConfirmationToken(userId: string): Promise<string> {
  const token = newToken();
  await db.$transaction(async (tx) => {
    await retireConfirmationLinks(userId, tx);
    await tx.emailVerificationToken.create({
      data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) },
    });
  });
  return token;
}

export type ConfirmationLinkState = "valid" | "already_used" | "expired" | "invalid";
export type ConfirmationLink = { state: Exclude<ConfirmationLinkState, "valid"> } | { state: "valid"; email: string };

/** What the confirmation page says before the password is sent (looking uses nothing up). */
export async function confirmationLink(token: unknown, now = new Date()): Promise<ConfirmationLink> {
  if (!isTokenShaped(token)) return { state: "invalid" };
  const record = await db.emailVerificationToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!record) return { state: "invalid" };
  if (record.usedAt) return { state: "already_used" };
  return record.expiresAt <= now ? { state: "expired" } : { state: "valid", email: record.user.email };
}

export type ConfirmOutcome = { outcome: "confirmed"; email: string } | { outcome: "wrong_password" | Exclude<ConfirmationLinkState, "valid"> };

/** Confirms once, and only with the password of the sign-up the link was mailed for. */
export async function confirmEmail(token: string, password: string): Promise<ConfirmOutcome> {
  if (!isTokenShaped(token)) return { outcome: "invalid" };
  const record = await db.emailVerificationToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, user: { select: { id: true, email: true, passwordHash: true } } },
  });
  if (!record) return { outcome: "invalid" };
  if (record.usedAt) return { outcome: "already_used" };
  if (record.expiresAt <= new Date()) return { outcome: "expired" };
  // A wrong password leaves the link as it was: the owner may try again, or sign up again.
  if (!(await verifyPassword(record.user.passwordHash, password))) return { outcome: "wrong_password" };
  const now = new Date();
  return db.$transaction(async (tx) => {
    // Claimed in one statement, still unexpired: two simultaneous submissions confirm once, and a
    // sign-up that replaced the password meanwhile (it retires the link) wins.
    const claimed = await tx.emailVerificationToken.updateMany({ where: { id: record.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (claimed.count === 0) {
      const latest = await tx.emailVerificationToken.findUniqueOrThrow({ where: { id: record.id }, select: { usedAt: true } });
      return { outcome: latest.usedAt ? ("already_used" as const) : ("expired" as const) };
    }
    await tx.user.updateMany({ where: { id: record.user.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return { outcome: "confirmed" as const, email: record.user.email };
  });
}
