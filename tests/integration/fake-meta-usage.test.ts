// The fake Meta's rate limits under volume (e2e/fakes/meta/usage.ts): each ad account's score grows with
// its calls (reads 1 point, writes 3), X-Business-Use-Case-Usage reports it, a call past the maximum is
// refused with Meta's ads-management throttling error and the account stays blocked for a while, and the
// score drains on the fake's clock, which these tests drive (no waiting). Then the app's Graph client
// (lib/meta/graph) syncing insights under a lowered budget: it slows down from 75 % instead of being
// refused.
import { FAKE_META_DEFAULT_VERSION, FAKE_META_SEED_TOKEN, startFakeMeta, USAGE_TIERS, type FakeMeta, type FakeMetaSettings } from "@/e2e/fakes/meta";
import { GraphClient } from "@/lib/meta/graph/client";
import { forgetUse } from "@/lib/meta/graph/usage";
import { fetchAccountInsights } from "@/lib/meta/insights";
import { ACT, control, graph, publishLinkAd, type GraphAnswer } from "./fake-meta-helpers";

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;
const ACCOUNT = ACT.slice(4);
// The fake's clock, moved by the tests: any fixed start does.
let now = 0;
const pass = (seconds: number) => (now += seconds * 1000);

beforeAll(async () => {
  meta = await startFakeMeta();
  meta.setClock(() => now);
});
afterAll(() => meta.close());
beforeEach(async () => {
  now = 1_000_000;
  await control(meta, "/reset", {});
});

type UsageEntry = { type: string; call_count: number; estimated_time_to_regain_access: number; ads_api_access_tier: string };
const usage = (answer: GraphAnswer) => JSON.parse(answer.headers.get("x-business-use-case-usage")!) as Record<string, UsageEntry[]>;
const callCount = (answer: GraphAnswer) => usage(answer)[ACCOUNT]![0]!.call_count;
const readAccount = () => graph(meta, ACT, token, { query: { fields: "name" } });
const throttled = {
  code: 80004,
  error_subcode: 2446079,
  type: "OAuthException",
  message:
    "(#80004) There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.",
};

describe("an ad account's budget (Marketing API Rate Limiting: reads 1 point, writes 3)", () => {
  it("grows with the calls to 100 %, refuses the next one with 80004, stays blocked for blockSeconds, and drains", async () => {
    await control(meta, "/settings", { usageBudget: { tier: "development_access", maxScore: 10, decaySeconds: 60, blockSeconds: 120 } });
    for (let n = 1; n <= 4; n++) expect(callCount(await readAccount())).toBe(n * 10);
    const write = await graph(meta, `${ACT}/campaigns`, token, {
      form: { name: "C", objective: "OUTCOME_TRAFFIC", status: "PAUSED", special_ad_categories: [], is_adset_budget_sharing_enabled: false },
    });
    expect(write.status).toBe(200);
    expect(usage(write)[ACCOUNT]).toEqual([
      {
        type: "ads_management",
        call_count: 70,
        total_cputime: 0,
        total_time: 0,
        estimated_time_to_regain_access: 0,
        ads_api_access_tier: "development_access",
      },
    ]);
    for (let n = 8; n <= 10; n++) expect(callCount(await readAccount())).toBe(n * 10);

    const refused = await readAccount();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject(throttled);
    expect(usage(refused)[ACCOUNT]![0]).toMatchObject({ call_count: 100, estimated_time_to_regain_access: 2 });
    // Insights are their own use case (ads_insights): not blocked with ads_management.
    const insights = await graph(meta, `${ACT}/insights`, token, { query: { fields: "spend" } });
    expect(insights.status).toBe(200);
    expect(usage(insights)[ACCOUNT]![0]).toMatchObject({ type: "ads_insights", call_count: 10 });

    pass(61);
    const stillBlocked = await readAccount();
    expect(stillBlocked.body.error).toMatchObject({ code: 80004 });
    expect(usage(stillBlocked)[ACCOUNT]![0]).toMatchObject({ call_count: 100, estimated_time_to_regain_access: 1 });
    pass(60);
    // The block is over and the score has drained (a full score in decaySeconds): this call is the only one counted.
    expect(callCount(await readAccount())).toBe(10);
    pass(3);
    expect(callCount(await readAccount())).toBe(15);
  });

  it("counts each operation of a batch, each reporting its account's use in its own headers", async () => {
    await control(meta, "/settings", { usageBudget: { maxScore: 20 } });
    const operations = [1, 2, 3].map(() => ({ method: "GET", relative_url: `${ACT}?fields=name` }));
    const batch = await graph(meta, "", token, { form: { batch: operations } });
    expect(batch.status).toBe(200);
    const headers = (batch.body as unknown as { headers: { name: string; value: string }[] }[]).map(
      (operation) => JSON.parse(operation.headers.find((header) => header.name === "X-Business-Use-Case-Usage")!.value) as Record<string, UsageEntry[]>,
    );
    expect(headers.map((header) => header[ACCOUNT]![0]!.call_count)).toEqual([5, 10, 15]);
    expect(headers[0]![ACCOUNT]![0]).toMatchObject({ type: "ads_management", ads_api_access_tier: "standard_access" });
    // The batch's own answer carries none: Meta publishes no such header there (e2e/fakes/meta/batch.ts).
    expect(batch.headers.get("x-business-use-case-usage")).toBeNull();
    expect(callCount(await readAccount())).toBe(20);
  });

  it("throttles insights with 80000, and takes the tiers' documented budgets", async () => {
    await control(meta, "/settings", { usageBudget: { maxScore: 2 } });
    const insights = () => graph(meta, `${ACT}/insights`, token, { query: { fields: "spend" } });
    await insights();
    await insights();
    expect((await insights()).body.error).toMatchObject({
      code: 80000,
      error_subcode: 2446079,
      message:
        "(#80000) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.",
    });

    const settings = (await control<FakeMetaSettings>(meta, "/settings", { usageBudget: { tier: "development_access" } })).usageBudget;
    expect(settings).toEqual({ tier: "development_access", maxScore: 60, decaySeconds: 300, blockSeconds: 300 });
    await control(meta, "/reset", {});
    expect((await control<FakeMetaSettings>(meta, "/settings")).usageBudget).toEqual(USAGE_TIERS.standard_access);
    await expect(control(meta, "/settings", { usageBudget: { maxScore: 0 } })).rejects.toThrow(/maxScore takes a positive number/);
  });
});

describe("the app's Graph client under a lowered budget", () => {
  it("syncs insights again and again, slowing down from 75 % instead of being refused", async () => {
    const { campaignId } = await publishLinkAd(meta, token);
    // The development tier's rules, with a smaller score so that a few dozen reads meet it (insights are
    // ads_insights calls: a budget of their own, as ads_management's).
    await control(meta, "/settings", { usageBudget: { tier: "development_access", maxScore: 20, decaySeconds: 60, blockSeconds: 300 } });
    pass(300);
    forgetUse();
    const waits: number[] = [];
    // The client sleeps on the fake's clock: its waits let the score drain without the test waiting.
    const client = new GraphClient({
      baseUrl: meta.url,
      version: FAKE_META_DEFAULT_VERSION,
      accessToken: token,
      sleep: async (ms) => {
        waits.push(ms);
        pass(ms / 1000);
      },
    });
    for (let sync = 0; sync < 60; sync++) {
      const figures = await fetchAccountInsights(client, ACT, [campaignId], "BRL");
      expect(figures.get(campaignId)).toMatchObject({ currency: "BRL" });
    }
    // Each sync is one read (a refused read would throw): without waits the 21st would be refused.
    expect(waits.length).toBeGreaterThan(30);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1000);
    // The score stays a little above 75 %, where the waits balance the drain.
    const last = await graph(meta, `${ACT}/insights`, token, { query: { fields: "spend" } });
    expect(usage(last)[ACCOUNT]![0]).toMatchObject({ type: "ads_insights", call_count: expect.any(Number) });
    expect(usage(last)[ACCOUNT]![0]!.call_count).toBeLessThan(100);
  });
});
