import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { jobQueue } from "@/lib/jobs/boss";
import { captureLogs } from "@/lib/log/capture";
import { DEFAULT_PUBLISH_LOCK, RetryLater } from "@/lib/jobs/handlers";
import { runInsightsSweep, runInsightsUserJob } from "@/lib/jobs/handlers/insights";
import { INSIGHTS_CRON, QUEUES } from "@/lib/jobs/queues";
import { publishCampaign } from "@/lib/meta/publish";
import { clearJobs, quietJobLogs, startTestWorker, withFakeMetaForJobs, waitFor } from "./jobs-helpers";
import { savedCampaign, SELECTION, userWithMeta } from "./meta-publish-helpers";

// insights.sync: every hour, one insights.sync.user job per user with linked campaigns and a Meta token
// still valid; each refreshes that user's stored insights from (fake) Meta.

jest.setTimeout(60_000);
quietJobLogs();

const fakeMeta = withFakeMetaForJobs();
afterEach(() => jest.restoreAllMocks());

/** A user whose campaign is published and active at the fake Meta (so it has insights there). */
async function userWithPublishedCampaign() {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["image"] });
  expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({ ok: true, status: "active" });
  return { user, campaign };
}

const job = (userId: string) =>
  ({ id: crypto.randomUUID(), name: QUEUES.insightsUser, data: { userId } }) as unknown as Parameters<typeof runInsightsUserJob>[0];
const queuedSyncs = () =>
  db.$queryRawUnsafe<{ user_id: string }[]>(`SELECT data->>'userId' AS user_id FROM pgboss.job WHERE name = $1 AND state = 'created'`, QUEUES.insightsUser);

describe("the hourly insights sweep", () => {
  it("queues one sync per user with linked campaigns and a valid token, and not twice", async () => {
    const linked = await userWithMeta(FAKE_META_SEED_TOKEN);
    await db.campaign.update({ where: { id: (await savedCampaign(linked.id, { media: [] })).id }, data: { metaCampaignId: "120200000000001" } });
    const expired = await userWithMeta(FAKE_META_SEED_TOKEN, -60_000);
    await db.campaign.update({ where: { id: (await savedCampaign(expired.id, { media: [] })).id }, data: { metaCampaignId: "120200000000002" } });
    const unlinked = await userWithMeta(FAKE_META_SEED_TOKEN);
    await savedCampaign(unlinked.id, { media: [] });

    const context = { boss: await jobQueue(), publishLock: DEFAULT_PUBLISH_LOCK };
    const first = await runInsightsSweep(job(linked.id), context);
    await runInsightsSweep(job(linked.id), context);
    const users = (await queuedSyncs()).map((row) => row.user_id);
    expect(users.filter((id) => id === linked.id)).toHaveLength(1);
    expect(users).not.toContain(expired.id);
    expect(users).not.toContain(unlinked.id);
    expect(first.queued).toBeGreaterThanOrEqual(1);
  });

  it("is scheduled every hour by the worker", async () => {
    const worker = await startTestWorker({ queues: [], schedule: true });
    try {
      expect(await worker.boss.getSchedules()).toContainEqual(expect.objectContaining({ name: QUEUES.insightsSweep, cron: INSIGHTS_CRON }));
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("ends with each user's insights stored, through the worker", async () => {
    await clearJobs();
    const { campaign } = await userWithPublishedCampaign();
    const worker = await startTestWorker({ queues: [QUEUES.insightsSweep, QUEUES.insightsUser] });
    try {
      await worker.boss.send(QUEUES.insightsSweep, {});
      const insight = await waitFor(() => db.campaignInsight.findUnique({ where: { campaignId: campaign.id } }));
      expect(insight.impressions).toBeGreaterThan(0);
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });
});

describe("a user's insights sync", () => {
  it("stores the figures, and leaves fresh ones alone", async () => {
    const { user, campaign } = await userWithPublishedCampaign();
    expect(await runInsightsUserJob(job(user.id))).toEqual({ refreshed: 1, corrected: 0 });
    const stored = await db.campaignInsight.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    expect(stored.impressions).toBeGreaterThan(0);
    const calls = fakeMeta().state.log.length;
    expect(await runInsightsUserJob(job(user.id))).toEqual({ refreshed: 0, corrected: 0 });
    expect(fakeMeta().state.log.length).toBe(calls);
  });

  it("asks to be retried when Meta does not answer, and gives up on a token that expired", async () => {
    const { user } = await userWithPublishedCampaign();
    const logs = captureLogs();
    fakeMeta().rateLimit({ endpoint: "insights", regainMinutes: 60 });
    await expect(runInsightsUserJob(job(user.id))).rejects.toBeInstanceOf(RetryLater);
    logs.restore();
    expect(logs.entries).toContainEqual(expect.objectContaining({ level: "warn", msg: "[meta] request failed", code: 80004 }));
    await db.profile.update({ where: { userId: user.id }, data: { metaTokenExpiresAt: new Date(Date.now() - 1000) } });
    expect(await runInsightsUserJob(job(user.id))).toEqual({ error: "meta.errors.expired" });
  });
});
