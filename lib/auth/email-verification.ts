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

export async function confirmEmail(token: string): Promise<ConfirmOutcome> {
  if (!isTokenShaped(token)) return "invalid";
  const now = new Date();
  // Marking the token used and the user confirmed in one statement each, inside one transaction,
  // makes two simultaneous clicks confirm once.
  return db.$transaction(async (tx) => {
    const record = await tx.emailVerificationToken.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!record) return "invalid";
    if (record.usedAt) return "already_used";
    if (record.expiresAt <= now) return "expired";
    const claimed = await tx.emailVerificationToken.updateMany({
      where: { id: record.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return "already_used";
    await tx.user.updateMany({ where: { id: record.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return "confirmed";
  });
}
