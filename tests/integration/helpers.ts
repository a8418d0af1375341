import { randomUUID } from "node:crypto";
import { outboxIn, type OutboxMail } from "../support/outbox";

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Mails the dev outbox holds for one address, oldest first. */
export function outboxFor(email: string): OutboxMail[] {
  return outbox().filter((mail) => mail.to === email);
}

export const outbox = (): OutboxMail[] => outboxIn(process.env.DATA_DIR ?? ".data");

/** The token of the link to `route` (/auth/confirm, /auth/reset) in a mail's text. */
export function linkTokenIn(text: string, route: "/auth/confirm" | "/auth/reset"): string {
  const match = new RegExp(`${route.replaceAll("/", "\\/")}\\?token=([\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${route} link in the mail`);
  return decodeURIComponent(match[1]);
}

export const confirmationTokenIn = (text: string) => linkTokenIn(text, "/auth/confirm");

/** A PNG whose header (IHDR's width and height) declares `side` x `side`, its data unchanged (issue 29). */
export function declaringSize(png: Uint8Array, side: number): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(png);
  const header = new DataView(copy.buffer);
  header.setUint32(16, side);
  header.setUint32(20, side);
  return copy;
}
