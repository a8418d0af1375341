import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A link the message carries (confirmation, password reset): printed to the log in dev-outbox mode only. */
  link?: string;
};

// Real SMTP with SMTP_URL; otherwise a development outbox under DATA_DIR/mail (read by the tests).
const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : nodemailer.createTransport({ jsonTransport: true });

export const OUTBOX_DIR = path.join(env.DATA_DIR, "mail");

export async function sendMail(message: MailMessage): Promise<void> {
  const { link, ...mail } = message;
  const info = await transport.sendMail({ from: env.MAIL_FROM, ...mail });
  if (env.SMTP_URL) return;
  await mkdir(OUTBOX_DIR, { recursive: true });
  const file = path.join(OUTBOX_DIR, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.json`);
  // Written whole, then named: a reader of the outbox (the tests, a developer's tools) never sees half a mail.
  await writeFile(`${file}.partial`, JSON.stringify({ ...mail, from: env.MAIL_FROM, sentAt: new Date().toISOString() }, null, 2));
  await rename(`${file}.partial`, file);
  // Without SMTP nobody receives the mail: the developer needs the link whole, and the logger would redact its token.
  // eslint-disable-next-line no-console
  if (link && env.NODE_ENV !== "test") console.info(`[mail] ${mail.subject} → ${mail.to}: ${link}`);
}
