import "server-only";
import { db, type Prisma } from "@/lib/db";
import { hashToken, isTokenShaped, newToken } from "./tokens";

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

export type ConfirmOutcome = "confirmed" | "already_used" | "expired" | "invalid";

/** Confirms once; a confirmed link also tells whose address it was (the sign-in form is filled with it). */
export async function confirmEmailWithAddress(token: string): Promise<{ outcome: ConfirmOutcome; email: string | null }> {
  if (!isTokenShaped(token)) return { outcome: "invalid", email: null };
  const now = new Date();
  // Marking the token used and the user confirmed in one statement each, inside one transaction,
  // makes two simultaneous clicks confirm once.
  return db.$transaction(async (tx) => {
    const record = await tx.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: { select: { email: true } } } });
    if (!record) return { outcome: "invalid" as const, email: null };
    if (record.usedAt) return { outcome: "already_used" as const, email: null };
    if (record.expiresAt <= now) return { outcome: "expired" as const, email: null };
    // Still unexpired: a sign-up that retired this link meanwhile (it changed the password) wins.
    const claimed = await tx.emailVerificationToken.updateMany({
      where: { id: record.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return { outcome: "already_used" as const, email: null };
    await tx.user.updateMany({ where: { id: record.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return { outcome: "confirmed" as const, email: record.user.email };
  });
}

export const confirmEmail = async (token: string): Promise<ConfirmOutcome> => (await confirmEmailWithAddress(token)).outcome;
