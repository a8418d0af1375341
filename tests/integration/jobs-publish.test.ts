import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { enqueuePublish } from "@/lib/meta/publish-job";
import { QUEUES } from "@/lib/jobs/queues";
import { getPublishRun, markRunQueued } from "@/lib/meta/publish";
import { jobState, quietJobLogs, startTestWorker, withFakeMetaForJobs, waitFor } from "./jobs-helpers";
import { savedCampaign, SELECTION, userWithMeta } from "./meta-publish-helpers";

// meta.publish as a job: the worker runs the resumable publisher, waits while another attempt holds the
// campaign's lock, never creates anything twice, and a worker that stops or hangs halfway hands the
// campaign over to the retried job.

jest.setTimeout(60_000);
quietJobLogs();

const ACCOUNT = SELECTION.adAccountId;
const fakeMeta = withFakeMetaForJobs();
beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const counts = () => {
  const account = fakeMeta().snapshot().accounts[ACCOUNT]!;
  return {
    campaigns: account.campaigns!.length,
    adsets: account.adsets!.length,
    adcreatives: account.adcreatives!.length,
    ads: account.ads!.length,
    images: account.images!.length,
  };
};
const finished = (userId: string, campaignId: string) =>
  waitFor(
    async () => {
      const run = await getPublishRun(userId, campaignId);
      return (run?.status === "completed" || run?.status === "failed") && run;
    },
    { timeoutMs: 40_000 },
  );

async function latestJob(campaignId: string): Promise<string> {
  const [job] = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id::text FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on DESC LIMIT 1`,
    QUEUES.publish,
    campaignId,
  );
  return job!.id;
}

/** As the publish action does: the run marked queued, then its job sent. */
async function queuePublish(userId: string, campaignId: string): Promise<string> {
  expect(await markRunQueued(campaignId, userId)).toBe(true);
  await enqueuePublish({ userId, campaignId, selection: SELECTION });
  return latestJob(campaignId);
}

const completedJob = (jobId: string) =>
  waitFor(async () => {
    const job = await jobState(QUEUES.publish, jobId);
    return job?.state === "completed" && job;
  });

describe("the meta.publish job", () => {
  it("publishes the queued campaign; publishing it again creates nothing more", async () => {
    const worker = await startTestWorker({ queues: [QUEUES.publish] });
    try {
      const user = await userWithMeta(FAKE_META_SEED_TOKEN);
      const campaign = await savedCampaign(user.id, { media: ["image"] });
      const jobId = await queuePublish(user.id, campaign.id);
      expect(await finished(user.id, campaign.id)).toMatchObject({
        status: "completed",
        progress: { campaign: true, adSets: { done: 2, total: 2 }, ads: { done: 2, total: 2 } },
      });
      expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 2, ads: 2, images: 1 });
      const { metaCampaignId } = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
      expect((await completedJob(jobId)).output).toEqual({ status: "paused", metaCampaignId });

      // The job run again (a retry, or a second request) finds the campaign published and sends nothing.
      const calls = fakeMeta().state.log.length;
      await enqueuePublish({ userId: user.id, campaignId: campaign.id, selection: SELECTION });
      expect((await completedJob(await latestJob(campaign.id))).output).toEqual({ status: "paused", metaCampaignId });
      expect(fakeMeta().state.log.length).toBe(calls);
      expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 2, ads: 2, images: 1 });
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("waits while another attempt holds the campaign's lock, then takes over once it lapses", async () => {
    const worker = await startTestWorker({ queues: [QUEUES.publish] });
    try {
      const user = await userWithMeta(FAKE_META_SEED_TOKEN);
      const campaign = await savedCampaign(user.id, { media: ["image"] });
      // A lock left by a publisher that died a moment ago.
      await db.metaPublishRun.create({ data: { campaignId: campaign.id, userId: user.id, status: "running", lockedUntil: new Date(Date.now() + 2500) } });
      await enqueuePublish({ userId: user.id, campaignId: campaign.id, selection: SELECTION });
      expect(await finished(user.id, campaign.id)).toMatchObject({ status: "completed" });
      const [job] = await db.$queryRawUnsafe<{ retry_count: number }[]>(
        `SELECT retry_count FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
        QUEUES.publish,
        campaign.id,
      );
      expect(job!.retry_count).toBeGreaterThanOrEqual(1);
      expect(counts()).toMatchObject({ campaigns: 1, adsets: 2, ads: 2 });
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("fails the queued run with what the user reads when a check fails at run time, without retrying", async () => {
    const worker = await startTestWorker({ queues: [QUEUES.publish] });
    try {
      const user = await userWithMeta(FAKE_META_SEED_TOKEN);
      const campaign = await savedCampaign(user.id, { media: ["image"] });
      // The token runs out while the job waits for a worker (the action checked it before queueing).
      await db.profile.update({ where: { userId: user.id }, data: { metaTokenExpiresAt: new Date(Date.now() + 60_000) } });
      const jobId = await queuePublish(user.id, campaign.id);
      expect(await finished(user.id, campaign.id)).toMatchObject({ status: "failed", failure: { error: "wizard.publish.errors.metaRequired" } });
      expect(await completedJob(jobId)).toMatchObject({ retryCount: 0, output: { error: "wizard.publish.errors.metaRequired" } });
      expect(fakeMeta().state.log).toHaveLength(0);
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("keeps Meta's classified failure on the run for the wizard", async () => {
    const worker = await startTestWorker({ queues: [QUEUES.publish] });
    try {
      const user = await userWithMeta(FAKE_META_SEED_TOKEN);
      const campaign = await savedCampaign(user.id, { media: ["image"] });
      fakeMeta().expireTokens();
      await queuePublish(user.id, campaign.id);
      expect(await finished(user.id, campaign.id)).toMatchObject({
        status: "failed",
        step: "start",
        failure: {
          error: "wizard.publish.errors.tokenExpired.title",
          classification: { kind: "tokenExpired", actionKey: "wizard.publish.actions.openIntegrations", href: "/integrations" },
        },
      });
      expect(counts().campaigns).toBe(0);
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });
});

describe("a worker that stops or hangs halfway", () => {
  // Short terms, so the test sees the hand-over within seconds: the job is given up 3 s into an attempt,
  // and a lock its holder stops renewing lapses 1.5 s later.
  const settings = { [QUEUES.publish]: { expireInSeconds: 3 } };
  const publishLock = { lockMs: 1500, heartbeatMs: 300 };

  it.each([
    ["is stopped (its job is given back at the stop's timeout)", "stop"],
    ["hangs (its job is given up when it expires)", "hang"],
  ] as const)("after creating the campaign: worker A %s, and worker B's retry finishes with one of each object", async (_label, death) => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    // Worker A's first ad set request never returns: its publisher halts right after the campaign.
    const realFetch = globalThis.fetch;
    let halted = false;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!halted && init?.method === "POST" && String(input).endsWith(`/${ACCOUNT}/adsets`)) {
        halted = true;
        return new Promise<Response>(() => {});
      }
      return realFetch(input, init);
    };
    const workerA = await startTestWorker({ queues: [QUEUES.publish], queueSettings: settings, publishLock });
    try {
      const jobId = await queuePublish(user.id, campaign.id);
      await waitFor(async () => halted);
      expect(counts()).toMatchObject({ campaigns: 1, adsets: 0 });
      expect(await getPublishRun(user.id, campaign.id)).toMatchObject({ status: "running", running: true, progress: { campaign: true } });

      if (death === "stop") await workerA.stop({ timeoutMs: 1000 });
      else await workerA.boss.offWork(QUEUES.publish);
      const workerB = await startTestWorker({ queues: [QUEUES.publish], queueSettings: settings, publishLock });
      try {
        expect(await finished(user.id, campaign.id)).toMatchObject({
          status: "completed",
          progress: { adSets: { done: 2, total: 2 }, creatives: { done: 2 }, ads: { done: 2 } },
        });
        expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 2, ads: 2, images: 1 });
        const metaCampaign = fakeMeta().snapshot().accounts[ACCOUNT]!.campaigns![0] as { id: string };
        expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ status: "paused", metaCampaignId: metaCampaign.id });
        expect((await completedJob(jobId)).retryCount).toBeGreaterThanOrEqual(1);
      } finally {
        await workerB.stop({ timeoutMs: 1000 });
      }
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
