import "server-only";
import { db, Prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { enqueueAccountMail } from "@/lib/jobs/enqueue";
import { consumeRateLimit } from "@/lib/rate-limit/counter";
import { HOUR_MS } from "@/lib/rate-limit/limits";
import { retireConfirmationLinks } from "./email-verification";
import { hashPassword } from "./password";

export type NewAccount = { fullName: string; email: string; password: string };
/**
 * "created": a new account. "replaced": the address had an account never confirmed, which now holds this
 * sign-up's name and password. "existing": the address belongs to a confirmed account, left untouched.
 * The visitor gets the same answer for all three.
 */
export type SignUpOutcome = "created" | "replaced" | "existing";

/** Mails per address an hour, for sign-ups and for resends each; past it the request mails nothing. */
export const RESEND_LIMIT_PER_EMAIL = { limit: 3, windowMs: HOUR_MS };

// spec 000 §3: every user has a profile; a new one starts on the free plan with the default limit.
// Signing up with a registered address answers the same "check your e-mail" (issue 14); the mail is
// queued either way (decision 017) and tells a confirmed owner how to sign in or reset the password.
export async function createAccount(account: NewAccount, locale: Locale): Promise<SignUpOutcome> {
  const passwordHash = await hashPassword(account.password);
  const outcome = await claimAddress(account, passwordHash);
  // The owner's inbox is not a target: a few mails an hour, then silence (the answer is the same).
  if ((await consumeRateLimit(`sign-up:${account.email}`, RESEND_LIMIT_PER_EMAIL)).allowed) {
    await enqueueAccountMail({ kind: outcome === "existing" ? "account-exists" : "confirmation", email: account.email, locale });
  }
  return outcome;
}

async function claimAddress(account: NewAccount, passwordHash: string): Promise<SignUpOutcome> {
  try {
    return await db.$transaction((tx) => claimIn(tx, account, passwordHash));
  } catch (error) {
    // Two sign-ups with one new address at once: the one that lost the insert replaces the other's.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    return db.$transaction((tx) => claimIn(tx, account, passwordHash));
  }
}

// Issue 29: nobody can pre-claim an address. An account never confirmed belongs to nobody yet, so each
// sign-up replaces its name and password and retires the links mailed before: the link in the mailbox
// confirms the password of the last sign-up, never an earlier stranger's. A confirmed account is never
// changed (the update is conditioned on the address being unconfirmed, in the same statement).
async function claimIn(tx: Prisma.TransactionClient, { fullName, email }: NewAccount, passwordHash: string): Promise<SignUpOutcome> {
  const now = new Date();
  const [unconfirmed] = await tx.user.updateManyAndReturn({
    where: { email, emailVerifiedAt: null },
    data: { passwordHash, passwordChangedAt: now },
    select: { id: true },
  });
  if (unconfirmed) {
    await tx.profile.updateMany({ where: { userId: unconfirmed.id }, data: { fullName } });
    await retireConfirmationLinks(unconfirmed.id, tx, now);
    return "replaced";
  }
  if (await tx.user.findUnique({ where: { email }, select: { id: true } })) return "existing";
  await tx.user.create({
    data: { email, passwordHash, passwordChangedAt: now, profile: { create: { fullName, planType: "free", campaignLimit: 1 } } },
  });
  return "created";
}

/**
 * Mails a new confirmation link to an account that is not confirmed yet. Answers the same, after the
 * same work, whether or not such an account exists: the job decides whether there is anyone to mail.
 */
export async function resendConfirmation(email: string, locale: Locale): Promise<"sent" | "rate_limited"> {
  const limit = await consumeRateLimit(`resend-confirmation:${email}`, RESEND_LIMIT_PER_EMAIL);
  if (!limit.allowed) return "rate_limited";
  await enqueueAccountMail({ kind: "confirmation", email, locale });
  return "sent";
}
