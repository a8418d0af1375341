// The fake Meta's side of keeping campaigns in step (e2e/fakes/meta): batch requests and multiple-ID
// reads with field expansion, ad review, edits with Meta's #update rules, deletions that reach the children, and changes
// made "in Ads Manager" through the control API.
import { FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta, type FakeMetaSnapshot } from "@/e2e/fakes/meta";
import { ACT, BRAZIL_DECLARATION, TINY_PNG, control, graph, type GraphAnswer } from "./fake-meta-helpers";
import { addDays, daysFromNow } from "@/tests/support/days";
import { META_VERSIONS } from "@/e2e/fakes/meta/versions";

// A day from now as Graph writes times, in the seed account's time zone (America/Sao_Paulo).
const graphDay = (days: number) => `${daysFromNow(days)}T00:00:00-0300`;
// The end of the test ad set's schedule (a later start is refused).
const SET_END = graphDay(60);

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;
const OTHER_ACT = "act_120210000000003";

beforeAll(async () => {
  meta = await startFakeMeta();
});
afterAll(() => meta.close());
beforeEach(() => control(meta, "/reset", {}));

const id = (answer: { body: Record<string, unknown> }) => String(answer.body.id);
const post = (path: string, form: Record<string, unknown>) => graph(meta, path, token, { form });
const read = async (objectId: string, fields: string) => (await graph(meta, objectId, token, { query: { fields } })).body;
// Root multiple-ID reads work until v25.0 (restfb/restfb#1692), which Meta serves until its expiry in the
// fake's copy of Meta's table: these reads are made on a day it still does, whatever today is.
const V25_SERVED_DAY = addDays(META_VERSIONS.find((item) => item.version === "v25.0")!.expires!, -30);
const ids = async (list: string[], fields: string) => {
  await control(meta, "/settings", { versionsDay: V25_SERVED_DAY });
  return graph(meta, "", token, { version: "v25.0", query: { ids: list.join(","), fields } });
};
const calls = async () => (await control<FakeMetaSnapshot>(meta, "/state")).calls;
type BatchAnswer = { code: number; headers?: { name: string; value: string }[]; body: string } | null;
const batch = (operations: unknown, options: { version?: string; form?: Record<string, unknown> } = {}) =>
  graph(meta, "", token, { version: options.version, form: { batch: operations, ...options.form } });
const answers = (answer: GraphAnswer) => answer.body as unknown as BatchAnswer[];
const bodies = (answer: GraphAnswer) => answers(answer).map((item) => JSON.parse(item!.body) as Record<string, unknown> & { error?: Record<string, unknown> });
const getOf = (id: string, fields = "id") => ({ method: "GET", relative_url: `${id}?fields=${encodeURIComponent(fields)}` });

async function creative(act = ACT): Promise<string> {
  const upload = await post(`${act}/adimages`, { bytes: TINY_PNG.toString("base64"), name: "p.png" });
  const hash = (upload.body.images as Record<string, { hash: string }>)["p.png"]!.hash;
  return id(
    await post(`${act}/adcreatives`, { object_story_spec: { page_id: "104857600000001", link_data: { image_hash: hash, link: "https://loja.example/p" } } }),
  );
}

/** A campaign (ACTIVE unless said otherwise) with one ad set and `ads` ads. */
async function publish(options: { ads?: number; status?: string; campaign?: Record<string, unknown> } = {}) {
  const campaignId = id(
    await post(`${ACT}/campaigns`, {
      name: "Tênis",
      objective: "OUTCOME_TRAFFIC",
      status: options.status ?? "ACTIVE",
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
      ...options.campaign,
    }),
  );
  const budget = options.campaign?.daily_budget ? {} : { daily_budget: "2000" };
  const adSetId = id(
    await post(`${ACT}/adsets`, {
      name: "Conjunto",
      campaign_id: campaignId,
      ...budget,
      billing_event: "IMPRESSIONS",
      optimization_goal: "LINK_CLICKS",
      targeting: { geo_locations: { countries: ["BR"] }, targeting_automation: { advantage_audience: 0 } },
      ...BRAZIL_DECLARATION,
      status: "ACTIVE",
      end_time: SET_END,
    }),
  );
  const creativeId = await creative();
  const adIds: string[] = [];
  for (let n = 0; n < (options.ads ?? 1); n++)
    adIds.push(id(await post(`${ACT}/ads`, { name: `Anúncio ${n + 1}`, adset_id: adSetId, creative: { creative_id: creativeId }, status: "ACTIVE" })));
  return { campaignId, adSetId, creativeId, adIds };
}

describe("batch requests (developers.facebook.com/docs/graph-api/batch-requests)", () => {
  it("answers each operation in order as { code, headers, body } with JSON text, on v26.0 too, counted as one batch", async () => {
    const one = await publish({ ads: 2 });
    const two = await publish({ status: "PAUSED" });
    const fields = "id,name,status,effective_status,adsets.limit(100){id,name,daily_budget},ads.limit(250){id,adset_id,effective_status}";
    const answer = await batch([getOf(one.campaignId, fields), getOf(two.campaignId, fields)], { version: "v26.0" });
    expect(answer.status).toBe(200);
    expect(answers(answer).map((item) => item!.code)).toEqual([200, 200]);
    expect(answers(answer)[0]!.headers).toContainEqual({ name: "Content-Type", value: "text/javascript; charset=UTF-8" });
    const [first, second] = bodies(answer) as { id: string; status: string; adsets: { data: unknown[] }; ads: { data: { effective_status: string }[] } }[];
    expect(first).toMatchObject({
      id: one.campaignId,
      name: "Tênis",
      status: "ACTIVE",
      effective_status: "ACTIVE",
      adsets: { data: [{ id: one.adSetId, name: "Conjunto", daily_budget: "2000" }] },
    });
    expect(first!.ads.data).toHaveLength(2);
    expect(second).toMatchObject({ id: two.campaignId, status: "PAUSED" });
    expect(second!.ads.data[0]!.effective_status).toBe("CAMPAIGN_PAUSED");
    expect(await calls()).toMatchObject({ batch: 1, objects: 2 });
    const log = meta.state.log.slice(-3);
    expect(log.map((call) => [call.endpoint, call.batchItem])).toEqual([
      ["batch", undefined],
      ["objects", 0],
      ["objects", 1],
    ]);
    expect(log[1]!.path).toBe(`/v26.0/${one.campaignId}`);

    const bare = await batch([getOf(one.campaignId)], { form: { include_headers: false } });
    expect(answers(bare)).toEqual([{ code: 200, body: JSON.stringify({ id: one.campaignId }) }]);
  });

  it("refuses more than 50 operations, a batch that is not a JSON array and an operation without its relative_url", async () => {
    const { campaignId } = await publish();
    const many = await batch(Array.from({ length: 51 }, () => getOf(campaignId)));
    expect(many.status).toBe(400);
    expect(many.body.error).toMatchObject({ code: 1, type: "GraphBatchException", message: "Too many requests in batch message. Maximum batch size is 50" });
    expect((await batch(Array.from({ length: 50 }, () => getOf(campaignId)))).status).toBe(200);
    expect((await batch({ method: "GET", relative_url: campaignId })).body.error).toMatchObject({ code: 100 });
    expect((await batch([{ method: "GET" }])).body.error).toMatchObject({ code: 100, message: expect.stringContaining("relative_url") });
    expect((await calls()).objects).toBe(50);
  });

  it("refuses, whole and before any operation runs, a batch with two ad sets of one campaign (the page's Limitations)", async () => {
    const one = await publish();
    const two = await publish();
    const adSetOf = (campaignId: string, name: string, extra: Record<string, unknown> = {}) => ({
      method: "POST",
      relative_url: `${ACT}/adsets`,
      body: new URLSearchParams({
        name,
        campaign_id: campaignId,
        daily_budget: "2000",
        billing_event: "IMPRESSIONS",
        optimization_goal: "LINK_CLICKS",
        targeting: JSON.stringify({ geo_locations: { countries: ["BR"] }, targeting_automation: { advantage_audience: 0 } }),
        regional_regulated_categories: JSON.stringify(BRAZIL_DECLARATION.regional_regulated_categories),
        regional_regulation_identities: JSON.stringify(BRAZIL_DECLARATION.regional_regulation_identities),
        status: "PAUSED",
        end_time: SET_END,
        ...extra,
      }).toString(),
    });
    const adSets = async () => (await control<FakeMetaSnapshot>(meta, "/state")).accounts[ACT]!.adsets!.length;
    const before = await adSets();
    for (const operations of [
      [adSetOf(one.campaignId, "A"), adSetOf(one.campaignId, "B")],
      [
        adSetOf(one.campaignId, "A", { execution_options: JSON.stringify(["validate_only"]) }),
        adSetOf(one.campaignId, "B", { execution_options: JSON.stringify(["validate_only"]) }),
      ],
      [getOf(one.adSetId), adSetOf(one.campaignId, "C")],
    ]) {
      const refused = await batch(operations);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 1,
        type: "GraphBatchException",
        message: "Batch requests cannot include multiple Adsets under the same Campaign",
      });
    }
    expect(await adSets()).toBe(before);
    // One ad set of each campaign, and anything that is not an ad set, is a batch Meta runs.
    const allowed = await batch([adSetOf(one.campaignId, "D"), adSetOf(two.campaignId, "E"), getOf(one.campaignId), getOf(one.campaignId)]);
    expect(answers(allowed).map((item) => item!.code)).toEqual([200, 200, 200, 200]);
    expect(await adSets()).toBe(before + 2);
  });

  it("answers an operation's failure as that operation's error while the others complete", async () => {
    const { campaignId, adSetId } = await publish();
    const unknown = await batch([getOf(campaignId), getOf("999"), getOf(adSetId)]);
    expect(answers(unknown).map((item) => item!.code)).toEqual([200, 400, 200]);
    expect(bodies(unknown)[1]!.error).toMatchObject({ code: 100, error_subcode: 33, message: expect.stringContaining("'999' does not exist") });

    meta.failOnce({ step: "objects", after: 1 });
    const failed = await batch([getOf(campaignId), getOf(campaignId), getOf(campaignId)]);
    expect(answers(failed).map((item) => item!.code)).toEqual([200, 500, 200]);
    expect(bodies(failed)[1]!.error).toMatchObject({ code: 1, message: "An unknown error occurred" });

    meta.rateLimit({ endpoint: "objects" });
    expect(bodies(await batch([getOf(campaignId)]))[0]!.error).toMatchObject({ code: 80004 });
    // Each operation passes the usual checks: its own token, and the root multi-id read's version rule.
    const checked = await batch(
      [
        { ...getOf(campaignId), relative_url: `${campaignId}?access_token=EAAnotatoken` },
        { method: "GET", relative_url: `?ids=${campaignId}` },
      ],
      { version: "v26.0" },
    );
    expect(bodies(checked).map((body) => body.error?.code)).toEqual([190, 100]);
    expect((await batch([getOf(campaignId)])).status).toBe(200);
  });
});

describe("multiple ID read with field expansion", () => {
  it("is refused on root requests from v26.0 (restfb/restfb#1692)", async () => {
    const one = await publish();
    const answer = await graph(meta, "", token, { version: "v26.0", query: { ids: one.campaignId, fields: "id" } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 100 });
    expect((await ids([one.campaignId], "id")).status).toBe(200);
  });

  it("answers an object keyed by id, with the campaigns' ad sets and ads expanded, counted as ids", async () => {
    const one = await publish({ ads: 2 });
    const two = await publish({ status: "PAUSED" });
    const fields =
      "id,name,status,effective_status,issues_info,adsets.limit(100){id,name,daily_budget,end_time,effective_status},ads.limit(200){id,adset_id,effective_status,issues_info,ad_review_feedback}";
    const answer = await ids([one.campaignId, two.campaignId], fields);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([one.campaignId, two.campaignId].sort());
    const first = answer.body[one.campaignId] as Record<string, { data: Record<string, unknown>[] }>;
    expect(first).toMatchObject({ id: one.campaignId, name: "Tênis", status: "ACTIVE", effective_status: "ACTIVE" });
    expect(first.adsets!.data).toEqual([{ id: one.adSetId, name: "Conjunto", daily_budget: "2000", end_time: SET_END, effective_status: "ACTIVE" }]);
    expect(first.ads!.data.map((ad) => ad.id).sort()).toEqual([...one.adIds].sort());
    expect(first.ads!.data[0]).toEqual({ id: expect.any(String), adset_id: one.adSetId, effective_status: "ACTIVE" });
    expect((answer.body[two.campaignId] as { ads: { data: { effective_status: string }[] } }).ads.data[0]!.effective_status).toBe("CAMPAIGN_PAUSED");
    expect(JSON.parse(answer.headers.get("x-business-use-case-usage")!)).toHaveProperty(ACT.slice(4));
    expect((await calls()).ids).toBe(1);

    // An ad set expands its ads; a JSON array of ids works too; .limit() pages with a next link.
    const adSet = await graph(meta, "", token, { version: "v25.0", query: { ids: JSON.stringify([one.adSetId]), fields: "ads.limit(1){id}" } });
    const page = (adSet.body[one.adSetId] as { ads: { data: unknown[]; paging: { next?: string } } }).ads;
    expect(page.data).toHaveLength(1);
    expect(page.paging.next).toContain(`/v25.0/${one.adSetId}/ads?`);
  });

  it("refuses more than 50 ids and unknown ids for the whole request, and fails or throttles as planned", async () => {
    const { campaignId } = await publish();
    const many = await ids(
      Array.from({ length: 51 }, () => campaignId),
      "id",
    );
    expect(many.status).toBe(400);
    expect(many.body.error).toMatchObject({ code: 100, message: expect.stringContaining("Maximum: 50") });
    const unknown = await ids([campaignId, "999"], "id");
    expect(unknown.body.error).toMatchObject({ code: 803, message: "(#803) Some of the aliases you requested do not exist: 999" });
    meta.failOnce({ step: "ids" });
    expect((await ids([campaignId], "id")).status).toBe(500);
    meta.rateLimit({ endpoint: "ids" });
    expect((await ids([campaignId], "id")).body.error).toMatchObject({ code: 80004 });
    expect((await ids([campaignId], "id")).status).toBe(200);
  });
});

describe("ad review", () => {
  it("approves new ads at once by default", async () => {
    const { adIds } = await publish();
    expect(await read(adIds[0]!, "effective_status,issues_info,ad_review_feedback")).toEqual({ id: adIds[0], effective_status: "ACTIVE" });
  });

  it("keeps ads pending under manual review until approved or rejected, per ad or per campaign", async () => {
    await control(meta, "/settings", { adReview: "manual" });
    const { campaignId, adIds } = await publish({ ads: 2 });
    expect(await read(adIds[0]!, "effective_status")).toEqual({ id: adIds[0], effective_status: "PENDING_REVIEW" });

    const rejected = await control<{ ads: Record<string, unknown>[] }>(meta, "/review", {
      id: campaignId,
      decision: "reject",
      reason: "Claims about health.",
      policy: "Health and wellness",
    });
    expect(rejected.ads).toHaveLength(2);
    const ad = await read(adIds[1]!, "effective_status,status,issues_info,ad_review_feedback");
    expect(ad).toEqual({
      id: adIds[1],
      status: "ACTIVE",
      effective_status: "DISAPPROVED",
      ad_review_feedback: { global: { "Health and wellness": "Claims about health." } },
      issues_info: [
        expect.objectContaining({
          level: "AD",
          error_message: "Claims about health.",
          error_summary: expect.any(String),
          error_type: expect.any(String),
          error_code: expect.any(Number),
        }),
      ],
    });

    meta.review({ id: adIds[0]!, decision: "approve" });
    expect(await read(adIds[0]!, "effective_status,ad_review_feedback")).toEqual({ id: adIds[0], effective_status: "ACTIVE" });
    await post(campaignId, { status: "PAUSED" });
    expect(await read(adIds[0]!, "effective_status")).toEqual({ id: adIds[0], effective_status: "CAMPAIGN_PAUSED" });
    meta.review({ id: adIds[0]!, decision: "pending" });
    expect(await read(adIds[0]!, "effective_status")).toEqual({ id: adIds[0], effective_status: "PENDING_REVIEW" });

    // Another creative sends an approved ad back to review.
    meta.review({ id: campaignId, decision: "approve" });
    expect((await post(adIds[1]!, { creative: { creative_id: await creative() } })).body).toEqual({ success: true });
    expect(await read(adIds[1]!, "effective_status")).toEqual({ id: adIds[1], effective_status: "PENDING_REVIEW" });
  });

  it("refuses reviews of other objects, unknown decisions and unknown review settings", async () => {
    const { adSetId, adIds } = await publish();
    await expect(control(meta, "/review", { id: adSetId, decision: "approve" })).rejects.toThrow(/400/);
    await expect(control(meta, "/review", { id: adIds[0], decision: "maybe" })).rejects.toThrow(/400/);
    await expect(control(meta, "/settings", { adReview: "sometimes" })).rejects.toThrow(/400/);
  });
});

describe("edits", () => {
  it("changes campaigns, ad sets and ads, counted as activate and update.{kind}", async () => {
    const { campaignId, adSetId, adIds } = await publish();
    expect((await post(campaignId, { name: "Tênis 2", status: "PAUSED" })).body).toEqual({ success: true });
    expect(await read(campaignId, "name,status")).toEqual({ id: campaignId, name: "Tênis 2", status: "PAUSED" });
    const [start, end] = [graphDay(30), graphDay(90)];
    await post(adSetId, { name: "Conjunto 2", daily_budget: "3500", start_time: start, end_time: end });
    expect(await read(adSetId, "name,daily_budget,start_time,end_time")).toEqual({
      id: adSetId,
      name: "Conjunto 2",
      daily_budget: "3500",
      start_time: start,
      end_time: end,
    });
    const other = await creative();
    await post(adIds[0]!, { name: "Anúncio 9", status: "PAUSED", creative: { creative_id: other } });
    expect(await read(adIds[0]!, "name,status,creative")).toEqual({ id: adIds[0], name: "Anúncio 9", status: "PAUSED", creative: { id: other } });
    expect(await calls()).toMatchObject({ activate: 3, "update.campaign": 1, "update.adset": 1, "update.ad": 1 });
    const state = await control<FakeMetaSnapshot>(meta, "/state");
    expect(state.statusChanges.map((change) => [change.id, change.to])).toEqual([
      [campaignId, "PAUSED"],
      [adIds[0], "PAUSED"],
    ]);

    meta.failOnce({ step: "update.adset" });
    expect((await post(adIds[0]!, { name: "Anúncio 10" })).status).toBe(200);
    expect((await post(adSetId, { name: "Conjunto 3" })).status).toBe(500);
  });

  it("refuses parameters the kind doesn't take, and checks budgets, schedules and creatives as at creation", async () => {
    const { adSetId, adIds } = await publish();
    const foreign = await post(adIds[0]!, { daily_budget: "3000" });
    expect(foreign.body.error).toMatchObject({ code: 100, message: "Invalid parameter", error_user_msg: expect.stringContaining("daily_budget") });
    expect((await post(adSetId, { creative: { creative_id: "1" } })).body.error).toMatchObject({ code: 100, message: "Invalid parameter" });
    expect((await post(adIds[0]!, { bid_amount: "100" })).body.error).toMatchObject({ error_user_title: "Not modelled by the fake Meta" });
    expect((await post(adSetId, { daily_budget: "300" })).body.error).toMatchObject({ error_subcode: 1885272 });
    expect((await post(adSetId, { end_time: graphDay(30), start_time: graphDay(34) })).body.error).toMatchObject({
      error_user_title: "Invalid end time",
    });
    expect((await post(adSetId, { start_time: "2020-01-01T00:00:00-0300", end_time: "2021-01-01T00:00:00-0300" })).body.error).toMatchObject({
      error_user_msg: expect.stringContaining("past"),
    });
    expect((await post(adSetId, { start_time: graphDay(90) })).body.error).toMatchObject({ error_user_title: "Invalid end time" });
    expect((await post(adSetId, { start_time: "soon" })).body.error).toMatchObject({ message: "(#100) Param start_time must be a valid date/time" });
    expect((await post(adIds[0]!, { status: "LIVE" })).body.error!.message).toMatch(/^\(#100\) Param status must be one of/);
    expect((await post(adIds[0]!, { creative: { creative_id: adSetId } })).body.error).toMatchObject({ error_user_title: "Creative not found" });
    expect((await post(adIds[0]!, { execution_options: ["dry_run"] })).body.error).toMatchObject({ code: 100 });

    // A creative of another ad account is refused.
    const accounts = (await control<{ adAccounts: Record<string, unknown>[] }>(meta, "/assets", {})).adAccounts;
    await control(meta, "/assets", { adAccounts: [...accounts, { ...accounts[0], account_id: OTHER_ACT.slice(4), name: "Outra" }] });
    expect((await post(adIds[0]!, { creative: { creative_id: await creative(OTHER_ACT) } })).body.error).toMatchObject({
      error_user_title: "Creative not found",
    });

    // validate_only checks without changing anything.
    expect((await post(adSetId, { daily_budget: "9000", execution_options: ["validate_only"] })).body).toEqual({ success: true });
    expect(await read(adSetId, "daily_budget")).toEqual({ id: adSetId, daily_budget: "2000" });
  });

  it("refuses ad set budgets under a campaign budget, and archived objects take only a name or deletion", async () => {
    const { campaignId, adSetId } = await publish({ campaign: { daily_budget: "5000", is_adset_budget_sharing_enabled: undefined } });
    expect((await post(adSetId, { daily_budget: "3000" })).body.error).toMatchObject({ error_subcode: 1885621 });
    expect((await post(campaignId, { daily_budget: "400" })).body.error).toMatchObject({ error_subcode: 1885272 });
    expect((await post(campaignId, { daily_budget: "6000" })).status).toBe(200);
    await post(adSetId, { status: "ARCHIVED" });
    expect((await post(adSetId, { status: "ACTIVE" })).body.error).toMatchObject({ error_user_title: "Archived object" });
    expect((await post(adSetId, { targeting: { geo_locations: { countries: ["BR"] } } })).body.error).toMatchObject({ error_user_title: "Archived object" });
    expect((await post(adSetId, { name: "Arquivado" })).status).toBe(200);
    expect((await post(adSetId, { status: "DELETED" })).status).toBe(200);
  });
});

describe("deletion", () => {
  it("deletes a campaign with its ad sets and ads, which edges leave out unless asked for", async () => {
    const { campaignId, adSetId, adIds } = await publish({ ads: 2 });
    const other = await publish();
    expect((await graph(meta, campaignId, token, { method: "DELETE" })).body).toEqual({ success: true });
    const answer = await ids([campaignId, adSetId, ...adIds, other.adIds[0]!], "status,effective_status");
    expect(Object.values(answer.body).map((node) => (node as { effective_status: string }).effective_status)).toEqual([
      "DELETED",
      "DELETED",
      "DELETED",
      "DELETED",
      "ACTIVE",
    ]);
    const expanded = await ids([campaignId], 'ads{id},adsets.effective_status(["DELETED"]){id,status}');
    expect(expanded.body[campaignId]).toMatchObject({ id: campaignId, ads: { data: [] }, adsets: { data: [{ id: adSetId, status: "DELETED" }] } });
    expect(await calls()).toMatchObject({ delete: 1, "delete.campaign": 1 });
    const changes = (await control<FakeMetaSnapshot>(meta, "/state")).statusChanges;
    expect(
      changes
        .filter((change) => change.to === "DELETED")
        .map((change) => change.kind)
        .sort(),
    ).toEqual(["ad", "ad", "adset", "campaign"]);
    const edit = await post(adIds[0]!, { name: "Ainda aqui?" });
    expect(edit.body.error).toMatchObject({ code: 100, error_user_title: "Can't edit a deleted object" });
  });

  it("deletes an ad set with its ads only, also by status=DELETED", async () => {
    const { campaignId, adSetId, adIds } = await publish();
    expect((await post(adSetId, { status: "DELETED" })).body).toEqual({ success: true });
    expect(await read(adIds[0]!, "status")).toEqual({ id: adIds[0], status: "DELETED" });
    expect(await read(campaignId, "status,adsets{id}")).toMatchObject({ id: campaignId, status: "ACTIVE", adsets: { data: [] } });
    expect((await graph(meta, adIds[0]!, token, { method: "DELETE" })).status).toBe(200);
    expect((await calls())["delete.ad"]).toBe(1);
  });
});

describe("changes made in Ads Manager", () => {
  it("shows a patched budget and status on the next read and in multiple ID reads, with the status change on record", async () => {
    const { campaignId, adSetId, adIds } = await publish();
    await control(meta, `/objects/${adSetId}`, { daily_budget: 3000, status: "PAUSED" });
    expect(await read(adSetId, "daily_budget,status,effective_status")).toEqual({
      id: adSetId,
      daily_budget: "3000",
      status: "PAUSED",
      effective_status: "PAUSED",
    });
    const answer = await ids([campaignId], "adsets{daily_budget,status},ads{effective_status}");
    expect(answer.body[campaignId]).toMatchObject({
      adsets: { data: [{ id: adSetId, daily_budget: "3000", status: "PAUSED" }] },
      ads: { data: [{ id: adIds[0], effective_status: "ADSET_PAUSED" }] },
    });
    const changes = (await control<FakeMetaSnapshot>(meta, "/state")).statusChanges;
    expect(changes).toEqual([expect.objectContaining({ id: adSetId, kind: "adset", from: "ACTIVE", to: "PAUSED" })]);
  });
});
