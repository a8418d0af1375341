import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The development outbox is read while mails are being written (the e2e tests poll it for links): a
// reader listing the folder must only ever find whole mails.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
const outbox = path.join(dataDir, "mail");
/** What a reader listing the outbox found unreadable, seen at the moment each file was being written. */
const halfMails: string[] = [];

jest.mock("node:fs/promises", () => {
  const actual = jest.requireActual<typeof import("node:fs/promises")>("node:fs/promises");
  return {
    ...actual,
    // The write as the disk sees it: the file exists, empty, before its content lands; a reader looks then.
    writeFile: jest.fn(async (file: string, data: string) => {
      writeFileSync(file, "");
      for (const name of readdirSync(outbox).filter((entry) => entry.endsWith(".json"))) {
        try {
          JSON.parse(readFileSync(path.join(outbox, name), "utf8"));
        } catch {
          halfMails.push(name);
        }
      }
      await actual.writeFile(file, data);
    }),
  };
});

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});

test("a mail appears in the outbox whole, never half written", async () => {
  const { sendMail } = await import("@/lib/mail");
  await sendMail({ to: "ana@example.com", subject: "Olá", text: "Um texto" });
  await sendMail({ to: "ana@example.com", subject: "De novo", text: "Outro texto" });

  expect(halfMails).toEqual([]);
  const mails = readdirSync(outbox).map((name) => JSON.parse(readFileSync(path.join(outbox, name), "utf8")) as { subject: string });
  expect(mails.map((mail) => mail.subject).sort()).toEqual(["De novo", "Olá"]);
});
