import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.com`;

type OutboxMail = { to: string; subject: string; text: string; replyTo?: string };

/** Mails the dev outbox holds for one address, oldest first. */
export function outboxFor(email: string): OutboxMail[] {
  return outbox().filter((mail) => mail.to === email);
}

export function outbox(): OutboxMail[] {
  const dir = path.join(process.env.DATA_DIR ?? ".data", "mail");
  let files: string[] = [];
  try {
    // Mails only: one being written is a .partial file until it is whole (lib/mail).
    files = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as OutboxMail);
}

/** The token of the link to `route` (/auth/confirm, /auth/reset) in a mail's text. */
export function linkTokenIn(text: string, route: "/auth/confirm" | "/auth/reset"): string {
  const match = new RegExp(`${route.replaceAll("/", "\\/")}\\?token=([\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${route} link in the mail`);
  return decodeURIComponent(match[1]);
}

export const confirmationTokenIn = (text: string) => linkTokenIn(text, "/auth/confirm");
