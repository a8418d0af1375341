import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { syncCampaigns } from "@/lib/meta/sync";
import { readDelivery } from "@/lib/meta/sync/delivery";
import { publishedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Meta's real state in the app (issue: campaigns stay in step with Meta): effective statuses, review
// results and figures read in a fixed number of requests; a failed read changes nothing stored.

jest.setTimeout(60_000);

const ACCOUNT = SELECTION.adAccountId;
const meta = withFakeMeta();
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const control = (path: string, body: unknown) =>
  fetch(`${meta().url}/__control${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(async (response) => {
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  });


const stored = (id: string) => db.campaign.findUniqueOrThrow({ where: { id }, include: { insight: true, dailyInsights: true } });

describe("syncing a user's linked campaigns", () => {
  it("stores Meta's state and the same figures for the card and the chart", async () => {
    const { user, campaign } = await publishedCampaign();
    expect(await syncCampaigns(user.id)).toEqual({ ok: true, refreshed: 1 });
    const after = await stored(campaign.id);
    expect(after.status).toBe("active");
    expect(after.metaEffectiveStatus).toBe("ACTIVE");
    expect(readDelivery(after.metaDelivery)).toMatchObject({ state: "active", rejectedAds: 0 });
    expect(after.insight!.spend).toBeGreaterThan(0);
    // Published today: every day of its life is in the chart's window, so the days add up to the card.
    const daily = after.dailyInsights.reduce((sum, day) => ({ spend: sum.spend + day.spend, impressions: sum.impressions + day.impressions }), { spend: 0, impressions: 0 });
    expect(daily).toEqual({ spend: after.insight!.spend, impressions: after.insight!.impressions });
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

  it.each(["ids", "insights"])("changes nothing stored when Meta fails at %s, and a retry completes", async (step) => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await syncCampaigns(user.id)).toMatchObject({ ok: true });
    const before = await stored(campaign.id);
    await control(`/objects/${metaCampaignId}`, { status: "PAUSED" });
    meta().failOnce({ step });
    expect(await syncCampaigns(user.id)).toEqual({ ok: false, error: "meta.errors.unavailable" });
    expect(await stored(campaign.id)).toEqual(before);
    expect(await syncCampaigns(user.id)).toEqual({ ok: true, refreshed: 1 });
    expect((await stored(campaign.id)).status).toBe("paused");
    expect(meta().snapshot().accounts[ACCOUNT]!.campaigns).toHaveLength(1);
  });

  it("reads 50 campaigns of one ad account in a fixed number of requests", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    for (let index = 0; index < 50; index++) {
      const seeded = (await control("/campaigns", { name: `Campanha ${index}`, createdDaysAgo: 40 })) as { id: string };
      await db.campaign.create({ data: { userId: user.id, productName: `Produto ${index}`, metaCampaignId: seeded.id, metaAdAccountId: ACCOUNT, status: "active" } });
    }
    const calls = meta().state.log.length;
    expect(await syncCampaigns(user.id)).toEqual({ ok: true, refreshed: 50 });
    const requests = meta().state.log.slice(calls).map((call) => call.endpoint);
    // One multi-id read for the statuses, one lifetime and the daily insights pages (1,500 rows at 500 a page).
    console.info(`status + insights sync of 50 campaigns: ${requests.length} Graph requests (${requests.join(", ")})`);
    expect(requests.length).toBeLessThanOrEqual(6);
    const rows = await db.campaignInsightDaily.count({ where: { campaign: { userId: user.id } } });
    expect(rows).toBe(50 * 30);
  });
});
