import "server-only";
import { db, type Prisma } from "@/lib/db";
import { hashToken, isTokenShaped, newToken } from "./tokens";

export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Creates a single-use confirmation token; only its hash is stored. */
export async function createConfirmationToken(userId: string, tx: Prisma.TransactionClient = db): Promise<string> {
  const token = newToken();
  await tx.emailVerificationToken.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) },
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
    const claimed = await tx.emailVerificationToken.updateMany({
      where: { id: record.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return { outcome: "already_used" as const, email: null };
    await tx.user.updateMany({ where: { id: record.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return { outcome: "confirmed" as const, email: record.user.email };
  });
}

export const confirmEmail = async (token: string): Promise<ConfirmOutcome> => (await confirmEmailWithAddress(token)).outcome;
