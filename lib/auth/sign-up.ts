import "server-only";
import { getTranslations } from "next-intl/server";
import { db, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { createConfirmationToken } from "./email-verification";
import { hashPassword } from "./password";

export type NewAccount = { fullName: string; email: string; password: string };
export type SignUpOutcome = { ok: true; userId: string } | { ok: false; reason: "email_taken" };

// spec 000 §3: every user has a profile; a new one starts on the free plan with the default limit.
// The confirmation mail is sent inside the transaction: if it cannot be sent, no account is left
// behind that its owner could never confirm.
export async function createAccount(account: NewAccount): Promise<SignUpOutcome> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: account.email,
          passwordHash,
          passwordChangedAt: new Date(),
          profile: { create: { fullName: account.fullName, planType: "free", campaignLimit: 1 } },
        },
      });
      const token = await createConfirmationToken(user.id, tx);
      await sendConfirmationMail(account.email, account.fullName, token);
      return { ok: true as const, userId: user.id };
    }, { timeout: 30_000 });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { ok: false, reason: "email_taken" };
    }
    throw error;
  }
}

export function confirmationUrl(token: string): string {
  return new URL(`/auth/confirm?token=${encodeURIComponent(token)}`, env.APP_URL).toString();
}

export async function sendConfirmationMail(email: string, fullName: string, token: string): Promise<void> {
  const t = await getTranslations("mail.confirm");
  const link = confirmationUrl(token);
  await sendMail({
    to: email,
    subject: t("subject"),
    text: `${t("greeting", { name: fullName })}\n\n${t("body")}\n\n${link}\n\n${t("expiry")}\n${t("ignore")}`,
  });
  if (!env.SMTP_URL) console.info(`[mail] confirmation link for ${email}: ${link}`);
}
