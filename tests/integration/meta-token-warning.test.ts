import { db } from "@/lib/db";
import { metaTokenContext } from "@/lib/meta/config";
import { warnExpiringTokens } from "@/lib/meta/token-warning";
import { encryptSecret } from "@/lib/security/crypto";
import { deliverAccountMails } from "./account-mail-helpers";
import { makeUser } from "./factories";
import { outboxFor } from "./helpers";
import { clearJobs } from "./jobs-helpers";

// Issue 30: the seller hears a week ahead that the Meta connection expires: one e-mail per token, from the
// hourly sweep, and only while it is still true when the mail goes out.

jest.setTimeout(60_000);
const DAY = 24 * 60 * 60 * 1000;
beforeEach(() => clearJobs());

async function sellerWithToken(expiresInMs: number) {
  const user = await makeUser({ fullName: "Ana Souza", label: "token" });
  await connect(user.id, expiresInMs);
  return user;
}

const connect = (userId: string, expiresInMs: number) =>
  db.profile.update({
    where: { userId },
    data: { metaAccessToken: encryptSecret("EAAtoken", metaTokenContext(userId)), metaTokenExpiresAt: new Date(Date.now() + expiresInMs) },
  });

it("mails once per token from a week before it expires, in Portuguese, with the way to reconnect", async () => {
  const soon = await sellerWithToken(3 * DAY);
  const later = await sellerWithToken(30 * DAY);
  await warnExpiringTokens();
  await warnExpiringTokens();
  await deliverAccountMails();
  const [mail, ...more] = outboxFor(soon.email);
  expect(more).toEqual([]);
  // Also one notification in the app, marked as mailed already (issue 33).
  const told = await db.notification.findMany({ where: { userId: { in: [soon.id, later.id] } } });
  expect(told).toEqual([expect.objectContaining({ userId: soon.id, kind: "tokenExpiring", emailedAt: expect.any(Date) })]);
  expect(mail?.subject).toBe("Sua conexão com o Meta no AdCampaign expira em breve");
  expect(mail?.text).toContain("Olá, Ana Souza");
  expect(mail?.text).toMatch(/expira em \d+ de \w+ de \d{4}/);
  expect(mail?.text).toContain("/integrations");
  expect(outboxFor(later.email)).toEqual([]);

  // A reconnect brings a new token, which gets its own warning when its week comes.
  await connect(soon.id, 2 * DAY);
  await warnExpiringTokens();
  await deliverAccountMails();
  expect(outboxFor(soon.email)).toHaveLength(2);
});

it("sends nothing when the seller reconnected or disconnected before the mail went out", async () => {
  const reconnected = await sellerWithToken(2 * DAY);
  const disconnected = await sellerWithToken(2 * DAY);
  await warnExpiringTokens();
  await connect(reconnected.id, 59 * DAY);
  await db.profile.update({ where: { userId: disconnected.id }, data: { metaAccessToken: null, metaTokenExpiresAt: null } });
  await deliverAccountMails();
  expect(outboxFor(reconnected.email)).toEqual([]);
  expect(outboxFor(disconnected.email)).toEqual([]);
});
