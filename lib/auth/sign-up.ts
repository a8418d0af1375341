import "server-only";
import { db, Prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { consumeRateLimit } from "@/lib/rate-limit";
import { HOUR_MS } from "@/lib/rate-limit/limits";
import { createConfirmationToken } from "./email-verification";
import { sendAccountExistsMail, sendConfirmationMail } from "./mails";
import { hashPassword } from "./password";

export type NewAccount = { fullName: string; email: string; password: string };
/** "existing": the address has an account; its owner was e-mailed, and the visitor sees the same answer. */
export type SignUpOutcome = { ok: true; userId: string } | { ok: true; existing: true };

export const RESEND_LIMIT_PER_EMAIL = { limit: 3, windowMs: HOUR_MS };

// spec 000 §3: every user has a profile; a new one starts on the free plan with the default limit.
// The confirmation mail is sent inside the transaction: if it cannot be sent, no account is left
// behind that its owner could never confirm. Signing up with an address that has an account answers
// the same "check your e-mail" (issue 14: sign-up must not tell who is registered); the owner gets a
// new confirmation link if they never confirmed, else a note on how to sign in or reset the password.
export async function createAccount(account: NewAccount, locale: Locale): Promise<SignUpOutcome> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.$transaction(
      async (tx) => {
        const user = await tx.user.create({
          data: {
            email: account.email,
            passwordHash,
            passwordChangedAt: new Date(),
            profile: { create: { fullName: account.fullName, planType: "free", campaignLimit: 1 } },
          },
        });
        const token = await createConfirmationToken(user.id, tx);
        await sendConfirmationMail(account, token, locale);
        return { ok: true as const, userId: user.id };
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    await tellTheOwner(account.email, locale);
    return { ok: true, existing: true };
  }
}

async function tellTheOwner(email: string, locale: Locale): Promise<void> {
  // The owner's inbox is not a target: a few notes an hour, then silence (the visitor's answer is the same).
  if (!(await consumeRateLimit(`sign-up-existing:${email}`, RESEND_LIMIT_PER_EMAIL)).allowed) return;
  const user = await db.user.findUnique({ where: { email }, select: { emailVerifiedAt: true, profile: { select: { fullName: true } } } });
  if (!user) return;
  if (!user.emailVerifiedAt) {
    await mailNewConfirmation(email, locale);
    return;
  }
  await sendAccountExistsMail({ email, fullName: user.profile?.fullName ?? null }, locale);
}

/**
 * Mails a new confirmation link to an account that is not confirmed yet. Answers the same whether or
 * not such an account exists, so it cannot be used to find out who has an account.
 */
export async function resendConfirmation(email: string, locale: Locale): Promise<"sent" | "rate_limited"> {
  const limit = await consumeRateLimit(`resend-confirmation:${email}`, RESEND_LIMIT_PER_EMAIL);
  if (!limit.allowed) return "rate_limited";
  await mailNewConfirmation(email, locale);
  return "sent";
}

async function mailNewConfirmation(email: string, locale: Locale): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true, profile: { select: { fullName: true } } },
  });
  if (!user || user.emailVerifiedAt) return;
  await db.$transaction(async (tx) => {
    // Older links stop working once a new one is sent.
    await tx.emailVerificationToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date() } });
    const token = await createConfirmationToken(user.id, tx);
    await sendConfirmationMail({ email, fullName: user.profile?.fullName ?? null }, token, locale);
  });
}
