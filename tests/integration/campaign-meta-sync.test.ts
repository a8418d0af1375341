import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { ratiosOf, sumFigures } from "@/lib/campaigns/figures";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { syncCampaigns } from "@/lib/meta/sync";
import { readDelivery } from "@/lib/meta/sync/delivery";
import { publishedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Meta's real state in the app (issue: campaigns stay in step with Meta): effective statuses, review
// results and figures read in a fixed number of requests (Graph batch requests for the campaigns, on every
// Graph version); a campaign Meta no longer has reads as deleted there; a failed read changes nothing stored.

jest.setTimeout(60_000);

const ACCOUNT = SELECTION.adAccountId;
const meta = withFakeMeta();
afterEach(() => jest.restoreAllMocks());

const control = (path: string, body: unknown) =>
  fetch(`${meta().url}/__control${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    },
  );

/** A user with campaigns linked to campaigns seeded at Meta (no ad sets, no ads). */
async function seededCampaigns(count: number) {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaigns = [];
  for (let index = 0; index < count; index++) {
    const seeded = (await control("/campaigns", { name: `Campanha ${index}`, createdDaysAgo: 40 })) as { id: string };
    campaigns.push(
      await db.campaign.create({
        data: { userId: user.id, productName: `Produto ${index}`, metaCampaignId: seeded.id, metaAdAccountId: ACCOUNT, status: "active" },
      }),
    );
  }
  return { user, campaigns };
}

/** The HTTP requests the fake received since `from` (a batch's operations are logged with it, not counted). */
const httpRequests = (from: number) =>
  meta()
    .state.log.slice(from)
    .filter((call) => call.batchItem === undefined);

const stored = (id: string) => db.campaign.findUniqueOrThrow({ where: { id }, include: { insight: true, dailyInsights: true } });

describe("syncing a user's linked campaigns", () => {
  it("stores Meta's state and the same figures for the card and the chart", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    // Sales at Meta: each reported under three purchase types (e2e/fakes/meta/insights.ts).
    await control("/insights", { id: metaCampaignId, purchases: 6, roas: 2.5 });
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
    const after = await stored(campaign.id);
    expect(after.status).toBe("active");
    expect(after.metaEffectiveStatus).toBe("ACTIVE");
    expect(readDelivery(after.metaDelivery)).toMatchObject({ state: "active", rejectedAds: 0 });
    const insight = after.insight!;
    expect(insight.spend).toBeGreaterThan(0);
    // One purchase type's value, not three added up; link clicks, not all clicks; ratios from the sums.
    expect(insight.purchaseValue).toBe(Math.round(insight.spend * 2.5));
    expect(insight.linkClicks).toBeGreaterThan(0);
    expect(insight.linkClicks).toBeLessThan(insight.clicks);
    expect(insight).toMatchObject(ratiosOf(insight));
    // Published today: every day of its life is in the chart's window, so the days add up to the card,
    // each day with its own purchase value.
    expect(sumFigures(after.dailyInsights)).toEqual({
      impressions: insight.impressions,
      linkClicks: insight.linkClicks,
      spend: insight.spend,
      purchaseValue: insight.purchaseValue,
      conversations: insight.conversations,
    });
  });

  it("shows a pause made in Ads Manager and a rejected ad with Meta's reason", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    await control(`/objects/${metaCampaignId}`, { status: "PAUSED" });
    await syncCampaigns(user.id);
    expect(await stored(campaign.id)).toMatchObject({ status: "paused", metaEffectiveStatus: "PAUSED" });

    await control(`/objects/${metaCampaignId}`, { status: "ACTIVE" });
    await control("/review", { id: metaCampaignId, decision: "reject", reason: "Your ad makes a claim about health the policy forbids." });
    await syncCampaigns(user.id);
    const delivery = readDelivery((await stored(campaign.id)).metaDelivery)!;
    expect(delivery.state).toBe("rejected");
    expect(delivery.rejectedAds).toBe(delivery.ads);
    expect(delivery.reasons.join(" ")).toContain("claim about health");
  });

  it.each(["batch", "objects", "insights"])("changes nothing stored when Meta fails at %s, and a retry completes", async (step) => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true });
    const before = await stored(campaign.id);
    await control(`/objects/${metaCampaignId}`, { status: "PAUSED" });
    // A GET is sent up to three times: the two insights reads (lifetime, daily) share the failures, so five
    // make one of them fail. The batch is a POST Meta did not mark transient, and is not sent again.
    meta().failOnce({ step, times: step === "insights" ? 5 : 1, error: { is_transient: false } });
    expect(await syncCampaigns(user.id)).toEqual({ ok: false, error: "meta.errors.unavailable" });
    expect(await stored(campaign.id)).toEqual(before);
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
    expect((await stored(campaign.id)).status).toBe("paused");
    expect(meta().snapshot().accounts[ACCOUNT]!.campaigns).toHaveLength(1);
  });

  it("changes nothing stored when one call of the batch fails, and a retry completes", async () => {
    const { user, campaigns } = await seededCampaigns(3);
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 3 });
    const before = await Promise.all(campaigns.map((campaign) => stored(campaign.id)));
    expect(before.map((row) => row.metaEffectiveStatus)).toEqual(["ACTIVE", "ACTIVE", "ACTIVE"]);
    for (const campaign of campaigns) await control(`/objects/${campaign.metaCampaignId}`, { status: "PAUSED" });
    meta().failOnce({ step: "objects", after: 1 });
    expect(await syncCampaigns(user.id)).toEqual({ ok: false, error: "meta.errors.unavailable" });
    expect(await Promise.all(campaigns.map((campaign) => stored(campaign.id)))).toEqual(before);
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 3 });
    expect((await Promise.all(campaigns.map((campaign) => stored(campaign.id)))).map((row) => row.status)).toEqual(["paused", "paused", "paused"]);
  });

  it("changes nothing stored when Meta refuses the token inside the batch", async () => {
    const { user, campaign } = await publishedCampaign();
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true });
    const before = await stored(campaign.id);
    meta().failOnce({ step: "objects", error: { code: 190, error_subcode: 463, message: "Error validating access token: Session has expired" } });
    expect(await syncCampaigns(user.id)).toEqual({ ok: false, error: "meta.errors.expired" });
    expect(await stored(campaign.id)).toEqual(before);
  });

  it("reads a campaign Meta no longer has as deleted there, and the others as usual", async () => {
    const { user, campaigns } = await seededCampaigns(1);
    const gone = await db.campaign.create({
      data: { userId: user.id, productName: "Apagada no Meta", metaCampaignId: "120219999999999", metaAdAccountId: ACCOUNT, status: "active" },
    });
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 2 });
    const row = await stored(gone.id);
    expect(row).toMatchObject({ status: "paused", metaEffectiveStatus: "DELETED", metaSyncedAt: expect.any(Date) });
    expect(readDelivery(row.metaDelivery)).toMatchObject({ state: "deleted", ads: 0, adSets: [] });
    expect(await stored(campaigns[0]!.id)).toMatchObject({ status: "active", metaEffectiveStatus: "ACTIVE" });
  });

  it("reads Meta's state on Graph v26.0, where root multiple-ID reads are refused", async () => {
    const original = env.META_GRAPH_VERSION;
    env.META_GRAPH_VERSION = "v26.0";
    try {
      const { user, campaign, metaCampaignId } = await publishedCampaign();
      await control(`/objects/${metaCampaignId}`, { status: "PAUSED" });
      const from = meta().state.log.length;
      expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 1 });
      expect(await stored(campaign.id)).toMatchObject({ status: "paused", metaEffectiveStatus: "PAUSED" });
      expect(httpRequests(from).map((call) => call.path)).toContain("/v26.0/");
      expect(
        meta()
          .state.log.slice(from)
          .filter((call) => call.batchItem !== undefined)
          .map((call) => call.path),
      ).toEqual([`/v26.0/${metaCampaignId}`]);
    } finally {
      env.META_GRAPH_VERSION = original;
    }
  });

  it("reads 50 campaigns of one ad account in a fixed number of requests", async () => {
    const { user } = await seededCampaigns(50);
    const from = meta().state.log.length;
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true, refreshed: 50 });
    const requests = httpRequests(from).map((call) => call.endpoint);
    const operations = meta().state.log.slice(from).length - requests.length;
    // One batch of 50 campaign reads for the statuses, one lifetime and the daily insights pages (1,500 rows at 500 a page).
    console.info(
      `status + insights sync of 50 campaigns: ${requests.length} HTTP requests to Graph (${requests.join(", ")}), the batch holding ${operations} calls`,
    );
    expect(requests.filter((endpoint) => endpoint === "batch")).toHaveLength(1);
    expect(operations).toBe(50);
    expect(requests.length).toBeLessThanOrEqual(6);
    const rows = await db.campaignInsightDaily.count({ where: { campaign: { userId: user.id } } });
    expect(rows).toBe(50 * 30);
  });
});
