// The fake Meta's creatives with one image per placement (e2e/fakes/meta/asset-feed.ts) and Advantage+
// creative features (e2e/fakes/meta/creative-features.ts); the contract and its sources are in
// docs/research/placement-assets.md. Called over HTTP, directly, in batches and with validate_only; the
// image each placement shows is read back from GET /__control/placements/{creative or ad id}.
import { DEFAULT_AD_ACCOUNTS, FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import type { PlacementReadout } from "@/e2e/fakes/meta/asset-feed";
import { makePng } from "@/e2e/fakes/png";
import { ACT, BRAZIL_DECLARATION, TINY_PNG, control, graph, type GraphAnswer, type GraphErrorJson } from "./fake-meta-helpers";

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;
const PAGE = "104857600000001";
const INSTAGRAM = "17841400000000001";
const OTHER_ACCOUNT = "120210000000003";

beforeAll(async () => {
  meta = await startFakeMeta();
});
afterAll(() => meta.close());
beforeEach(() => control(meta, "/reset", {}));

const post = (path: string, form: Record<string, unknown>) => graph(meta, path, token, { form });
const created = (answer: GraphAnswer) => {
  if (answer.body.error) throw new Error(answer.body.error.message);
  return String(answer.body.id);
};
const readout = (id: string) => control<PlacementReadout>(meta, `/placements/${id}`);
type Node = Record<string, unknown> & { id: string };
const creatives = () => (meta.snapshot().accounts[ACT] as { adcreatives: Node[] }).adcreatives;

/** Answered 400 with code 100 and, when given, that subcode; the error for further checks. */
const refused = (answer: GraphAnswer, subcode?: number): GraphErrorJson => {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({ code: 100, type: "OAuthException" });
  if (subcode !== undefined) expect(answer.body.error!.error_subcode).toBe(subcode);
  return answer.body.error!;
};
const refusalText = (error: GraphErrorJson) => `${error.message} ${error.error_user_title ?? ""} ${error.error_user_msg ?? ""}`;

async function upload(png: Buffer, name: string, act = ACT) {
  const answer = await post(`${act}/adimages`, { bytes: png.toString("base64"), name });
  return (answer.body.images as Record<string, { hash: string }>)[name]!.hash;
}

/** The seller's three crops: 1:1, 4:5 and 9:16 (different pixels, so different hashes). */
async function crops() {
  return {
    square: await upload(makePng(108, 108, { accent: [200, 0, 0] }), "square.png"),
    portrait: await upload(makePng(108, 135, { accent: [0, 150, 0] }), "portrait.png"),
    vertical: await upload(makePng(108, 192, { accent: [0, 0, 200] }), "vertical.png"),
  };
}

type Hashes = Awaited<ReturnType<typeof crops>>;
type Feed = Record<string, unknown> & { images: Record<string, unknown>[]; asset_customization_rules: Record<string, unknown>[] };

/** The creative of docs/research/placement-assets.md §1.7: 9:16 on Stories and Reels, 4:5 on feeds, 1:1 elsewhere. */
function placementFeed(hashes: Hashes): Feed {
  return {
    optimization_type: "PLACEMENT",
    ad_formats: ["SINGLE_IMAGE"],
    images: [
      { hash: hashes.square, adlabels: [{ name: "square" }] },
      { hash: hashes.portrait, adlabels: [{ name: "portrait" }] },
      { hash: hashes.vertical, adlabels: [{ name: "vertical" }] },
    ],
    bodies: [{ text: "Amortecimento para a corrida de todo dia" }],
    titles: [{ text: "Tênis Pro" }],
    descriptions: [{ text: "Frete grátis" }],
    link_urls: [{ website_url: "https://loja.example/tenis-pro" }],
    call_to_action_types: ["SHOP_NOW"],
    asset_customization_rules: [
      {
        priority: 1,
        image_label: { name: "vertical" },
        customization_spec: {
          publisher_platforms: ["facebook", "instagram"],
          facebook_positions: ["story", "facebook_reels"],
          instagram_positions: ["story", "reels"],
        },
      },
      {
        priority: 2,
        image_label: { name: "portrait" },
        customization_spec: {
          publisher_platforms: ["facebook", "instagram"],
          facebook_positions: ["feed"],
          instagram_positions: ["stream", "explore", "profile_feed"],
        },
      },
      { priority: 3, image_label: { name: "square" }, customization_spec: {} },
    ],
  };
}

const creativeForm = (feed: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: "Tênis Pro por posicionamento",
  object_story_spec: { page_id: PAGE, instagram_user_id: INSTAGRAM },
  asset_feed_spec: feed,
  ...extra,
});

/** A feed with one change to its rule `index` (or its customization_spec). */
function withRule(feed: Feed, index: number, change: Record<string, unknown>): Feed {
  const rules = feed.asset_customization_rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule));
  return { ...feed, asset_customization_rules: rules };
}
const withSpec = (feed: Feed, index: number, spec: Record<string, unknown>) => withRule(feed, index, { customization_spec: spec });

async function campaign(objective = "OUTCOME_TRAFFIC") {
  return created(
    await post(`${ACT}/campaigns`, { name: "Tênis", objective, status: "ACTIVE", special_ad_categories: [], is_adset_budget_sharing_enabled: false }),
  );
}

async function adSet(campaignId: string, targeting: Record<string, unknown> = {}, goal = "LINK_CLICKS") {
  return created(
    await post(`${ACT}/adsets`, {
      name: "Conjunto",
      campaign_id: campaignId,
      daily_budget: "2000",
      billing_event: "IMPRESSIONS",
      optimization_goal: goal,
      targeting: { geo_locations: { countries: ["BR"] }, targeting_automation: { advantage_audience: 0 }, ...targeting },
      ...BRAZIL_DECLARATION,
      status: "ACTIVE",
    }),
  );
}

const adForm = (adSetId: string, creativeId: string, status?: string) => ({
  name: "Anúncio",
  adset_id: adSetId,
  creative: { creative_id: creativeId },
  ...(status ? { status } : {}),
});

describe("a creative with one image per placement ([PAC])", () => {
  it("is accepted with three crops and rules, and shows each crop on its placements", async () => {
    const hashes = await crops();
    const feed = placementFeed(hashes);
    const features = { creative_features_spec: { pac_relaxation: { enroll_status: "OPT_OUT" }, adapt_to_placement: { enroll_status: "OPT_OUT" } } };
    const id = created(await post(`${ACT}/adcreatives`, creativeForm(feed, { degrees_of_freedom_spec: features })));

    const seen = await readout(id);
    expect(seen).toMatchObject({ id, kind: "adcreative", creative_id: id, optimization_type: "PLACEMENT" });
    const vertical = { label: "vertical", hash: hashes.vertical, width: 108, height: 192, url: expect.stringContaining(hashes.vertical) };
    const portrait = { label: "portrait", hash: hashes.portrait, width: 108, height: 135, url: expect.any(String) };
    const square = { label: "square", hash: hashes.square, width: 108, height: 108, url: expect.any(String) };
    expect(seen.placements).toEqual({
      "facebook:story": vertical,
      "facebook:facebook_reels": vertical,
      "instagram:story": vertical,
      "instagram:reels": vertical,
      "facebook:feed": portrait,
      "instagram:stream": portrait,
      "instagram:explore": portrait,
      "instagram:profile_feed": portrait,
      "*": square,
    });
    expect(seen.creative_features).toEqual({ pac_relaxation: "OPT_OUT", adapt_to_placement: "OPT_OUT" });

    // Graph shows the feed as sent, and the features.
    const read = await graph(meta, id, token, { query: { fields: "asset_feed_spec,degrees_of_freedom_spec,object_story_spec" } });
    expect(read.body).toEqual({
      id,
      asset_feed_spec: feed,
      degrees_of_freedom_spec: features,
      object_story_spec: { page_id: PAGE, instagram_user_id: INSTAGRAM },
    });
  });

  it("reads an ad's placements through its ad set: each one the ad set names, with the rule that covers it", async () => {
    const hashes = await crops();
    const creativeId = created(await post(`${ACT}/adcreatives`, creativeForm(placementFeed(hashes))));
    const adSetId = await adSet(await campaign(), {
      publisher_platforms: ["facebook", "instagram", "audience_network"],
      facebook_positions: ["feed", "story", "marketplace"],
      instagram_positions: ["stream", "reels"],
      audience_network_positions: ["classic"],
    });
    const adId = created(await post(`${ACT}/ads`, adForm(adSetId, creativeId, "ACTIVE")));
    const seen = await readout(adId);
    expect(seen).toMatchObject({ id: adId, kind: "ad", creative_id: creativeId });
    const hashOf = Object.fromEntries(Object.entries(seen.placements).map(([key, asset]) => [key, asset?.hash]));
    expect(hashOf).toEqual({
      "facebook:feed": hashes.portrait,
      "facebook:story": hashes.vertical,
      "facebook:marketplace": hashes.square,
      "instagram:stream": hashes.portrait,
      "instagram:reels": hashes.vertical,
      "audience_network:classic": hashes.square,
    });
  });

  it("follows priority before list order, and leaves a placement no rule covers to Meta (null) when there is no default rule", async () => {
    const hashes = await crops();
    const feed = placementFeed(hashes);
    // Two rules only: feed 4:5 (priority 2) listed first, every story 9:16 (priority 1); no {} rule.
    const rules = [
      { priority: 2, image_label: { name: "portrait" }, customization_spec: { publisher_platforms: ["facebook"], facebook_positions: ["feed", "story"] } },
      { priority: 1, image_label: { name: "vertical" }, customization_spec: { publisher_platforms: ["facebook"], facebook_positions: ["story"] } },
    ];
    const id = created(await post(`${ACT}/adcreatives`, creativeForm({ ...feed, asset_customization_rules: rules })));
    const seen = await readout(id);
    expect(seen.placements["facebook:story"]).toMatchObject({ hash: hashes.vertical });
    expect(seen.placements["facebook:feed"]).toMatchObject({ hash: hashes.portrait });
    expect(seen.placements["*"]).toBeNull();
  });

  it("runs the same checks in validate_only and in a batch, creating nothing on refusal", async () => {
    const feed = placementFeed(await crops());
    const validate = { execution_options: ["validate_only"] };
    expect((await post(`${ACT}/adcreatives`, { ...creativeForm(feed), ...validate })).body).toEqual({ success: true });
    refused(await post(`${ACT}/adcreatives`, { ...creativeForm(withRule(feed, 0, { image_label: { name: "nine-sixteen" } })), ...validate }), 2446173);
    expect(creatives()).toHaveLength(0);

    const body = (form: Record<string, unknown>) =>
      new URLSearchParams(Object.entries(form).map(([key, value]) => [key, typeof value === "object" ? JSON.stringify(value) : String(value)])).toString();
    const answer = await graph(meta, "", token, {
      form: {
        batch: [
          { method: "POST", relative_url: `${ACT}/adcreatives`, body: body(creativeForm(feed)) },
          {
            method: "POST",
            relative_url: `${ACT}/adcreatives`,
            body: body(creativeForm(withSpec(feed, 0, { publisher_platforms: ["instagram"], instagram_positions: ["status"] }))),
          },
        ],
      },
    });
    const [ok, bad] = answer.body as unknown as { code: number; body: string }[];
    expect(ok!.code).toBe(200);
    expect(bad!.code).toBe(400);
    expect(JSON.parse(bad!.body)).toMatchObject({ error: { code: 100, message: expect.stringContaining("instagram_positions") } });
    expect(creatives()).toHaveLength(1);
  });

  it("keeps the plain link_data creative as before, one image everywhere", async () => {
    const hash = await upload(TINY_PNG, "p.png");
    const id = created(
      await post(`${ACT}/adcreatives`, {
        name: "Simples",
        object_story_spec: { page_id: PAGE, link_data: { image_hash: hash, link: "https://loja.example/p" } },
      }),
    );
    expect(creatives()[0]).toMatchObject({ object_type: "SHARE", image_hash: hash, link_url: "https://loja.example/p" });
    expect(creatives()[0]).not.toHaveProperty("asset_feed_spec");
    expect((await readout(id)).placements).toEqual({ "*": { hash, url: expect.stringContaining(hash) } });
    expect((await readout(id)).optimization_type).toBeNull();
  });
});

describe("placement creatives Meta refuses", () => {
  let feed: Feed;
  beforeEach(async () => {
    feed = placementFeed(await crops());
  });
  const attempt = (changed: Record<string, unknown>, extra: Record<string, unknown> = {}) => post(`${ACT}/adcreatives`, creativeForm(changed, extra));

  it("refuses a rule label no image carries (2446173), and one several images carry (1885878)", async () => {
    const unknown = refused(await attempt(withRule(feed, 1, { image_label: { name: "retrato" } })), 2446173);
    expect(unknown.error_user_title).toBe("Target rule label doesn't refer to any of the asset labels");
    // The 4:5 image carries "vertical" too: rule #1 (label "vertical") would have two images.
    const shared = { ...feed, images: feed.images.map((image, i) => (i === 1 ? { ...image, adlabels: [{ name: "portrait" }, { name: "vertical" }] } : image)) };
    expect(refused(await attempt(shared), 1885878).error_user_title).toBe("Multiple images assets can not be applied to rule #1");
    // Two titles and no title_label on the rules: Meta can't tell which one a rule shows.
    const titles = { ...feed, titles: [{ text: "Tênis Pro" }, { text: "Corra mais" }] };
    expect(refused(await attempt(titles), 1885878).error_user_title).toBe("Multiple titles assets can not be applied to rule #1");
    expect(creatives()).toHaveLength(0);
  });

  it("refuses positions that aren't Meta's, WhatsApp in a rule, and platforms without their positions", async () => {
    expect(refusalText(refused(await attempt(withSpec(feed, 0, { publisher_platforms: ["facebook"], facebook_positions: ["stories"] }))))).toContain(
      "facebook_positions] must be one of",
    );
    expect(refusalText(refused(await attempt(withSpec(feed, 0, { publisher_platforms: ["whatsapp"] }))))).toContain("publisher_platforms] must be one of");
    expect(
      refusalText(
        refused(await attempt(withSpec(feed, 0, { publisher_platforms: ["instagram"], instagram_positions: ["story"], whatsapp_positions: ["status"] }))),
      ),
    ).toContain("can't name WhatsApp Status");
    expect(refusalText(refused(await attempt(withSpec(feed, 0, { publisher_platforms: ["facebook", "instagram"], facebook_positions: ["story"] }))))).toContain(
      "instagram_positions] is required",
    );
    expect(
      refusalText(
        refused(await attempt(withSpec(feed, 0, { publisher_platforms: ["facebook"], facebook_positions: ["story"], instagram_positions: ["story"] }))),
      ),
    ).toContain("instagram isn't in its publisher_platforms");
    expect(refusalText(refused(await attempt(withSpec(feed, 0, { facebook_positions: ["story"] }))))).toContain("publisher_platforms] is required");
  });

  it("refuses an image hash of another ad account", async () => {
    await control(meta, "/assets", {
      adAccounts: [
        ...DEFAULT_AD_ACCOUNTS,
        { account_id: OTHER_ACCOUNT, name: "Outra", account_status: 1, currency: "BRL", timezone_name: "America/Sao_Paulo" },
      ],
    });
    const foreign = await upload(makePng(7, 7), "outra.png", `act_${OTHER_ACCOUNT}`);
    const images = [...feed.images.slice(0, 2), { hash: foreign, adlabels: [{ name: "vertical" }] }];
    const error = refused(await attempt({ ...feed, images }));
    expect(error.error_user_title).toBe("Image not found");
    expect(error.error_user_msg).toContain(foreign);
  });

  it("refuses a feed missing what Meta requires: two rules, the image label, the format, links, customization_spec", async () => {
    expect(refused(await attempt({ ...feed, asset_customization_rules: feed.asset_customization_rules.slice(0, 1) })).error_user_title).toBe(
      "At least two customization rules",
    );
    const noLabel = { ...feed, asset_customization_rules: feed.asset_customization_rules.map(({ image_label: _label, ...rule }) => rule) };
    expect(refused(await attempt(noLabel)).message).toBe("(#100) The parameter asset_feed_spec[asset_customization_rules][0][image_label] is required");
    const { ad_formats: _formats, ...noFormat } = feed;
    expect(refused(await attempt(noFormat)).message).toBe("(#100) The parameter asset_feed_spec[ad_formats] is required");
    const { link_urls: _links, ...noLinks } = feed;
    expect(refused(await attempt(noLinks)).message).toBe("(#100) The parameter asset_feed_spec[link_urls] is required");
    expect(refusalText(refused(await attempt({ ...feed, link_urls: [{ website_url: "loja.example" }] })))).toContain("website_url] must be a valid URL");
    const { customization_spec: _spec, ...bare } = feed.asset_customization_rules[1]!;
    const noSpec = { ...feed, asset_customization_rules: [feed.asset_customization_rules[0], bare, feed.asset_customization_rules[2]] };
    expect(refused(await attempt(noSpec)).message).toBe("(#100) The parameter asset_feed_spec[asset_customization_rules][1][customization_spec] is required");
    expect(refusalText(refused(await attempt({ ...feed, images: [] })))).toContain("asset_feed_spec[images] is required");
    expect(creatives()).toHaveLength(0);
  });

  it("refuses bad formats and values: two formats, unknown ones, two descriptions, unknown call-to-action types", async () => {
    expect(refused(await attempt({ ...feed, ad_formats: ["SINGLE_IMAGE", "SINGLE_VIDEO"] })).error_user_title).toBe("Invalid ad format");
    expect(refused(await attempt({ ...feed, ad_formats: ["IMAGE"] })).message).toContain("ad_formats] must be one of");
    expect(refused(await attempt({ ...feed, optimization_type: "PLACEMENTS" })).message).toContain("optimization_type] must be one of");
    expect(refused(await attempt({ ...feed, descriptions: [{ text: "Um" }, { text: "Dois" }] })).error_user_title).toBe("One description");
    expect(refused(await attempt({ ...feed, call_to_action_types: ["COMPRAR"] })).message).toContain("call_to_action_types] must be one of");
    expect(refused(await attempt({ ...feed, bodies: [{ text: "x".repeat(1025) }] })).error_user_title).toBe("Text too long");
  });

  it("says plainly what it doesn't model: video feeds, WhatsApp's call to action, link_data beside the feed", async () => {
    expect(refused(await attempt({ ...feed, ad_formats: ["SINGLE_VIDEO"] })).error_user_title).toBe("Not modelled by the fake Meta");
    expect(refusalText(refused(await attempt({ ...feed, call_to_action_types: ["WHATSAPP_MESSAGE"] })))).toContain("clicks to WhatsApp");
    const beside = await post(`${ACT}/adcreatives`, {
      ...creativeForm(feed),
      object_story_spec: { page_id: PAGE, link_data: { link: "https://loja.example/p", image_hash: feed.images[0]!.hash } },
    });
    expect(refused(beside).error_user_title).toBe("Not modelled by the fake Meta");
  });

  it("asks for call_to_action_types at ad creation unless the campaign is OUTCOME_AWARENESS", async () => {
    const { call_to_action_types: _types, ...noButton } = feed;
    const creativeId = created(await attempt(noButton));
    const traffic = await adSet(await campaign());
    expect(refused(await post(`${ACT}/ads`, adForm(traffic, creativeId, "PAUSED"))).error_user_title).toBe("Call to action required");
    const awareness = await adSet(await campaign("OUTCOME_AWARENESS"), {}, "REACH");
    created(await post(`${ACT}/ads`, adForm(awareness, creativeId, "PAUSED")));
  });
});

describe("Advantage+ creative features (degrees_of_freedom_spec.creative_features_spec)", () => {
  const linkCreative = async (features: Record<string, unknown>) =>
    post(`${ACT}/adcreatives`, {
      name: "Com melhorias",
      object_story_spec: { page_id: PAGE, link_data: { image_hash: await upload(TINY_PNG, "p.png"), link: "https://loja.example/p" } },
      degrees_of_freedom_spec: { creative_features_spec: features },
    });

  it("stores the features sent, dropping an OPT_IN that doesn't fit the format ([A+C])", async () => {
    const id = created(
      await linkCreative({
        image_touchups: { enroll_status: "OPT_IN" },
        inline_comment: { enroll_status: "OPT_OUT" },
        video_filtering: { enroll_status: "OPT_IN" },
        text_optimizations: { enroll_status: "OPT_IN", customizations: { text_extraction: { enroll_status: "OPT_IN" } } },
      }),
    );
    expect((await readout(id)).creative_features).toEqual({ image_touchups: "OPT_IN", inline_comment: "OPT_OUT", text_optimizations: "OPT_IN" });
    expect(creatives()[0]).toMatchObject({ degrees_of_freedom_spec: { creative_features_spec: { image_touchups: { enroll_status: "OPT_IN" } } } });
  });

  it("refuses unknown feature names, a bad enroll_status and the deprecated standard_enhancements (3858504)", async () => {
    // Meta's own example writes "image_template"; the feature is image_templates (codegen AdCreativeFeaturesSpec).
    expect(refused(await linkCreative({ image_template: { enroll_status: "OPT_IN" } })).error_user_title).toBe("Unknown creative feature");
    expect(refused(await linkCreative({ image_touchups: { enroll_status: "YES" } })).message).toBe(
      "(#100) Param degrees_of_freedom_spec[creative_features_spec][image_touchups][enroll_status] must be one of {OPT_IN, OPT_OUT}",
    );
    expect(refused(await linkCreative({ image_touchups: "OPT_IN" })).message).toContain("must be an object");
    refused(await linkCreative({ standard_enhancements: { enroll_status: "OPT_IN" } }), 3858504);
    expect(creatives()).toHaveLength(0);
  });

  it("takes the features on a placement creative too, and asks for a PAUSED ad when a feature is generated with AI", async () => {
    const creativeId = created(
      await post(
        `${ACT}/adcreatives`,
        creativeForm(placementFeed(await crops()), { degrees_of_freedom_spec: { creative_features_spec: { image_animation: { enroll_status: "OPT_IN" } } } }),
      ),
    );
    expect((await readout(creativeId)).creative_features).toEqual({ image_animation: "OPT_IN" });
    const adSetId = await adSet(await campaign());
    expect(refused(await post(`${ACT}/ads`, adForm(adSetId, creativeId, "ACTIVE"))).error_user_title).toBe("Create the ad paused first");
    created(await post(`${ACT}/ads`, adForm(adSetId, creativeId, "PAUSED")));
  });
});
