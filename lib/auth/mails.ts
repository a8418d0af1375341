import "server-only";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { mailDateTime } from "@/lib/i18n/date-time";
import { translatorFor } from "@/lib/i18n/messages";
import { sendMail } from "@/lib/mail";
import { isPlainName } from "./rules";

// The e-mails about an account, each in the language of the person who asked for it (issue 14).

const appLink = (pathAndQuery: string) => new URL(pathAndQuery, env.APP_URL).toString();
export const confirmationUrl = (token: string) => appLink(`/auth/confirm?token=${encodeURIComponent(token)}`);
export const passwordResetUrl = (token: string) => appLink(`/auth/reset?token=${encodeURIComponent(token)}`);

/** An account's address, its name, and whether the address is confirmed (whether the name is its owner's). */
export type Recipient = { email: string; fullName: string | null; confirmed: boolean };

// Issue 29: a name is data. Anyone may sign up with any address, so a name reaches a mail only when its
// owner confirmed the address, and only as plain text (a name stored before the rule may hold anything).
function greeting(t: ReturnType<typeof translatorFor>, { fullName, confirmed }: Recipient) {
  return confirmed && fullName && isPlainName(fullName) ? t("mail.greeting", { name: fullName }) : t("mail.greetingNoName");
}

/** To an address not confirmed yet: no name, whoever typed it. */
export async function sendConfirmationMail(email: string, token: string, locale: Locale): Promise<void> {
  const t = translatorFor(locale);
  const link = confirmationUrl(token);
  await sendMail({
    to: email,
    subject: t("mail.confirm.subject"),
    text: `${t("mail.greetingNoName")}\n\n${t("mail.confirm.body")}\n\n${link}\n\n${t("mail.confirm.expiry")}\n${t("mail.confirm.ignore")}`,
    link,
  });
}

/** To the owner of an address someone tried to sign up with: what to do if it was them; the visitor is told nothing. */
export async function sendAccountExistsMail(recipient: Recipient, locale: Locale): Promise<void> {
  const t = translatorFor(locale);
  await sendMail({
    to: recipient.email,
    subject: t("mail.accountExists.subject"),
    text: `${greeting(t, recipient)}\n\n${t("mail.accountExists.body")}\n\n${t("mail.accountExists.signIn")}\n${appLink("/auth")}\n\n${t("mail.accountExists.forgot")}\n${appLink("/auth/forgot")}\n\n${t("mail.accountExists.ignore")}`,
  });
}

export async function sendPasswordResetMail(recipient: Recipient, token: string, locale: Locale): Promise<void> {
  const t = translatorFor(locale);
  const link = passwordResetUrl(token);
  await sendMail({
    to: recipient.email,
    subject: t("mail.reset.subject"),
    text: `${greeting(t, recipient)}\n\n${t("mail.reset.body")}\n\n${link}\n\n${t("mail.reset.expiry")}\n${t("mail.reset.ignore")}`,
    link,
  });
}

/** After a password change or reset: the owner hears of it, so a change they did not make does not go unnoticed. */
export async function sendPasswordChangedMail(recipient: Recipient, locale: Locale): Promise<void> {
  const t = translatorFor(locale);
  await sendMail({
    to: recipient.email,
    subject: t("mail.passwordChanged.subject"),
    text: `${greeting(t, recipient)}\n\n${t("mail.passwordChanged.body")}\n\n${t("mail.passwordChanged.notYou")}\n${appLink("/auth/forgot")}`,
  });
}

/** A week before the Meta connection expires (issue 30): when, what stops, and where to renew it. */
export async function sendMetaTokenExpiringMail(recipient: Recipient, expiresAt: Date, locale: Locale): Promise<void> {
  const t = translatorFor(locale);
  const date = mailDateTime(expiresAt, locale);
  await sendMail({
    to: recipient.email,
    subject: t("mail.metaTokenExpiring.subject"),
    text: `${greeting(t, recipient)}\n\n${t("mail.metaTokenExpiring.body", { date })}\n\n${t("mail.metaTokenExpiring.action")}\n${appLink("/integrations")}`,
  });
}
