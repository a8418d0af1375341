import { mockJar } from "./action-request";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { JOBS_SCHEMA, jobQueue } from "@/lib/jobs/boss";
import { runNotificationMailJob } from "@/lib/jobs/handlers/notification-mail";
import { QUEUES } from "@/lib/jobs/queues";
import { sendMail } from "@/lib/mail";
import { syncCampaigns } from "@/lib/meta/sync";
import { deliveryNotifications, mailNotifications, noResultsNotification, recordNotifications, tokenExpiringNotification } from "@/lib/notifications";
import { setNotificationMailAction } from "@/lib/profile/actions";
import { makeUser, signInAs } from "./factories";
import { outboxFor } from "./helpers";
import { clearJobs } from "./jobs-helpers";
import { publishedCampaign, withFakeMeta } from "./meta-publish-helpers";

// Issue 33: a seller's new notifications reach them as one e-mail, a little after the first: in
// Portuguese, oldest first, each with its links; never twice; not at all with the setting off (and not
// later either); a refused mail is given back and retried.

// The real sender, wrapped so a test can make one send fail.
jest.mock("@/lib/mail", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail")>("@/lib/mail");
  return { ...actual, sendMail: jest.fn(actual.sendMail) };
});

jest.setTimeout(60_000);
const meta = withFakeMeta();

beforeEach(async () => {
  mockJar.clear();
  await clearJobs();
  await db.rateLimitCounter.deleteMany();
});

type QueuedMail = { userId: string; singletonKey: string; waitsSeconds: number };

/** The notification mails waiting in the queue, and how long each still waits. */
const queuedMails = () =>
  db.$queryRawUnsafe<QueuedMail[]>(
    `SELECT data->>'userId' AS "userId", singleton_key AS "singletonKey", extract(epoch FROM start_after - now())::float AS "waitsSeconds"
       FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state = 'created' ORDER BY created_on`,
    QUEUES.notificationMail,
  );

/** Runs the waiting notification mails now, as the worker would once their delay is over. */
async function deliverQueuedMails(): Promise<object[]> {
  const boss = await jobQueue();
  await db.$executeRawUnsafe(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE name = $1 AND state = 'created'`, QUEUES.notificationMail);
  const results: object[] = [];
  for (;;) {
    const [job] = await boss.fetch<object>(QUEUES.notificationMail);
    if (!job) return results;
    results.push(await runNotificationMailJob(job));
    await boss.complete(QUEUES.notificationMail, job.id);
  }
}

async function seller(label = "mail") {
  const user = await makeUser({ fullName: "Ana Souza", label });
  const campaign = await db.campaign.create({
    data: { userId: user.id, projectName: "Tênis Corrida Pro", status: "active", metaCampaignId: "120200000000555" },
  });
  const named = { id: campaign.id, userId: user.id, name: "Tênis Corrida Pro", syncedAt: new Date(Date.now() - 60 * 60 * 1000) };
  return { user, campaign, named };
}

const rejection = (named: Awaited<ReturnType<typeof seller>>["named"], reason = "Ad rejected: Health claims") =>
  deliveryNotifications(named, { state: "active", rejectedAds: 0, reasons: [] }, { state: "rejected", rejectedAds: 1, reasons: [reason] });
const hold = (named: Awaited<ReturnType<typeof seller>>["named"]) =>
  deliveryNotifications(named, { state: "active", rejectedAds: 0, reasons: [] }, { state: "billingHold", rejectedAds: 0, reasons: [] });
const unmailed = (userId: string) => db.notification.count({ where: { userId, emailedAt: null } });

it("sends the notifications recorded close together as one mail, oldest first, with absolute links", async () => {
  const { user, campaign, named } = await seller();
  await recordNotifications(rejection(named));
  await recordNotifications(hold(named));
  await recordNotifications([noResultsNotification(named, "2026-11-20", 3)]);
  // One mail waits per user, the grouping delay ahead; the later notifications join it.
  const waiting = await queuedMails();
  expect(waiting).toEqual([expect.objectContaining({ userId: user.id, singletonKey: user.id })]);
  expect(waiting[0]!.waitsSeconds).toBeGreaterThan(env.NOTIFICATION_MAIL_DELAY_SECONDS - 10);
  expect(waiting[0]!.waitsSeconds).toBeLessThanOrEqual(env.NOTIFICATION_MAIL_DELAY_SECONDS);

  expect(await deliverQueuedMails()).toEqual([{ sent: 3 }]);
  const [mail, ...more] = outboxFor(user.email);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("3 avisos sobre suas campanhas");
  expect(mail!.text).toContain("Olá, Ana Souza,");
  const order = ["1. Anúncio rejeitado pela Meta", "2. Anúncios parados por pagamento", "3. Gastando sem resultados"].map((title) => mail!.text.indexOf(title));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(mail!.text).toContain("Motivo da Meta: Ad rejected: Health claims");
  expect(mail!.text).toContain("selected_campaign_ids=120200000000555");
  expect(mail!.text).toContain(`${env.APP_URL}/campaigns/${campaign.id}`);
  expect(mail!.text).toContain(`${env.APP_URL}/campaign/edit/${campaign.id}`);
  expect(mail!.text).toContain(`${env.APP_URL}/settings`);
  expect(await unmailed(user.id)).toBe(0);

  // Nothing new: a second run sends nothing.
  expect(await mailNotifications(user.id)).toEqual({ skipped: "nothing new" });
  expect(outboxFor(user.email)).toHaveLength(1);
});

it("never mails the same notification twice, even with two runs at once", async () => {
  const { user, named } = await seller();
  await recordNotifications([...rejection(named), ...hold(named)]);
  const outcomes = await Promise.all([mailNotifications(user.id), mailNotifications(user.id)]);
  expect(outcomes).toEqual(expect.arrayContaining([{ sent: 2 }, { skipped: "nothing new" }]));
  expect(outboxFor(user.email)).toHaveLength(1);
});

it("with the setting off sends nothing, and does not send those notifications once it is back on", async () => {
  const { user, named } = await seller();
  await db.profile.update({ where: { userId: user.id }, data: { notifyByEmail: false } });
  await recordNotifications(rejection(named));
  expect(await deliverQueuedMails()).toEqual([{ skipped: "setting off" }]);
  expect(outboxFor(user.email)).toEqual([]);
  expect(await unmailed(user.id)).toBe(0);

  await db.profile.update({ where: { userId: user.id }, data: { notifyByEmail: true } });
  expect(await mailNotifications(user.id)).toEqual({ skipped: "nothing new" });
  await recordNotifications(hold(named));
  expect(await deliverQueuedMails()).toEqual([{ sent: 1 }]);
  const [mail, ...more] = outboxFor(user.email);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("1 aviso sobre suas campanhas");
  expect(mail!.text).toContain("Anúncios parados por pagamento");
  expect(mail!.text).not.toContain("Anúncio rejeitado");
});

it("does not mail again the Meta connection's end, which has its own mail", async () => {
  const { user, named } = await seller();
  await recordNotifications([tokenExpiringNotification(user.id, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000), new Date())]);
  expect(await queuedMails()).toEqual([]);
  expect(await mailNotifications(user.id)).toEqual({ skipped: "nothing new" });

  await recordNotifications(rejection(named));
  expect(await deliverQueuedMails()).toEqual([{ sent: 1 }]);
  const [mail] = outboxFor(user.email);
  expect(mail!.text).not.toContain("conexão com a Meta termina");
});

it("gives the notifications back when the mail is refused, and the retry sends them", async () => {
  const { user, named } = await seller();
  await recordNotifications([...rejection(named), ...hold(named)]);
  jest.mocked(sendMail).mockRejectedValueOnce(new Error("421 try again later"));
  const boss = await jobQueue();
  await db.$executeRawUnsafe(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE name = $1`, QUEUES.notificationMail);
  const [job] = await boss.fetch<object>(QUEUES.notificationMail);
  // The job throws, so pg-boss retries it with the queue's backoff.
  await expect(runNotificationMailJob(job!)).rejects.toThrow("421 try again later");
  expect(await unmailed(user.id)).toBe(2);
  expect(outboxFor(user.email)).toEqual([]);

  expect(await runNotificationMailJob(job!)).toEqual({ sent: 2 });
  expect(outboxFor(user.email)).toHaveLength(1);
  expect(await unmailed(user.id)).toBe(0);
});

it("queues the mail of what a sync learnt: a rejection at Meta, with Meta's reason", async () => {
  const { user, campaign, metaCampaignId } = await publishedCampaign();
  await fetch(`${meta().url}/__control/review`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: metaCampaignId, decision: "reject", reason: "Texto com promessa de cura." }),
  });
  expect(await syncCampaigns(user.id)).toMatchObject({ ok: true });
  expect(await queuedMails()).toEqual([expect.objectContaining({ userId: user.id })]);
  expect(await deliverQueuedMails()).toEqual([{ sent: 1 }]);
  const [mail] = outboxFor(user.email);
  expect(mail!.text).toContain("Texto com promessa de cura.");
  expect(mail!.text).toContain(`selected_campaign_ids=${metaCampaignId}`);
  expect(mail!.text).toContain(`/campaigns/${campaign.id}`);
});

describe("the setting", () => {
  it("turns the caller's mails off and on, and nobody else's", async () => {
    const ana = await makeUser({ label: "setting-ana" });
    const bia = await makeUser({ label: "setting-bia" });
    const setting = async (userId: string) => (await db.profile.findUniqueOrThrow({ where: { userId } })).notifyByEmail;
    expect([await setting(ana.id), await setting(bia.id)]).toEqual([true, true]);

    signInAs(ana);
    expect(await setNotificationMailAction({ enabled: false })).toEqual({ ok: true, data: { enabled: false } });
    expect([await setting(ana.id), await setting(bia.id)]).toEqual([false, true]);
    expect(await setNotificationMailAction({ enabled: true })).toEqual({ ok: true, data: { enabled: true } });
    expect(await setting(ana.id)).toBe(true);
  });

  it("refuses a signed-out caller and an input that is not a yes or no", async () => {
    const ana = await makeUser({ label: "setting-refused" });
    signInAs(null);
    expect(await setNotificationMailAction({ enabled: false })).toMatchObject({ ok: false });
    signInAs(ana);
    expect(await setNotificationMailAction({ enabled: "no" as unknown as boolean })).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect((await db.profile.findUniqueOrThrow({ where: { userId: ana.id } })).notifyByEmail).toBe(true);
  });
});
