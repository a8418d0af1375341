// The fake Meta's Marketing API over HTTP with plain fetch: media uploads (multipart, base64, chunked
// video), campaign → ad set → creative → ad with Meta's v24 checks, status changes and insights.
import { createHash } from "node:crypto";
import { fakeMetaCityKey, FAKE_META_SEED_TOKEN, lifetimeMetrics, startFakeMeta, type FakeMeta, type FakeMetaSnapshot } from "@/e2e/fakes/meta";
import { ACT, BRAZIL_DECLARATION, DISABLED_ACT, TINY_PNG, control, graph } from "./fake-meta-helpers";
import { daysFromNow } from "@/tests/support/days";
import { makePng } from "@/e2e/fakes/png";

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;

beforeAll(async () => {
  meta = await startFakeMeta();
});
afterAll(() => meta.close());
beforeEach(() => control(meta, "/reset", {}));

const campaignForm = {
  name: "Tênis Corrida Pro",
  objective: "OUTCOME_TRAFFIC",
  status: "PAUSED",
  special_ad_categories: [],
  is_adset_budget_sharing_enabled: false,
  buying_type: "AUCTION",
};
const targeting = (extra: Record<string, unknown> = {}) => ({
  geo_locations: { countries: ["BR"] },
  age_min: 18,
  age_max: 45,
  targeting_automation: { advantage_audience: 0 },
  ...extra,
});
const adSetForm = (campaignId: string, extra: Record<string, unknown> = {}) => ({
  name: "Conjunto 1",
  campaign_id: campaignId,
  daily_budget: "2000",
  billing_event: "IMPRESSIONS",
  optimization_goal: "LINK_CLICKS",
  targeting: targeting(),
  status: "ACTIVE",
  ...BRAZIL_DECLARATION,
  ...extra,
});
const id = (answer: { body: Record<string, unknown> }) => String(answer.body.id);

async function campaign(extra: Record<string, unknown> = {}) {
  return id(await graph(meta, `${ACT}/campaigns`, token, { form: { ...campaignForm, ...extra } }));
}

async function image(): Promise<string> {
  const form = new FormData();
  form.set("filename", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "produto.png");
  const answer = await graph(meta, `${ACT}/adimages`, token, { multipart: form });
  return (answer.body.images as Record<string, { hash: string }>)["produto.png"]!.hash;
}

describe("publishing a link ad", () => {
  it("creates the campaign, ad set, creative and ad, activates the campaign and keeps it all for inspection", async () => {
    const hash = await image();
    expect(hash).toBe(createHash("md5").update(TINY_PNG).digest("hex"));
    const cdn = await fetch(`${meta.url}/fake-cdn/adimages/${hash}`);
    expect(Buffer.from(await cdn.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const base64 = await graph(meta, `${ACT}/adimages`, token, { form: { bytes: TINY_PNG.toString("base64"), name: "thumb.png" } });
    expect(base64.body.images).toEqual({ "thumb.png": { hash, url: `${meta.url}/fake-cdn/adimages/${hash}` } });

    const campaignId = await campaign();
    expect(campaignId).toMatch(/^\d+$/);
    const cities = await graph(meta, "search", token, { query: { type: "adgeolocation", location_types: '["city"]', q: "Campinas", country_code: "BR" } });
    const cityKey = (cities.body.data as { key: string }[])[0]!.key;
    expect(cityKey).toBe(fakeMetaCityKey("campinas-sp"));
    const interests = await graph(meta, "search", token, { query: { type: "adinterest", q: "Maratona", locale: "pt_BR" } });
    const interest = (interests.body.data as { id: string; name: string }[])[0]!;
    // A JSON body, as some clients send it.
    const adSet = await graph(meta, `${ACT}/adsets`, token, {
      json: adSetForm(campaignId, {
        targeting: targeting({ geo_locations: { cities: [{ key: cityKey }] }, flexible_spec: [{ interests: [interest] }] }),
        start_time: `${daysFromNow(30)}T00:00:00-03:00`,
      }),
    });
    expect(adSet.status).toBe(200);
    const creative = await graph(meta, `${ACT}/adcreatives`, token, {
      form: {
        name: "Criativo 1",
        object_story_spec: {
          page_id: "104857600000001",
          instagram_user_id: "17841400000000001",
          link_data: {
            image_hash: hash,
            link: "https://loja.example/tenis",
            message: "Corra mais",
            name: "Tênis Corrida Pro",
            call_to_action: { type: "SHOP_NOW", value: { link: "https://loja.example/tenis" } },
          },
        },
      },
    });
    const ad = await graph(meta, `${ACT}/ads`, token, {
      form: { name: "Anúncio 1", adset_id: id(adSet), creative: { creative_id: id(creative) }, status: "ACTIVE" },
    });
    expect((await graph(meta, id(ad), token, { query: { fields: "effective_status" } })).body).toEqual({ id: id(ad), effective_status: "CAMPAIGN_PAUSED" });

    // POST parameters in the query string, as Meta allows.
    expect((await graph(meta, campaignId, token, { method: "POST", query: { status: "ACTIVE" } })).body).toEqual({ success: true });
    const read = await graph(meta, campaignId, token, { query: { fields: "name,objective,status,effective_status,special_ad_categories" } });
    expect(read.body).toEqual({
      id: campaignId,
      name: "Tênis Corrida Pro",
      objective: "OUTCOME_TRAFFIC",
      status: "ACTIVE",
      effective_status: "ACTIVE",
      special_ad_categories: [],
    });
    expect((await graph(meta, `${ACT}/campaigns`, token, { query: { fields: "id,name" } })).body.data).toEqual([{ id: campaignId, name: "Tênis Corrida Pro" }]);

    const state = await control<FakeMetaSnapshot>(meta, "/state");
    const account = state.accounts[ACT]!;
    expect(account.adsets).toEqual([
      expect.objectContaining({ id: id(adSet), daily_budget: "2000", targeting: expect.objectContaining({ geo_locations: { cities: [{ key: cityKey }] } }) }),
    ]);
    expect(account.adcreatives).toEqual([expect.objectContaining({ id: id(creative), image_hash: hash, instagram_user_id: "17841400000000001" })]);
    expect(account.ads).toEqual([expect.objectContaining({ id: id(ad), creative: { id: id(creative) }, effective_status: "ACTIVE" })]);
    expect(account.images).toHaveLength(1);
    expect(state.statusChanges).toEqual([expect.objectContaining({ id: campaignId, kind: "campaign", from: "PAUSED", to: "ACTIVE" })]);
    const requests = await control<{ last: Record<string, { params: Record<string, unknown> }> }>(meta, "/requests");
    expect(requests.last.ads!.params).toMatchObject({ adset_id: id(adSet), creative: JSON.stringify({ creative_id: id(creative) }) });
  });
});

describe("Meta's checks", () => {
  it("requires special_ad_categories, and is_adset_budget_sharing_enabled without a campaign budget", async () => {
    const { special_ad_categories: _categories, ...withoutCategories } = campaignForm;
    const noCategories = await graph(meta, `${ACT}/campaigns`, token, { form: withoutCategories });
    expect(noCategories.status).toBe(400);
    expect(noCategories.body.error).toMatchObject({
      code: 100,
      type: "OAuthException",
      message: "(#100) The parameter special_ad_categories is required",
      error_user_msg: expect.stringContaining("special_ad_categories"),
    });
    const { is_adset_budget_sharing_enabled: _sharing, ...withoutSharing } = campaignForm;
    expect((await graph(meta, `${ACT}/campaigns`, token, { form: withoutSharing })).body.error).toMatchObject({ code: 100, error_subcode: 4834011 });
    expect((await graph(meta, `${ACT}/campaigns`, token, { form: { ...withoutSharing, daily_budget: "5000" } })).status).toBe(200);
    expect((await graph(meta, `${ACT}/campaigns`, token, { form: { ...campaignForm, objective: "LINK_CLICKS" } })).body.error!.message).toMatch(
      /^\(#100\) Param objective must be one of \{/,
    );
  });

  it("holds every ad set shown in Brazil to Brazil's ad regulation (Meta OCC 2025-12-08), naming a field it refuses", async () => {
    const campaignId = await campaign();
    const { regional_regulation_identities: ids } = BRAZIL_DECLARATION;
    const undeclared = await graph(meta, `${ACT}/adsets`, token, {
      form: adSetForm(campaignId, { regional_regulated_categories: undefined, regional_regulation_identities: undefined }),
    });
    expect(undeclared.body.error).toMatchObject({ code: 100, error_subcode: 3858634 });
    expect(undeclared.body.error!.error_user_msg).toMatch(/^No beneficiary\/payer provided/);
    const strangerPayer = await graph(meta, `${ACT}/adsets`, token, {
      form: adSetForm(campaignId, { regional_regulation_identities: { ...ids, universal_payer: "123456789" } }),
    });
    expect(strangerPayer.body.error).toMatchObject({ code: 100, error_user_title: "Identity not verified" });
    expect(strangerPayer.body.error!.message).toContain("universal_payer");
    const strangerBeneficiary = await graph(meta, `${ACT}/adsets`, token, {
      form: adSetForm(campaignId, { regional_regulation_identities: { ...ids, universal_beneficiary: "123456789" } }),
    });
    expect(strangerBeneficiary.body.error!.message).toContain("universal_beneficiary");
    expect((await graph(meta, `${ACT}/adsets`, token, { form: adSetForm(campaignId) })).status).toBe(200);
  });

  it("requires the Advantage+ audience flag, a budget at the minimum, and a pixel for conversions", async () => {
    const campaignId = await campaign();
    const noFlag = await graph(meta, `${ACT}/adsets`, token, { form: adSetForm(campaignId, { targeting: { geo_locations: { countries: ["BR"] } } }) });
    expect(noFlag.body.error).toMatchObject({ code: 100, error_subcode: 1870227, error_user_title: "Advantage audience flag required" });
    const narrow = await graph(meta, `${ACT}/adsets`, token, {
      form: adSetForm(campaignId, { targeting: targeting({ targeting_automation: { advantage_audience: 1 } }) }),
    });
    expect(narrow.body.error).toMatchObject({ code: 100, error_subcode: 1870189 });
    const low = await graph(meta, `${ACT}/adsets`, token, { form: adSetForm(campaignId, { daily_budget: "300" }) });
    expect(low.body.error).toMatchObject({ code: 100, error_subcode: 1885272, error_user_title: "Your budget is too low" });
    expect(low.body.error!.error_user_msg).toContain("R$5.00");
    expect(low.body.error!.error_user_msg).toContain("R$3.00");
    expect((await graph(meta, `${ACT}/adsets`, token, { form: adSetForm(campaignId, { daily_budget: "12.50" }) })).body.error).toMatchObject({ code: 100 });
    expect((await graph(meta, `${ACT}/adsets`, token, { form: adSetForm("999") })).body.error).toMatchObject({
      code: 100,
      error_user_title: "Campaign not found",
    });
    const unknownInterest = await graph(meta, `${ACT}/adsets`, token, {
      form: adSetForm(campaignId, { targeting: targeting({ flexible_spec: [{ interests: [{ id: "42", name: "Gone" }] }] }) }),
    });
    expect(unknownInterest.body.error).toMatchObject({ code: 100, error_subcode: 1487694 });

    const sales = await campaign({ objective: "OUTCOME_SALES" });
    const conversions = adSetForm(sales, { optimization_goal: "OFFSITE_CONVERSIONS" });
    expect((await graph(meta, `${ACT}/adsets`, token, { form: conversions })).body.error).toMatchObject({
      code: 100,
      error_user_title: "Promoted object required",
    });
    const withPixel = await graph(meta, `${ACT}/adsets`, token, {
      form: { ...conversions, promoted_object: { pixel_id: "1234567890123456", custom_event_type: "PURCHASE" } },
    });
    expect(withPixel.status).toBe(200);
    expect((await graph(meta, `${ACT}/adsets`, token, { form: adSetForm(campaignId, { optimization_goal: "OFFSITE_CONVERSIONS" }) })).body.error).toMatchObject(
      { error_user_title: "Performance goal not available" },
    );
  });

  it("refuses instagram_actor_id, unknown image hashes and writes to a disabled account", async () => {
    const spec = (extra: Record<string, unknown>) => ({
      object_story_spec: { page_id: "104857600000001", link_data: { image_hash: "0".repeat(32), link: "https://loja.example/" }, ...extra },
    });
    const actor = await graph(meta, `${ACT}/adcreatives`, token, { form: spec({ instagram_actor_id: "17841400000000001" }) });
    // Refused whatever its value since Meta's January 2026 change (pipeboard-co/meta-ads-mcp#114).
    expect(actor.body.error).toMatchObject({ code: 100, message: "(#100) Param instagram_actor_id must be a valid Instagram account id" });
    expect((await graph(meta, `${ACT}/adcreatives`, token, { form: spec({}) })).body.error).toMatchObject({ code: 100, error_user_title: "Image not found" });
    const disabled = await graph(meta, `${DISABLED_ACT}/campaigns`, token, { form: campaignForm });
    expect(disabled.body.error).toMatchObject({ code: 100, error_user_title: "Ad account disabled" });
  });
});

describe("the Instagram account a creative runs as (Marketing API Instagram ads guide, step 1)", () => {
  const OTHER_PAGE = "104857600000002";
  const creative = async (pageId: string, instagramUserId?: string) =>
    graph(meta, `${ACT}/adcreatives`, token, {
      form: {
        object_story_spec: {
          page_id: pageId,
          ...(instagramUserId ? { instagram_user_id: instagramUserId } : {}),
          link_data: { image_hash: await image(), link: "https://loja.example/" },
        },
      },
    });
  const refused = { code: 100, message: "(#100) Param instagram_user_id must be a valid Instagram account id" };

  it("takes the Page's connected account and the ad account's own, and refuses another Page's or an unknown one", async () => {
    expect((await creative("104857600000001", "17841400000000001")).status).toBe(200);
    // The default ad account's Business Manager Instagram account, listed by its instagram_accounts edge, goes with any Page.
    const assigned = await graph(meta, `${ACT}/instagram_accounts`, token, { query: { fields: "id,username" } });
    expect(assigned.body.data).toEqual([{ id: "17841400000000009", username: "passofirme.store" }]);
    expect((await creative(OTHER_PAGE, "17841400000000009")).status).toBe(200);
    // The first Page's connected account is not the second Page's, nor assigned to the ad account.
    expect((await creative(OTHER_PAGE, "17841400000000001")).body.error).toMatchObject(refused);
    expect((await creative("104857600000001", "17841499999999999")).body.error).toMatchObject(refused);
    // Top-level instagram_user_id is checked the same way.
    const topLevel = await graph(meta, `${ACT}/adcreatives`, token, {
      form: {
        instagram_user_id: "17841400000000001",
        object_story_spec: { page_id: OTHER_PAGE, link_data: { image_hash: await image(), link: "https://loja.example/" } },
      },
    });
    expect(topLevel.body.error).toMatchObject(refused);
    expect((await creative(OTHER_PAGE)).status).toBe(200);
  });

  it("takes a Page's Page-backed account, which its page_backed_instagram_accounts edge lists, and no account another ad account was given", async () => {
    const state = await control<{ pages: Record<string, unknown>[]; adAccounts: Record<string, unknown>[] }>(meta, "/assets", {});
    await control(meta, "/assets", {
      pages: state.pages.map((page) =>
        page.id === OTHER_PAGE ? { ...page, pageBackedInstagram: { id: "17841400000000077", username: "outlet.pbia" } } : page,
      ),
      adAccounts: state.adAccounts.map((account) => (account.account_id === ACT.slice(4) ? { ...account, instagram_accounts: [] } : account)),
    });
    const backed = await graph(meta, `${OTHER_PAGE}/page_backed_instagram_accounts`, token, { query: { fields: "id,username" } });
    expect(backed.body.data).toEqual([{ id: "17841400000000077", username: "outlet.pbia" }]);
    expect((await graph(meta, `${OTHER_PAGE}/instagram_accounts`, token)).body.data).toEqual([]);
    expect((await creative(OTHER_PAGE, "17841400000000077")).status).toBe(200);
    expect((await creative("104857600000001", "17841400000000077")).body.error).toMatchObject(refused);
    expect((await creative(OTHER_PAGE, "17841400000000009")).body.error).toMatchObject(refused);
  });
});

describe("image uploads (Ad Image reference, Creating: { images: { <file name>: { hash, url } } })", () => {
  it("keys each uploaded file by its name, several in one multipart request", async () => {
    const other = makePng(2, 1);
    const form = new FormData();
    form.set("first", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "tenis-azul.png");
    form.set("second", new Blob([new Uint8Array(other)], { type: "image/png" }), "tenis-verde.png");
    const answer = await graph(meta, `${ACT}/adimages`, token, { multipart: form });
    const hashOf = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");
    expect(answer.body).toEqual({
      images: {
        "tenis-azul.png": { hash: hashOf(TINY_PNG), url: `${meta.url}/fake-cdn/adimages/${hashOf(TINY_PNG)}` },
        "tenis-verde.png": { hash: hashOf(other), url: `${meta.url}/fake-cdn/adimages/${hashOf(other)}` },
      },
    });
    const listed = await graph(meta, `${ACT}/adimages`, token, { query: { fields: "hash,name,width,height" } });
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hash: hashOf(TINY_PNG), name: "tenis-azul.png", width: 1, height: 1 }),
        expect.objectContaining({ hash: hashOf(other), name: "tenis-verde.png", width: 2, height: 1 }),
      ]),
    );
  });
});

describe("videos", () => {
  it("takes a chunked upload at the offsets it asks for, then is processing until a status poll finds it ready", async () => {
    await control(meta, "/settings", { videoChunkSize: 4 });
    const bytes = Buffer.from("0123456789");
    const start = await graph(meta, `${ACT}/advideos`, token, { form: { upload_phase: "start", file_size: bytes.length } });
    expect(start.body).toMatchObject({ upload_session_id: expect.any(String), video_id: expect.any(String), start_offset: "0", end_offset: "4" });
    const transfer = (offset: number, length: number) => {
      const form = new FormData();
      form.set("upload_phase", "transfer");
      form.set("upload_session_id", String(start.body.upload_session_id));
      form.set("start_offset", String(offset));
      form.set("video_file_chunk", new Blob([new Uint8Array(bytes.subarray(offset, offset + length))]), "video.mp4");
      return graph(meta, `${ACT}/advideos`, token, { multipart: form });
    };
    expect((await transfer(4, 4)).body.error).toMatchObject({ code: 6001 });
    await control(meta, "/fail", { step: "advideos.transfer" });
    expect((await transfer(0, 4)).status).toBe(500);
    expect((await transfer(0, 4)).body).toEqual({ start_offset: "4", end_offset: "8" });
    expect((await transfer(4, 4)).body).toEqual({ start_offset: "8", end_offset: "10" });
    expect((await transfer(8, 2)).body).toEqual({ start_offset: "10", end_offset: "10" });
    expect(
      (
        await graph(meta, `${ACT}/advideos`, token, {
          form: { upload_phase: "finish", upload_session_id: String(start.body.upload_session_id), title: "video.mp4" },
        })
      ).body,
    ).toEqual({ success: true });

    const videoId = String(start.body.video_id);
    const creative = () =>
      graph(meta, `${ACT}/adcreatives`, token, {
        form: {
          object_story_spec: {
            page_id: "104857600000001",
            video_data: {
              video_id: videoId,
              image_url: `${meta.url}/fake-cdn/videos/${videoId}.png`,
              title: "T",
              message: "M",
              call_to_action: { type: "SHOP_NOW", value: { link: "https://loja.example/" } },
            },
          },
        },
      });
    expect((await creative()).body.error).toMatchObject({ error_user_title: "Video not ready" });
    const status = async () => ((await graph(meta, videoId, token, { query: { fields: "status" } })).body.status as { video_status: string }).video_status;
    expect(await status()).toBe("processing");
    expect(await status()).toBe("ready");
    expect((await creative()).status).toBe(200);

    const simple = new FormData();
    simple.set("source", new Blob([new Uint8Array(bytes)]), "short.mp4");
    expect((await graph(meta, `${ACT}/advideos`, token, { multipart: simple })).body).toEqual({ id: expect.stringMatching(/^\d+$/) });
  });
});

describe("insights", () => {
  it("reports numbers as strings, the same for the same campaign, spread over days with time_increment=1", async () => {
    const seeded = await control<{ id: string }>(meta, "/campaigns", { name: "Promoção", objective: "OUTCOME_SALES", createdDaysAgo: 3 });
    const paused = await campaign();
    const fields = "campaign_id,campaign_name,impressions,clicks,ctr,cpc,spend,purchase_roas,actions,inline_link_clicks,action_values";
    const filtering = JSON.stringify([{ field: "campaign.id", operator: "IN", value: [seeded.id, paused] }]);
    const total = await graph(meta, `${ACT}/insights`, token, { query: { level: "campaign", fields, filtering, date_preset: "maximum" } });
    const rows = total.body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(1); // the never-active campaign has no delivery
    const expected = lifetimeMetrics(seeded.id, "OUTCOME_SALES");
    expect(rows[0]).toMatchObject({
      campaign_id: seeded.id,
      campaign_name: "Promoção",
      impressions: String(expected.impressions),
      clicks: String(expected.clicks),
      spend: (expected.spend / 100).toFixed(2),
      ctr: expect.stringMatching(/^\d+(\.\d+)?$/),
      cpc: expect.stringMatching(/^\d+(\.\d+)?$/),
      date_start: expect.any(String),
      date_stop: expect.any(String),
      purchase_roas: [{ action_type: "omni_purchase", value: expect.stringMatching(/^\d+(\.\d+)?$/) }],
      actions: expect.arrayContaining([{ action_type: "omni_purchase", value: String(expected.purchases) }]),
      inline_link_clicks: String(expected.linkClicks),
      // One sale under each purchase type, each with the whole value (Meta's way; a client picks one).
      action_values: expect.arrayContaining(
        ["omni_purchase", "offsite_conversion.fb_pixel_purchase", "purchase"].map((action_type) => ({
          action_type,
          value: (expected.purchaseValue / 100).toFixed(2),
        })),
      ),
    });

    const daily = await graph(meta, `${ACT}/insights`, token, {
      query: { level: "campaign", fields: "impressions", filtering, date_preset: "maximum", time_increment: "1" },
    });
    const days = daily.body.data as { impressions: string; date_start: string; date_stop: string }[];
    expect(days).toHaveLength(4);
    expect(days.every((day) => day.date_start === day.date_stop)).toBe(true);
    expect(days.reduce((sum, day) => sum + Number(day.impressions), 0)).toBe(expected.impressions);
    // Each day's purchase value goes with that day's purchases, and the days add up to the lifetime row.
    const valued = await graph(meta, `${ACT}/insights`, token, {
      query: { level: "campaign", fields: "inline_link_clicks,actions,action_values", filtering, date_preset: "maximum", time_increment: "1" },
    });
    type Stat = { action_type: string; value: string };
    const dayRows = valued.body.data as { inline_link_clicks: string; actions?: Stat[]; action_values?: Stat[] }[];
    const omni = (stats: Stat[] | undefined) => Number(stats?.find((stat) => stat.action_type === "omni_purchase")?.value ?? 0);
    expect(Math.round(dayRows.reduce((sum, day) => sum + omni(day.action_values), 0) * 100)).toBe(expected.purchaseValue);
    expect(dayRows.reduce((sum, day) => sum + Number(day.inline_link_clicks), 0)).toBe(expected.linkClicks);
    expect(dayRows.filter((day) => omni(day.action_values) > 0 && omni(day.actions) === 0)).toEqual([]);

    await control(meta, "/insights", { id: seeded.id, impressions: 1000, clicks: 25, spend: 5000, purchases: 2, roas: 2.5 });
    const fixed = await graph(meta, `${seeded.id}/insights`, token, {
      query: { fields: "impressions,ctr,cpc,spend,purchase_roas,inline_link_clicks,inline_link_click_ctr,cost_per_inline_link_click", date_preset: "maximum" },
    });
    expect((fixed.body.data as unknown[])[0]).toMatchObject({
      impressions: "1000",
      ctr: "2.5",
      cpc: "2",
      inline_link_clicks: "21",
      inline_link_click_ctr: "2.1",
      cost_per_inline_link_click: "2.380952",
      spend: "50.00",
      purchase_roas: [{ action_type: "omni_purchase", value: "2.5" }],
    });
    expect((await graph(meta, `${ACT}/insights`, token, { query: { fields: "roas" } })).body.error).toMatchObject({ code: 100 });
  });
});
