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
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as OutboxMail);
}

export function confirmationTokenIn(text: string): string {
  const match = /\/auth\/confirm\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no confirmation link in the mail");
  return decodeURIComponent(match[1]);
}
