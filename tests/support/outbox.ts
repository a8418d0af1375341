import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// The dev outbox (lib/mail writes one JSON file per mail under <data dir>/mail), read by the
// integration tests and the e2e specs alike.

export type OutboxMail = { to: string; subject: string; text: string; replyTo?: string };

/** Every mail in a data directory's outbox, oldest first. */
export function outboxIn(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "mail");
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
