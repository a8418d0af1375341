import { captureLogs } from "@/lib/log/capture";
import { fakeMetaCityKey, FAKE_INTERESTS, FAKE_META_SEED_TOKEN, MINIMUM_BUDGETS, startFakeMeta, type FakeMeta, type RecordedCall } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getPublishRun, publishCampaign } from "@/lib/meta/publish";
import type { PlacementReadout } from "@/e2e/fakes/meta/asset-feed";
import { control } from "./fake-meta-helpers";
import { adSet, savedCampaign, SELECTION, storeMedia, userWithMeta } from "./meta-publish-helpers";

// 001 §7 publish-to-meta against the fake Meta Graph API over HTTP: the objects and their payloads, a
// failure at each step followed by a retry that creates nothing twice, one publisher at a time, the
// token and ownership checks, and the §8 classification of Meta's errors.

jest.setTimeout(60_000);

const ACCOUNT = SELECTION.adAccountId;
let fake: FakeMeta;
let logs: ReturnType<typeof captureLogs>;
const originalBaseUrl = env.META_GRAPH_BASE_URL;

beforeAll(async () => {
  fake = await startFakeMeta();
  env.META_GRAPH_BASE_URL = fake.url;
});
afterAll(async () => {
  env.META_GRAPH_BASE_URL = originalBaseUrl;
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  logs = captureLogs();
});
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  // The token never reaches a log line.
  logs.restore();
  expect(logs.lines.join("\n")).not.toContain(FAKE_META_SEED_TOKEN);
});

const created = () => {
  const account = fake.snapshot().accounts[ACCOUNT]!;
  return {
    campaigns: account.campaigns as Record<string, unknown>[],
    adsets: account.adsets as Record<string, unknown>[],
    adcreatives: account.adcreatives as Record<string, unknown>[],
    ads: account.ads as Record<string, unknown>[],
    images: account.images as Record<string, unknown>[],
    videos: account.videos as Record<string, unknown>[],
  };
};
const counts = () => Object.fromEntries(Object.entries(created()).map(([kind, list]) => [kind, list.length]));
/** Meta's checks of a payload before the write (execution_options validate_only, in a batch). */
const isValidation = (call: RecordedCall) => String(call.params.execution_options ?? "").includes("validate_only");
/** The writes to an endpoint, without the validations before them. */
const requests = (endpoint: string): RecordedCall[] => fake.state.log.filter((call) => call.endpoint === endpoint && !isValidation(call));
const validations = (endpoint: string): RecordedCall[] => fake.state.log.filter((call) => call.endpoint === endpoint && isValidation(call));
/** The steps whose objects Meta validates before any is created. */
const VALIDATED = new Set(["campaigns", "adsets", "adcreatives", "ads"]);

/** Each ad as "its ad set's name > what its creative shows" (the image's hash or the video's id). */
const adPairs = () => {
  const objects = created();
  return objects.ads.map((ad) => {
    const set = objects.adsets.find((item) => item.id === ad.adset_id)!;
    const creative = objects.adcreatives.find((item) => item.id === (ad.creative as { id: string }).id)!;
    return `${String(set.name)} > ${String(creative.video_id ?? creative.image_hash)}`;
  });
};

// Meta's code 1 without is_transient: the client does not send a write again (it may have been done).
const UNKNOWN_WRITE_FAILURE = { is_transient: false };

/** Meta fails the nth POST to this ad account edge (counting from 1), once the ones before it were created. */
function failAtCall(edge: string, nth: number) {
  let calls = 0;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST" && String(input).endsWith(`/${ACCOUNT}/${edge}`) && ++calls === nth)
      fake.failOnce({ step: edge, error: UNKNOWN_WRITE_FAILURE });
    return realFetch(input, init);
  };
}

describe("one image, a version for each placement (issue 35)", () => {
  // square-1080.jpg is 1080×1080: a 4:5 and a 9:16 crop of it, and the whole image for 1:1.
  const placements = {
    width: 1080,
    height: 1080,
    crops: { square: null, portrait: { x: 0.1, y: 0, width: 0.8, height: 1 }, vertical: { x: 0.21875, y: 0, width: 0.5625, height: 1 } },
  };

  it("uploads the three versions and sends one ad whose rules show each in its placement", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"], adSets: [adSet("adset-1")], placements });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const objects = created();
    // The original (kept for a video's thumbnail) and its three versions; one creative, one ad.
    expect(counts()).toMatchObject({ adcreatives: 1, ads: 1, images: 4 });
    const sizes = Object.fromEntries(objects.images.map((image) => [String(image.name), `${String(image.width)}x${String(image.height)}`]));
    expect(sizes).toMatchObject({ "image-0.jpg (square)": "1080x1080", "image-0.jpg (portrait)": "1080x1350", "image-0.jpg (vertical)": "1080x1920" });
    const hashOf = (format: string) => String(objects.images.find((image) => image.name === `image-0.jpg (${format})`)!.hash);
    const readout = await control<PlacementReadout>(fake, `/placements/${String(objects.ads[0]!.id)}`);
    expect(readout.placements["facebook:story"]).toMatchObject({ hash: hashOf("vertical") });
    expect(readout.placements["instagram:reels"]).toMatchObject({ hash: hashOf("vertical") });
    expect(readout.placements["instagram:stream"]).toMatchObject({ hash: hashOf("portrait") });
    expect(readout.placements["facebook:marketplace"] ?? readout.placements["*"]).toMatchObject({ hash: hashOf("square") });
    const creative = objects.adcreatives[0]!;
    expect(creative.object_story_spec).toEqual({
      page_id: SELECTION.pageId,
      ...(SELECTION.instagramAccountId ? { instagram_user_id: SELECTION.instagramAccountId } : {}),
    });
  });

  it("a WhatsApp ad keeps one image: Meta documents no placement versions for it", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"], adSets: [adSet("adset-1")], placements });
    await db.campaign.update({ where: { id: campaign.id }, data: { destination: "whatsapp", whatsappMessage: "Oi! Quero o tênis." } });
    // The Page's number is read when publishing starts (decision 030): this run stops there or publishes one image.
    await publishCampaign(user.id, campaign.id, SELECTION);
    expect(created().images.filter((image) => String(image.name).includes("("))).toEqual([]);
  });
});

describe("Meta's creative enhancements (issue 35)", () => {
  const featuresOf = (creative: Record<string, unknown>) =>
    (creative.degrees_of_freedom_spec as { creative_features_spec: Record<string, { enroll_status: string }> }).creative_features_spec;

  it("every creative says each enhancement of its format is off, but the ones the seller turned on", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { adSets: [adSet("adset-1")], creativeFeatures: ["inline_comment", "video_filtering", "image_animation"] });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const objects = created();
    expect(objects.adcreatives).toHaveLength(2);
    const image = featuresOf(objects.adcreatives.find((creative) => creative.video_id === undefined)!);
    const video = featuresOf(objects.adcreatives.find((creative) => creative.video_id !== undefined)!);
    expect(image).toMatchObject({ inline_comment: { enroll_status: "OPT_IN" }, adapt_to_placement: { enroll_status: "OPT_OUT" } });
    // A generative enhancement needs a review the product does not offer: sent off whatever was stored.
    expect(image.image_animation).toEqual({ enroll_status: "OPT_OUT" });
    expect(video).toMatchObject({ inline_comment: { enroll_status: "OPT_IN" }, video_filtering: { enroll_status: "OPT_IN" } });
    expect(
      Object.entries(image)
        .filter(([, feature]) => feature.enroll_status === "OPT_IN")
        .map(([name]) => name),
    ).toEqual(["inline_comment"]);
    // Sent with every creative write, the validations before it included.
    for (const call of fake.state.log.filter((entry) => entry.endpoint === "adcreatives")) {
      expect(JSON.stringify(call.params)).toContain("creative_features_spec");
    }
  });
});

describe("publishCampaign", () => {
  it("creates one campaign and, per enabled ad set, an ad set and a creative and an ad per creative (the main one first), with Meta's required fields", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const interests = FAKE_INTERESTS.slice(0, 2).map((interest) => ({ id: interest.id, name: interest.en }));
    const campaign = await savedCampaign(user.id, {
      cities: ["sao-paulo-sp", "campinas-sp"],
      adSets: [adSet("adset-1", { metaInterests: interests }), adSet("adset-2", { enabled: false, budget: 0 }), adSet("adset-3", { budget: 3000 })],
    });
    const outcome = await publishCampaign(user.id, campaign.id, SELECTION);
    // Not activated: the campaign stays PAUSED at Meta, and paused here.
    expect(outcome).toEqual({ ok: true, metaCampaignId: expect.any(String), status: "paused" });

    expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 4, ads: 4, images: 1, videos: 1 });
    const objects = created();
    const metaCampaign = objects.campaigns[0]!;
    expect(metaCampaign).toMatchObject({
      name: "Verão Corrida",
      objective: "OUTCOME_TRAFFIC",
      status: "PAUSED",
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
    });
    expect(requests("campaigns")[0]!.params).toMatchObject({ special_ad_categories: "[]", status: "PAUSED", is_adset_budget_sharing_enabled: "false" });

    const adSetCalls = requests("adsets").map((call) => call.params);
    expect(adSetCalls.map((params) => params.daily_budget)).toEqual(["2500", "3000"]);
    const targeting = JSON.parse(String(adSetCalls[0]!.targeting)) as Record<string, unknown>;
    expect(targeting).toEqual({
      geo_locations: { cities: [{ key: fakeMetaCityKey("sao-paulo-sp") }, { key: fakeMetaCityKey("campinas-sp") }] },
      age_min: 25,
      age_max: 45,
      flexible_spec: [{ interests }],
      targeting_automation: { advantage_audience: 0 },
    });
    expect(JSON.parse(String(adSetCalls[1]!.targeting))).not.toHaveProperty("flexible_spec");
    for (const params of adSetCalls) {
      expect(params).toMatchObject({
        campaign_id: outcome.ok && outcome.metaCampaignId,
        billing_event: "IMPRESSIONS",
        optimization_goal: "LINK_CLICKS",
        destination_type: "WEBSITE",
        bid_strategy: "LOWEST_COST_WITHOUT_CAP",
        status: "ACTIVE",
      });
      expect(params.start_time).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00-03:00$/);
      expect(params.end_time).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59-03:00$/);
      expect(params).not.toHaveProperty("promoted_object");
    }

    const image = objects.images[0]!;
    const video = objects.videos[0]!;
    const link = "https://loja.example.com/tenis-corrida-pro";
    const texts = { message: "Amortecimento responsivo para treinos e provas.", call_to_action: { type: "SHOP_NOW", value: { link } } };
    const page = { page_id: SELECTION.pageId, instagram_user_id: SELECTION.instagramAccountId };
    const imageSpec = { ...page, link_data: { image_hash: image.hash, link, name: "Corra mais leve", ...texts } };
    // The video's thumbnail is the uploaded image.
    const videoSpec = { ...page, video_data: { video_id: video.id, image_hash: image.hash, title: "Corra mais leve", ...texts } };
    for (const call of requests("adcreatives")) expect(call.params).not.toHaveProperty("instagram_actor_id");
    expect(requests("adcreatives").map((call) => JSON.parse(String(call.params.object_story_spec)) as unknown)).toEqual([
      imageSpec,
      videoSpec,
      imageSpec,
      videoSpec,
    ]);
    // Each ad shows its own creative, named after the campaign, its ad set and the creative's file.
    const creativeIds = objects.adcreatives.map((creative) => creative.id);
    expect(objects.ads.map((ad) => (ad.creative as { id: string }).id)).toEqual(creativeIds);
    expect(adPairs()).toEqual([
      `Conjunto adset-1 > ${String(image.hash)}`,
      `Conjunto adset-1 > ${video.id}`,
      `Conjunto adset-3 > ${String(image.hash)}`,
      `Conjunto adset-3 > ${video.id}`,
    ]);
    expect(objects.ads.map((ad) => ad.name)).toEqual([
      "Verão Corrida - Conjunto adset-1 - image-0.jpg",
      "Verão Corrida - Conjunto adset-1 - video-1.mp4",
      "Verão Corrida - Conjunto adset-3 - image-0.jpg",
      "Verão Corrida - Conjunto adset-3 - video-1.mp4",
    ]);
    expect(objects.adcreatives.map((creative) => creative.name)).toEqual(objects.ads.map((ad) => ad.name));
    expect(objects.ads.every((ad) => ad.status === "ACTIVE")).toBe(true);
    expect(requests("activate")).toHaveLength(0);

    const row = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row).toMatchObject({
      status: "paused",
      metaCampaignId: metaCampaign.id,
      metaAdAccountName: "Loja Passo Firme",
      metaPageName: "Passo Firme",
      metaPixelName: "Pixel Passo Firme",
      metaInstagramUsername: "passofirme",
    });
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({
      status: "completed",
      step: "completed",
      running: false,
      error: null,
      progress: {
        media: { done: 2, total: 2 },
        campaign: true,
        adSets: { done: 2, total: 2 },
        creatives: { done: 4, total: 4 },
        ads: { done: 4, total: 4 },
        activated: false,
      },
    });

    // Publishing a published campaign again sends nothing and answers the same campaign.
    const before = fake.state.log.length;
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toEqual(outcome);
    expect(fake.state.log.length).toBe(before);
  });

  it("publishes for conversions with the pixel and PURCHASE, a video ad, and activates the campaign when asked", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { objective: "conversions", main: 1, adSets: [adSet("adset-1")] });
    const outcome = await publishCampaign(user.id, campaign.id, { ...SELECTION, instagramAccountId: null, activate: true });
    expect(outcome).toMatchObject({ ok: true, status: "active" });

    const objects = created();
    expect(objects.campaigns[0]).toMatchObject({ objective: "OUTCOME_SALES", status: "ACTIVE" });
    expect(objects.adsets[0]).toMatchObject({
      optimization_goal: "OFFSITE_CONVERSIONS",
      promoted_object: { pixel_id: SELECTION.pixelId, custom_event_type: "PURCHASE" },
    });
    const spec = JSON.parse(String(requests("adcreatives")[0]!.params.object_story_spec)) as Record<string, unknown>;
    expect(spec).not.toHaveProperty("instagram_user_id");
    expect(spec.video_data).toEqual({
      video_id: objects.videos[0]!.id,
      image_hash: objects.images[0]!.hash,
      title: "Corra mais leve",
      message: "Amortecimento responsivo para treinos e provas.",
      call_to_action: { type: "SHOP_NOW", value: { link: "https://loja.example.com/tenis-corrida-pro" } },
    });
    expect(requests("activate").map((call) => call.params.status)).toEqual(["ACTIVE"]);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ status: "active", metaInstagramUsername: null });
  });

  it("uses Meta's own thumbnail for a video-only campaign", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["video"], adSets: [adSet("adset-1")] });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const spec = JSON.parse(String(requests("adcreatives")[0]!.params.object_story_spec)) as { video_data: Record<string, unknown> };
    expect(spec.video_data.image_url).toMatch(/\/fake-cdn\/videos\/\d+\.png$/);
  });

  it.each(["adimages", "advideos", "campaigns", "adsets", "adcreatives", "ads", "activate"])(
    "stops at a failure in %s, then a retry finishes without creating anything twice",
    async (step) => {
      const user = await userWithMeta(FAKE_META_SEED_TOKEN);
      const campaign = await savedCampaign(user.id);
      const selection = { ...SELECTION, activate: true };
      fake.failOnce({ step, error: UNKNOWN_WRITE_FAILURE });
      const first = await publishCampaign(user.id, campaign.id, selection);
      expect(first).toMatchObject({ ok: false, error: "wizard.publish.errors.unavailable.title", classification: { kind: "unavailable" } });
      const run = await getPublishRun(user.id, campaign.id);
      expect(run).toMatchObject({
        status: "failed",
        running: false,
        error: { code: 1, subcode: 99, message: "An unknown error occurred", fbtraceId: expect.any(String) },
      });
      expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ status: "draft", metaCampaignId: null });

      const second = await publishCampaign(user.id, campaign.id, selection);
      expect(second).toMatchObject({ ok: true, status: "active" });
      expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 4, ads: 4, images: 1, videos: 1 });
      // Each object was asked for once, plus the one failed attempt of the step that failed; a step Meta
      // validates first failed in its checks, before writing anything.
      const asked: Record<string, number> = { adsets: 2, adcreatives: 4, ads: 4 };
      for (const endpoint of ["adimages", "advideos", "campaigns", "adsets", "adcreatives", "ads", "activate"]) {
        const expected = asked[endpoint] ?? 1;
        expect([endpoint, requests(endpoint).length]).toEqual([endpoint, expected + (endpoint === step && !VALIDATED.has(step) ? 1 : 0)]);
        // The failed step's checks ran up to the refusal (a whole batch; an ad set's check is a call of its
        // own, Meta's batches holding one ad set of a campaign), then all again on the retry.
        const failedChecks = endpoint === "adsets" ? 1 : expected;
        if (VALIDATED.has(endpoint)) expect([endpoint, validations(endpoint).length]).toEqual([endpoint, expected + (endpoint === step ? failedChecks : 0)]);
      }
      expect(await getPublishRun(user.id, campaign.id)).toMatchObject({ status: "completed", error: null, progress: { activated: true } });
    },
  );

  it("checks every ad set with validate_only first: Meta refusing the second creates neither, with Meta's words", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id);
    fake.failOnce({
      step: "adsets",
      after: 1,
      error: {
        code: 100,
        error_subcode: 1487694,
        is_transient: false,
        message: "Invalid parameter",
        error_user_title: "Público muito pequeno",
        error_user_msg: "Amplie o público deste conjunto.",
      },
    });
    const outcome = await publishCampaign(user.id, campaign.id, SELECTION);
    expect(outcome).toMatchObject({
      ok: false,
      step: "adsets",
      classification: {
        kind: "validation",
        values: {},
        metaMessage: "Público muito pequeno: Amplie o público deste conjunto.",
        technical: expect.stringContaining("code 100/1487694 · Invalid parameter"),
      },
    });
    expect(counts()).toMatchObject({ adsets: 0 });
    expect(validations("adsets")).toHaveLength(2);
  });

  it("stops at a failure between two ads, then a retry creates only the ads missing, each once", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id);
    failAtCall("ads", 3);
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "ads" });
    expect(counts()).toMatchObject({ adcreatives: 4, ads: 2 });
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({
      status: "failed",
      step: "ads",
      progress: { creatives: { done: 4, total: 4 }, ads: { done: 2, total: 4 } },
    });

    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true, status: "paused" });
    expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 4, ads: 4, images: 1, videos: 1 });
    expect(new Set(adPairs()).size).toBe(4);
    // Four ads asked for once each, plus the one that failed; no creative asked for again.
    expect(requests("ads")).toHaveLength(5);
    expect(requests("adcreatives")).toHaveLength(4);
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({
      status: "completed",
      progress: { creatives: { done: 4, total: 4 }, ads: { done: 4, total: 4 } },
    });
  });

  it("resumes a run stored with one ad per set (the main creative's) without creating that ad again", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    // The first attempt stops after the first set's ad: the second set has its creative but no ad.
    failAtCall("ads", 2);
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "ads" });
    expect(counts()).toMatchObject({ adsets: 2, adcreatives: 2, ads: 1 });
    const imageCreatives = created().adcreatives.map((creative) => creative.id);

    // Stored as before every creative ran: { adSetId, creativeId, adId } per set, for the main creative.
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    const stored = run.state as { adSets: Record<string, { adSetId: string; ads: Record<string, object> }> };
    const oldSets = Object.fromEntries(Object.entries(stored.adSets).map(([key, set]) => [key, { adSetId: set.adSetId, ...set.ads["creative-0"] }]));
    expect(oldSets).toEqual({
      "adset-1": { adSetId: expect.any(String), creativeId: expect.any(String), adId: expect.any(String) },
      "adset-2": { adSetId: expect.any(String), creativeId: expect.any(String) },
    });
    await db.metaPublishRun.update({ where: { campaignId: campaign.id }, data: { state: { ...stored, adSets: oldSets } } });
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({
      progress: { adSets: { done: 2, total: 2 }, creatives: { done: 2, total: 2 }, ads: { done: 1, total: 2 } },
    });

    // A video added since: the retry gives it an ad in each set, and the image the ad the second set lacks.
    const video = { id: "creative-1", type: "video", url: await storeMedia(user.id, "clip-640x360.mp4"), name: "video-1.mp4", generated: false, isMain: false };
    await db.campaign.update({ where: { id: campaign.id }, data: { creatives: [...(campaign.creatives as object[]), video] } });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true, status: "paused" });
    expect(counts()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 4, ads: 4, images: 1, videos: 1 });
    expect(new Set(adPairs()).size).toBe(4);
    expect(requests("adcreatives")).toHaveLength(4);
    expect(requests("ads")).toHaveLength(5);
    // The main creative's ads show the creatives the first attempt made, one per set.
    const imageAds = created().ads.filter((ad) => imageCreatives.includes((ad.creative as { id: string }).id));
    expect(imageAds.map((ad) => ad.name)).toEqual(["Verão Corrida - Conjunto adset-1 - image-0.jpg", "Verão Corrida - Conjunto adset-2 - image-0.jpg"]);
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({
      status: "completed",
      progress: { creatives: { done: 4, total: 4 }, ads: { done: 4, total: 4 } },
    });
  });

  it("uploads a video over 20 MB in Meta's chunks and resumes an interrupted upload where it stopped", async () => {
    fake.settings({ videoChunkSize: 8 * 1024 * 1024 });
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image", "bigVideo"], adSets: [adSet("adset-1")] });
    fake.failOnce({ step: "advideos.finish", error: UNKNOWN_WRITE_FAILURE });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "advideos" });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    const phases = requests("advideos").map((call) => call.params.upload_phase);
    expect(phases).toEqual(["start", "transfer", "transfer", "transfer", "finish", "finish"]);
    const offsets = requests("advideos")
      .filter((call) => call.params.upload_phase === "transfer")
      .map((call) => Number(call.params.start_offset));
    expect(offsets).toEqual([0, 8 * 1024 * 1024, 16 * 1024 * 1024]);
    expect(created().videos).toHaveLength(1);
    expect(created().videos[0]).toMatchObject({ source_size: 21 * 1024 * 1024 });
  });

  it("lets one of two simultaneous publishes do the work; the other is told one is running", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id);
    const outcomes = await Promise.all([publishCampaign(user.id, campaign.id, SELECTION), publishCampaign(user.id, campaign.id, SELECTION)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, error: "wizard.publish.errors.alreadyRunning" }]);
    expect(counts()).toMatchObject({ campaigns: 1, adsets: 2, ads: 4 });
  });

  it("ignores a publish while another holds the lock, and takes over a lock left by a publisher that died", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id);
    await db.metaPublishRun.create({ data: { campaignId: campaign.id, userId: user.id, lockedUntil: new Date(Date.now() + 60_000) } });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toEqual({ ok: false, error: "wizard.publish.errors.alreadyRunning" });
    expect(fake.state.log).toHaveLength(0);
    await db.metaPublishRun.update({ where: { campaignId: campaign.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
  });

  it("blocks with 'Conexão Meta necessária' when the token has under 10 minutes left or is missing, sending nothing", async () => {
    const soon = await userWithMeta(FAKE_META_SEED_TOKEN, 5 * 60 * 1000);
    const campaign = await savedCampaign(soon.id);
    expect(await publishCampaign(soon.id, campaign.id, SELECTION)).toEqual({ ok: false, error: "wizard.publish.errors.metaRequired" });
    await db.profile.update({ where: { userId: soon.id }, data: { metaAccessToken: null, metaTokenExpiresAt: null } });
    expect(await publishCampaign(soon.id, campaign.id, SELECTION)).toEqual({ ok: false, error: "wizard.publish.errors.metaRequired" });
    expect(fake.state.log).toHaveLength(0);
    expect(await db.metaPublishRun.count({ where: { campaignId: campaign.id } })).toBe(0);
  });

  it("classifies a token Meta no longer accepts as expired, pointing to Integrations", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id);
    fake.expireTokens();
    const outcome = await publishCampaign(user.id, campaign.id, SELECTION);
    expect(outcome).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.tokenExpired.title",
      // The ad account's currency and minimum are read first: nothing was sent when the token fails.
      step: "start",
      classification: {
        kind: "tokenExpired",
        hintKey: "wizard.publish.errors.tokenExpired.hint",
        actionKey: "wizard.publish.actions.openIntegrations",
        href: "/integrations",
      },
    });
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({
      status: "failed",
      step: "start",
      error: { code: 190, subcode: 463, kind: "tokenExpired" },
    });
  });

  it("classifies Meta's rate limit with the retry action, and resumes once it lifts", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id);
    fake.rateLimit({ endpoint: "campaigns", regainMinutes: 5 });
    const outcome = await publishCampaign(user.id, campaign.id, SELECTION);
    expect(outcome).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.rateLimit.title",
      step: "campaign",
      classification: { kind: "rateLimit", actionKey: "wizard.publish.actions.retryLater" },
    });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(counts()).toMatchObject({ campaigns: 1, images: 1, videos: 1 });
  });

  it("stops a budget under the ad account's minimum (as Meta reports it) before anything exists at Meta", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { adSets: [adSet("adset-1", { budget: 2500 }), adSet("adset-2", { budget: 2500 })] });
    const original = MINIMUM_BUDGETS.BRL!;
    MINIMUM_BUDGETS.BRL = 4000;
    try {
      const outcome = await publishCampaign(user.id, campaign.id, SELECTION);
      expect(outcome).toMatchObject({
        ok: false,
        error: "wizard.publish.errors.budgetTooLow.title",
        classification: {
          kind: "budgetTooLow",
          actionKey: "wizard.publish.actions.adjustBudget",
          values: { current: 5000, minimum: 8000, recommended: 9600, sets: 2, maxAdSets: 1, currency: "BRL" },
        },
      });
      expect(counts()).toMatchObject({ campaigns: 0, adsets: 0, images: 0, videos: 0 });
    } finally {
      MINIMUM_BUDGETS.BRL = original;
    }
  });

  it("refuses what publishing cannot send before calling Meta", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const noMedia = await savedCampaign(user.id, { media: [] });
    expect(await publishCampaign(user.id, noMedia.id, SELECTION)).toEqual({ ok: false, error: "wizard.config.errors.creativeRequired" });
    const sales = await savedCampaign(user.id, { objective: "conversions" });
    expect(await publishCampaign(user.id, sales.id, { ...SELECTION, pixelId: null })).toEqual({ ok: false, error: "wizard.publish.errors.pixelRequired" });
    const cheap = await savedCampaign(user.id, { adSets: [adSet("adset-1", { budget: 1000 })] });
    expect(await publishCampaign(user.id, cheap.id, SELECTION)).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.budgetTooLow.title",
      values: { current: 1000, minimum: 2000, recommended: 2400, sets: 1, maxAdSets: 0, currency: "BRL" },
    });
    expect(fake.state.log).toHaveLength(0);
  });

  it("answers not found for another user's campaign and sends nothing", async () => {
    const owner = await userWithMeta(FAKE_META_SEED_TOKEN);
    const intruder = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(owner.id);
    expect(await publishCampaign(intruder.id, campaign.id, SELECTION)).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect(await getPublishRun(intruder.id, campaign.id)).toBeNull();
    expect(fake.state.log).toHaveLength(0);
    expect(await db.metaPublishRun.count({ where: { campaignId: campaign.id } })).toBe(0);
  });
});
