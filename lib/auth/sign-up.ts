import "server-only";
import { db, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import { sendMail } from "@/lib/mail";
import { consumeRateLimit } from "@/lib/rate-limit";
import { createConfirmationToken } from "./email-verification";
import { hashPassword } from "./password";

export type NewAccount = { fullName: string; email: string; password: string };
export type SignUpOutcome = { ok: true; userId: string } | { ok: false; reason: "email_taken" };

// spec 000 §3: every user has a profile; a new one starts on the free plan with the default limit.
// The confirmation mail is sent inside the transaction: if it cannot be sent, no account is left
// behind that its owner could never confirm.
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
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { ok: false, reason: "email_taken" };
    }
    throw error;
  }
}

export const RESEND_LIMIT_PER_EMAIL = { limit: 3, windowMs: 60 * 60 * 1000 };

/**
 * Mails a new confirmation link to an account that is not confirmed yet. Answers the same whether or
 * not such an account exists, so it cannot be used to find out who has an account.
 */
export async function resendConfirmation(email: string, locale: Locale): Promise<"sent" | "rate_limited"> {
  const limit = await consumeRateLimit(`resend-confirmation:${email}`, RESEND_LIMIT_PER_EMAIL);
  if (!limit.allowed) return "rate_limited";
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true, profile: { select: { fullName: true } } },
  });
  if (!user || user.emailVerifiedAt) return "sent";
  await db.$transaction(async (tx) => {
    // Older links stop working once a new one is sent.
    await tx.emailVerificationToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date() } });
    const token = await createConfirmationToken(user.id, tx);
    await sendConfirmationMail({ email, fullName: user.profile?.fullName ?? "" }, token, locale);
  });
  return "sent";
}

export function confirmationUrl(token: string): string {
  return new URL(`/auth/confirm?token=${encodeURIComponent(token)}`, env.APP_URL).toString();
}

async function sendConfirmationMail({ email, fullName }: Pick<NewAccount, "email" | "fullName">, token: string, locale: Locale): Promise<void> {
  const t = translatorFor(locale);
  const link = confirmationUrl(token);
  await sendMail({
    to: email,
    subject: t("mail.confirm.subject"),
    text: `${fullName ? t("mail.confirm.greeting", { name: fullName }) : t("mail.confirm.greetingNoName")}\n\n${t("mail.confirm.body")}\n\n${link}\n\n${t("mail.confirm.expiry")}\n${t("mail.confirm.ignore")}`,
  });
  // The dev outbox (no SMTP): the link must reach the developer whole, and the logger would redact its token.
  // eslint-disable-next-line no-console
  if (!env.SMTP_URL) console.info(`[mail] confirmation link for ${email}: ${link}`);
}
