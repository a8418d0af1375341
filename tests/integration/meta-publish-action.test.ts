import { randomUUID } from "node:crypto";
import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { auth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { QUEUES } from "@/lib/jobs/queues";
import { getPublishRunAction, publishCampaignAction } from "@/lib/meta/publish-actions";
import { PUBLISH_RATE_LIMIT } from "@/lib/meta/publish-schema";
import { clearJobs, quietJobLogs, startTestWorker, withFakeMetaForJobs, waitFor } from "./jobs-helpers";
import { signInAs } from "./factories";
import { adSet, savedCampaign, SELECTION, userWithMeta } from "./meta-publish-helpers";

// The publish server action: session, input checks, ownership and every check publishing makes before
// anything is sent, the hourly cap; then one queued job per campaign, which the wizard follows through
// getPublishRunAction.

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.setTimeout(60_000);
quietJobLogs();

const fakeMeta = withFakeMetaForJobs();
afterEach(() => jest.restoreAllMocks());

async function signedIn(options: Parameters<typeof userWithMeta>[1] = undefined) {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN, options);
  signInAs(user);
  return user;
}

const input = (campaignId: string, overrides: Record<string, unknown> = {}) => ({ campaignId, ...SELECTION, ...overrides });

/** The campaign's publish jobs, as pg-boss holds them. */
const jobsOf = (campaignId: string) =>
  db.$queryRawUnsafe<{ state: string; data: { userId: string; campaignId: string } }[]>(
    `SELECT state::text, data FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
    QUEUES.publish,
    campaignId,
  );

describe("publishCampaignAction", () => {
  it("needs a session", async () => {
    jest.mocked(auth as unknown as jest.Mock).mockResolvedValue(null);
    expect(await publishCampaignAction(input(randomUUID()))).toEqual({ ok: false, error: "errors.unauthorized" });
  });

  it("checks the input before anything else", async () => {
    await signedIn();
    for (const bad of [
      { adAccountId: "120210000000001" },
      { pageId: "page" },
      { pixelId: "px-1" },
      { activate: "yes" },
      { names: {} },
      { campaignId: "not-a-uuid" },
    ]) {
      expect(await publishCampaignAction(input(randomUUID(), bad))).toMatchObject({ ok: false, error: "errors.invalidInput" });
    }
    expect(fakeMeta().state.log).toHaveLength(0);
  });

  it("makes publishing's checks before queueing anything: ownership, the Meta token, what can be sent", async () => {
    const owner = await signedIn();
    const campaign = await savedCampaign(owner.id);
    const cheap = await savedCampaign(owner.id, { adSets: [adSet("adset-1", { budget: 1000 })] });
    expect(await publishCampaignAction(input(cheap.id))).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.budgetTooLow.title",
      classification: { kind: "budgetTooLow", actionKey: "wizard.publish.actions.adjustBudget", values: { current: 1000, minimum: 2000, currency: "BRL" } },
    });
    expect(await publishCampaignAction(input(campaign.id, { pixelId: null, names: { adAccountName: "A", pageName: "P" } }))).toMatchObject({ ok: true });

    const intruder = await signedIn();
    const soon = await savedCampaign(intruder.id);
    expect(await publishCampaignAction(input(campaign.id))).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect(await getPublishRunAction({ campaignId: campaign.id })).toEqual({ ok: true, data: null });
    await db.profile.update({ where: { userId: intruder.id }, data: { metaTokenExpiresAt: new Date(Date.now() + 5 * 60 * 1000) } });
    expect(await publishCampaignAction(input(soon.id))).toEqual({ ok: false, error: "wizard.publish.errors.metaRequired" });

    for (const refused of [cheap.id, soon.id]) {
      expect(await jobsOf(refused)).toEqual([]);
      expect(await db.metaPublishRun.count({ where: { campaignId: refused } })).toBe(0);
    }
    expect(await jobsOf(campaign.id)).toHaveLength(1);
    expect(fakeMeta().state.log).toHaveLength(0);
  });

  it("queues one job per campaign: a second publish while it waits is ignored, and the run reads queued", async () => {
    const user = await signedIn();
    const campaign = await savedCampaign(user.id);
    const results = await Promise.all([publishCampaignAction(input(campaign.id)), publishCampaignAction(input(campaign.id))]);
    expect(results).toEqual([
      { ok: true, data: { queued: true } },
      { ok: true, data: { queued: true } },
    ]);
    expect(await publishCampaignAction(input(campaign.id))).toEqual({ ok: true, data: { queued: true } });
    const jobs = await jobsOf(campaign.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: "created", data: { userId: user.id, campaignId: campaign.id } });
    expect(await getPublishRunAction({ campaignId: campaign.id })).toMatchObject({ ok: true, data: { status: "queued", running: false, failure: null } });
    expect(fakeMeta().state.log).toHaveLength(0);
  });

  it("is followed to the end through the run: published, then nothing more to queue", async () => {
    const user = await signedIn();
    const campaign = await savedCampaign(user.id);
    // Only this test's job: the ones the tests above left queued are dropped.
    await clearJobs();
    const worker = await startTestWorker({ queues: [QUEUES.publish] });
    try {
      expect(
        await publishCampaignAction(
          input(campaign.id, { instagramAccountId: null, pixelId: null, names: { adAccountName: "Loja Passo Firme", pageName: "Passo Firme" } }),
        ),
      ).toEqual({
        ok: true,
        data: { queued: true },
      });
      const run = await waitFor(async () => {
        const result = await getPublishRunAction({ campaignId: campaign.id });
        return result.ok && result.data?.status === "completed" && result.data;
      });
      // Two enabled sets, each with an ad per creative (an image and a video); not activated, so paused.
      expect(run).toMatchObject({ step: "completed", failure: null, progress: { campaign: true, adSets: { done: 2, total: 2 }, ads: { done: 4, total: 4 } } });
      expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({
        status: "paused",
        metaPixelName: null,
        metaInstagramUsername: null,
      });
      expect(await publishCampaignAction(input(campaign.id))).toEqual({ ok: true, data: { queued: false } });
      expect(await jobsOf(campaign.id)).toHaveLength(1);
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("shows Meta's failure on the run with its classification and step; publishing again resumes", async () => {
    const user = await signedIn();
    const campaign = await savedCampaign(user.id);
    // Only this test's job: the ones the tests above left queued are dropped.
    await clearJobs();
    const worker = await startTestWorker({ queues: [QUEUES.publish] });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      fakeMeta().rateLimit({ endpoint: "adsets", regainMinutes: 5 });
      expect(await publishCampaignAction(input(campaign.id))).toEqual({ ok: true, data: { queued: true } });
      const settled = async () => {
        const result = await getPublishRunAction({ campaignId: campaign.id });
        return result.ok && (result.data?.status === "failed" || result.data?.status === "completed") && result.data;
      };
      expect(await waitFor(settled)).toMatchObject({
        status: "failed",
        step: "adsets",
        progress: { campaign: true, adSets: { done: 0, total: 2 } },
        failure: { error: "wizard.publish.errors.rateLimit.title", classification: { kind: "rateLimit", actionKey: "wizard.publish.actions.retryLater" } },
      });
      expect(await publishCampaignAction(input(campaign.id))).toEqual({ ok: true, data: { queued: true } });
      expect(await waitFor(settled)).toMatchObject({ status: "completed" });
      const account = fakeMeta().snapshot().accounts[SELECTION.adAccountId]!;
      // One ad per creative (an image and a video) in each of the two sets.
      expect([account.campaigns!.length, account.adsets!.length, account.ads!.length]).toEqual([1, 2, 4]);
    } finally {
      warn.mockRestore();
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("allows a limited number of publishes per hour", async () => {
    await signedIn();
    for (let i = 0; i < PUBLISH_RATE_LIMIT.limit; i++) {
      expect(await publishCampaignAction(input(randomUUID()))).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    }
    expect(await publishCampaignAction(input(randomUUID()))).toEqual({
      ok: false,
      error: "wizard.errors.rateLimited",
      values: { retryAfterSeconds: expect.any(Number) },
    });
  });
});
