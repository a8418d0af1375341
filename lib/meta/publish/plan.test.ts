import {
  adName,
  adPayload,
  adSetPayload,
  adsPlan,
  campaignPayload,
  creativePayload,
  MAX_ADS_PER_AD_SET,
  planPublish,
  schedule,
  type CampaignRow,
  type PublishPlan,
} from "@/lib/meta/publish/plan";
import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";
import { adsOf, claimOldMainAds, createdAnything, OLD_MAIN_AD, readState } from "@/lib/meta/run-state/state";
import { addDays, daysFromNow } from "@/tests/support/days";

// 001 §7 publish-to-meta: what is checked before anything is sent, and the payloads Meta receives.

const USER = "11111111-1111-4111-8111-111111111111";
// The campaign's week, a month from now (Meta leaves out a start that has passed).
const START = daysFromNow(30);
const END = addDays(START, 7);

const adSet = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Set ${id}`,
  title: "Corra mais",
  primaryText: "Conforto para seus treinos.",
  audience: ["Corrida"],
  metaInterests: [{ id: "6003", name: "Running" }],
  budget: 2500,
  enabled: true,
  ...overrides,
});

const row = (overrides: Partial<CampaignRow> = {}): CampaignRow => ({
  id: "c1",
  productName: "Tênis Pro",
  projectName: "Verão",
  productUrl: "https://loja.example/tenis",
  cta: "SHOP_NOW",
  campaignObjective: "traffic",
  destination: "website",
  whatsappMessage: null,
  creativeFeatures: [],
  dailyBudget: 5000,
  currency: "BRL",
  targetingAgeMin: 21,
  targetingAgeMax: 45,
  targetingCountries: ["BR"],
  targetingCities: [],
  startDate: new Date(`${START}T00:00:00Z`),
  endDate: new Date(`${END}T00:00:00Z`),
  creatives: [
    { id: "a", type: "image", url: `/api/uploads/media/${USER}/a.jpg`, name: "a.jpg", generated: false, isMain: false },
    { id: "b", type: "video", url: `/api/uploads/media/${USER}/b.mp4`, name: "b.mp4", generated: false, isMain: true },
  ],
  adSetsConfig: [adSet("s1"), adSet("s2", { enabled: false, budget: 0 }), adSet("s3", { audience: [], metaInterests: [] })],
  ...overrides,
});

function plan(overrides: Partial<CampaignRow> = {}, pixelId: string | null = null): PublishPlan {
  const result = planPublish(row(overrides), { pixelId }, USER);
  if (!result.ok) throw new Error(result.error);
  return result.plan;
}

describe("planPublish", () => {
  it("keeps the enabled ad sets and picks the main creative", () => {
    const result = plan();
    expect(result.adSets.map((set) => set.id)).toEqual(["s1", "s3"]);
    expect(result.mainCreative.id).toBe("b");
    expect(result).toMatchObject({
      name: "Verão",
      objective: "traffic",
      link: "https://loja.example/tenis",
      cta: "SHOP_NOW",
      ageMin: 21,
      ageMax: 45,
      startDate: START,
      endDate: END,
    });
    expect(plan({ creatives: JSON.stringify(row().creatives), projectName: null }).name).toBe("Tênis Pro");
  });

  it.each<[string, Partial<CampaignRow>, string | null, string]>([
    ["no creative", { creatives: [] }, null, "wizard.config.errors.creativeRequired"],
    ["no enabled ad set", { adSetsConfig: [adSet("s1", { enabled: false })] }, null, "wizard.save.errors.noEnabledSet"],
    [
      "another user's file",
      { creatives: [{ id: "x", type: "image", url: "/api/uploads/media/someone-else/x.jpg", name: "x", generated: false, isMain: true }] },
      null,
      "wizard.save.errors.foreignMedia",
    ],
    [
      "an outside address",
      { creatives: [{ id: "x", type: "image", url: "https://cdn.example/x.jpg", name: "x", generated: false, isMain: true }] },
      null,
      "wizard.save.errors.foreignMedia",
    ],
    ["conversions without a pixel", { campaignObjective: "conversions" }, null, "wizard.publish.errors.pixelRequired"],
    ["an empty title", { adSetsConfig: [adSet("s1", { title: " " })] }, null, "wizard.save.errors.adSetTitle"],
    ["an unknown city", { targetingCities: ["atlantis-xx"] }, null, "wizard.publish.errors.cityNotFound"],
    // Issue 31: the AI's segments are shown on the set; sending none of them would not be what it shows.
    ["segments never matched to Meta interests", { adSetsConfig: [adSet("s1", { metaInterests: [] })] }, null, "wizard.adSets.errors.unmatched"],
  ])("refuses %s", (_label, overrides, pixelId, error) => {
    expect(planPublish(row(overrides), { pixelId }, USER)).toMatchObject({ ok: false, error });
  });

  it("refuses more creatives than Meta allows ads in an ad set, before sending anything", () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `c${index}`,
        type: "image",
        url: `/api/uploads/media/${USER}/${index}.jpg`,
        name: `${index}.jpg`,
        generated: false,
        isMain: index === 0,
      }));
    expect(planPublish(row({ creatives: many(MAX_ADS_PER_AD_SET + 1) }), { pixelId: null }, USER)).toEqual({
      ok: false,
      error: "wizard.publish.errors.tooManyAds",
      values: { count: 51, max: 50 },
    });
    expect(planPublish(row({ creatives: many(MAX_ADS_PER_AD_SET) }), { pixelId: null }, USER)).toMatchObject({ ok: true });
  });

  it("keeps one creative per id (the run keys media and ads by it)", () => {
    const [image, video] = row().creatives as Record<string, unknown>[];
    expect(plan({ creatives: [image, video, { ...image, name: "copy.jpg" }] }).creatives.map((creative) => creative.name)).toEqual(["a.jpg", "b.mp4"]);
  });

  it("refuses less than R$ 20.00 per enabled set, with the budget figures", () => {
    const result = planPublish(row({ adSetsConfig: [adSet("s1", { budget: 1500 }), adSet("s2", { budget: 1500 })] }), { pixelId: null }, USER);
    expect(result).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.budgetTooLow.title",
      classification: {
        kind: "budgetTooLow",
        actionKey: "wizard.publish.actions.adjustBudget",
        values: { current: 3000, minimum: 4000, recommended: 4800, sets: 2, maxAdSets: 1, currency: "BRL" },
      },
    });
  });

  it("takes the ad account's currency and minimum, and refuses a budget kept in another currency", () => {
    const usdSets = [adSet("s1", { budget: 100 }), adSet("s2", { budget: 100 })];
    const usd = { currency: "USD", perSetMinimum: 100 };
    expect(planPublish(row({ currency: "USD", adSetsConfig: usdSets }), { pixelId: null }, USER, null, usd)).toMatchObject({
      ok: true,
      plan: { budgetRule: usd },
    });
    expect(planPublish(row({ currency: "USD", adSetsConfig: [adSet("s1", { budget: 99 })] }), { pixelId: null }, USER, null, usd)).toMatchObject({
      ok: false,
      classification: { kind: "budgetTooLow", values: { current: 99, minimum: 100, currency: "USD" } },
    });
    expect(planPublish(row({ adSetsConfig: usdSets }), { pixelId: null }, USER, null, usd)).toEqual({
      ok: false,
      error: "campaignConfig.errors.budgetCurrencyChanged",
      values: { campaign: "BRL", account: "USD" },
    });
  });
});

describe("adsPlan", () => {
  it("lists one ad per enabled set and creative, set by set, the main creative first", () => {
    const pairs = adsPlan(plan()).map(({ set, creative }) => `${set.id}:${creative.id}`);
    expect(pairs).toEqual(["s1:b", "s1:a", "s3:b", "s3:a"]);
    const three = plan({
      creatives: [
        ...(row().creatives as object[]),
        { id: "c", type: "image", url: `/api/uploads/media/${USER}/c.jpg`, name: "c.jpg", generated: true, isMain: false },
      ],
    });
    expect(
      adsPlan(three)
        .filter(({ set }) => set.id === "s1")
        .map(({ creative }) => creative.id),
    ).toEqual(["b", "a", "c"]);
  });
});

describe("adName", () => {
  const image = { id: "a", type: "image" as const, url: "/x", name: "praia.jpg", generated: false, isMain: true };

  it("names the campaign, the ad set and the creative", () => {
    expect(adName({ name: "Verão", creatives: [image] }, { set: { name: "Corrida" }, creative: image })).toBe("Verão - Corrida - praia.jpg");
  });

  it("tells apart two creatives that share a file name, and names one without a name by its type", () => {
    const twin = { ...image, id: "b", isMain: false };
    const unnamed = { ...image, id: "c", type: "video" as const, name: " " };
    const creatives = [image, twin, unnamed];
    expect(creatives.map((creative) => adName({ name: "Verão", creatives }, { set: { name: "Corrida" }, creative }))).toEqual([
      "Verão - Corrida - praia.jpg (1)",
      "Verão - Corrida - praia.jpg (2)",
      "Verão - Corrida - video 3",
    ]);
  });

  it("clips each long part, keeping the creative's name visible", () => {
    const long = { ...image, name: `${"x".repeat(250)}.jpg` };
    const name = adName({ name: "C".repeat(200), creatives: [long] }, { set: { name: "S".repeat(200) }, creative: long });
    expect([...name].length).toBeLessThanOrEqual(3 * 120 + 6);
    expect(name.split(" - ").map((part) => part[0])).toEqual(["C", "S", "x"]);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("payloads", () => {
  it("campaign: the objective, PAUSED, no special categories, budgets on the ad sets", () => {
    expect(campaignPayload(plan())).toEqual({
      name: "Verão",
      objective: "OUTCOME_TRAFFIC",
      status: "PAUSED",
      special_ad_categories: [],
      buying_type: "AUCTION",
      is_adset_budget_sharing_enabled: false,
    });
    expect(campaignPayload(plan({ campaignObjective: "conversions" }, "123")).objective).toBe("OUTCOME_SALES");
  });

  it("ad set for traffic: budget string, link clicks, countries, interests, the Advantage audience flag, Brazil's times", () => {
    const traffic = plan();
    const payload = adSetPayload(traffic, traffic.adSets[0]!, { campaignId: "C1" }, [], new Date());
    expect(payload).toEqual({
      name: "Set s1",
      campaign_id: "C1",
      daily_budget: "2500",
      billing_event: "IMPRESSIONS",
      optimization_goal: "LINK_CLICKS",
      bid_strategy: "LOWEST_COST_WITHOUT_CAP",
      destination_type: "WEBSITE",
      targeting: {
        geo_locations: { countries: ["BR"] },
        age_min: 21,
        age_max: 45,
        flexible_spec: [{ interests: [{ id: "6003", name: "Running" }] }],
        targeting_automation: { advantage_audience: 0 },
      },
      start_time: `${START}T00:00:00-03:00`,
      end_time: `${END}T23:59:59-03:00`,
      status: "ACTIVE",
    });
    expect(adSetPayload(traffic, traffic.adSets[1]!, { campaignId: "C1" }, []).targeting).not.toHaveProperty("flexible_spec");
  });

  it("ad set for conversions: offsite conversions with the pixel and PURCHASE; cities by Meta's keys instead of countries", () => {
    const sales = plan({ campaignObjective: "conversions", targetingCities: ["sao-paulo-sp"] }, "777");
    const payload = adSetPayload(sales, sales.adSets[0]!, { campaignId: "C1", pixelId: "777" }, ["269969"]);
    expect(payload).toMatchObject({ optimization_goal: "OFFSITE_CONVERSIONS", promoted_object: { pixel_id: "777", custom_event_type: "PURCHASE" } });
    expect(payload).not.toHaveProperty("destination_type");
    expect(payload.targeting.geo_locations).toEqual({ cities: [{ key: "269969" }] });
  });

  it("leaves out a start that has passed (Meta starts at once) and an end that is not set", () => {
    expect(schedule({ startDate: "2020-01-01", endDate: null }, BRAZIL_TIME_ZONE)).toEqual({});
    expect(schedule({ startDate: START, endDate: addDays(START, 1) }, BRAZIL_TIME_ZONE)).toEqual({
      start_time: `${START}T00:00:00-03:00`,
      end_time: `${addDays(START, 1)}T23:59:59-03:00`,
    });
  });

  it("writes the start day's midnight and the end day's last second with the account zone's offset on each date", () => {
    const before = new Date("2024-06-01T00:00:00Z");
    const zone = "America/New_York";
    expect(schedule({ startDate: "2025-01-10", endDate: "2025-01-17" }, zone, before)).toEqual({
      start_time: "2025-01-10T00:00:00-05:00",
      end_time: "2025-01-17T23:59:59-05:00",
    });
    expect(schedule({ startDate: "2025-07-01", endDate: "2025-07-08" }, zone, before)).toEqual({
      start_time: "2025-07-01T00:00:00-04:00",
      end_time: "2025-07-08T23:59:59-04:00",
    });
    // Across the change of 9 March 2025: each end keeps its own date's offset.
    expect(schedule({ startDate: "2025-03-05", endDate: "2025-03-12" }, zone, before)).toEqual({
      start_time: "2025-03-05T00:00:00-05:00",
      end_time: "2025-03-12T23:59:59-04:00",
    });
    // The start is left out once past in the account's zone: midnight in Tokyo comes 12 hours before Brazil's.
    expect(schedule({ startDate: "2025-01-10", endDate: "2025-01-17" }, "Asia/Tokyo", new Date("2025-01-09T16:00:00Z"))).toEqual({
      end_time: "2025-01-17T23:59:59+09:00",
    });
    expect(schedule({ startDate: "2025-01-10", endDate: "2025-01-17" }, BRAZIL_TIME_ZONE, new Date("2025-01-09T16:00:00Z"))).toEqual({
      start_time: "2025-01-10T00:00:00-03:00",
      end_time: "2025-01-17T23:59:59-03:00",
    });
  });

  it("ad set: the times are in the zone the plan was made with, Brazil's when the account's is not known", () => {
    expect(plan().timeZone).toBe(BRAZIL_TIME_ZONE);
    const result = planPublish(row(), { pixelId: null }, USER, null, null, "Asia/Tokyo");
    if (!result.ok) throw new Error(result.error);
    expect(adSetPayload(result.plan, result.plan.adSets[0]!, { campaignId: "C1" }, [])).toMatchObject({
      start_time: `${START}T00:00:00+09:00`,
      end_time: `${END}T23:59:59+09:00`,
    });
  });

  it("creative: the Page, instagram_user_id (never instagram_actor_id), the link, texts and call to action", () => {
    const traffic = plan();
    const [videoAd, imageAd] = adsPlan(traffic);
    const image = creativePayload(traffic, imageAd!, { pageId: "P1", instagramAccountId: "IG1" }, { imageHash: "H1" });
    expect(image).toEqual({
      name: "Verão - Set s1 - a.jpg",
      object_story_spec: {
        page_id: "P1",
        instagram_user_id: "IG1",
        link_data: {
          image_hash: "H1",
          link: "https://loja.example/tenis",
          message: "Conforto para seus treinos.",
          name: "Corra mais",
          call_to_action: { type: "SHOP_NOW", value: { link: "https://loja.example/tenis" } },
        },
      },
      degrees_of_freedom_spec: { creative_features_spec: expect.objectContaining({ adapt_to_placement: { enroll_status: "OPT_OUT" } }) },
    });
    expect(JSON.stringify(image)).not.toContain("instagram_actor_id");
    const video = creativePayload(traffic, videoAd!, { pageId: "P1", instagramAccountId: null }, { videoId: "V1", thumbnailHash: "H1" });
    expect(video.name).toBe("Verão - Set s1 - b.mp4");
    expect(video.object_story_spec).toEqual({
      page_id: "P1",
      video_data: {
        video_id: "V1",
        image_hash: "H1",
        title: "Corra mais",
        message: "Conforto para seus treinos.",
        call_to_action: { type: "SHOP_NOW", value: { link: "https://loja.example/tenis" } },
      },
    });
  });

  it("creative: every one of Meta's enhancements for its format is sent, on only where the seller turned it on", () => {
    const chosen = plan({ creativeFeatures: ["inline_comment", "video_filtering", "image_animation", "no_such_feature"] });
    const [videoAd, imageAd] = adsPlan(chosen);
    const image = creativePayload(chosen, imageAd!, { pageId: "P1", instagramAccountId: null }, { imageHash: "H1" }).degrees_of_freedom_spec
      .creative_features_spec;
    const video = creativePayload(chosen, videoAd!, { pageId: "P1", instagramAccountId: null }, { videoId: "V1" }).degrees_of_freedom_spec
      .creative_features_spec;
    expect(image.inline_comment).toEqual({ enroll_status: "OPT_IN" });
    expect(image.adapt_to_placement).toEqual({ enroll_status: "OPT_OUT" });
    // A generative enhancement needs a review step the product does not have: it stays off whatever is stored.
    expect(image.image_animation).toEqual({ enroll_status: "OPT_OUT" });
    expect(image).not.toHaveProperty("video_filtering");
    expect(Object.values(image).filter((feature) => feature.enroll_status === "OPT_IN")).toHaveLength(1);
    expect(video.video_filtering).toEqual({ enroll_status: "OPT_IN" });
    expect(video.inline_comment).toEqual({ enroll_status: "OPT_IN" });
    expect(video).not.toHaveProperty("image_animation");
    expect(Object.keys(image)).not.toContain("standard_enhancements");
  });

  it("ad: the ad set and creative, ACTIVE under the PAUSED campaign", () => {
    const traffic = plan();
    expect(adPayload(traffic, adsPlan(traffic)[0]!, { adSetId: "AS1", creativeId: "CR1" })).toEqual({
      name: "Verão - Set s1 - b.mp4",
      adset_id: "AS1",
      creative: { creative_id: "CR1" },
      status: "ACTIVE",
    });
  });
});

// Issue 34, decision 030: a click-to-WhatsApp campaign, its sources in docs/research/click-to-whatsapp.md.
describe("payloads of a WhatsApp campaign", () => {
  const message = "Oi! Tenho interesse no Tênis Pro de R$ 299,90";
  const whatsapp = (overrides: Partial<CampaignRow> = {}) => ({
    ...plan({ destination: "whatsapp", whatsappMessage: ` ${message} `, campaignObjective: "conversions", ...overrides }),
    whatsappNumber: "5511987654321",
  });

  it("plans the chat with its message; the site's objectives and pixel don't apply", () => {
    expect(whatsapp()).toMatchObject({ destination: "whatsapp", whatsappMessage: message, objective: "traffic" });
    expect(planPublish(row({ destination: "whatsapp", whatsappMessage: "  " }), { pixelId: null }, USER)).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.whatsappMessageRequired",
    });
    // Anything else stored is the site.
    expect(plan({ destination: "telegram" }).destination).toBe("website");
  });

  it("campaign: OUTCOME_ENGAGEMENT; ad set: conversations on WhatsApp, promoting the Page and its number", () => {
    const planned = whatsapp();
    expect(campaignPayload(planned).objective).toBe("OUTCOME_ENGAGEMENT");
    const payload = adSetPayload(planned, planned.adSets[0]!, { campaignId: "C1", pixelId: "777", pageId: "P1" }, []);
    expect(payload).toMatchObject({
      billing_event: "IMPRESSIONS",
      optimization_goal: "CONVERSATIONS",
      destination_type: "WHATSAPP",
      promoted_object: { page_id: "P1", whatsapp_phone_number: "5511987654321" },
    });
    expect(JSON.stringify(payload)).not.toContain("pixel_id");
  });

  it("creative: WhatsApp's link, the WHATSAPP_MESSAGE call to action and the prefilled message; a video's link rides in its call to action", () => {
    const planned = whatsapp();
    const [videoAd, imageAd] = adsPlan(planned);
    const image = creativePayload(planned, imageAd!, { pageId: "P1", instagramAccountId: null }, { imageHash: "H1" });
    const linkData = image.object_story_spec.link_data!;
    expect(linkData).toMatchObject({
      link: "https://api.whatsapp.com/send",
      call_to_action: { type: "WHATSAPP_MESSAGE", value: { app_destination: "WHATSAPP" } },
    });
    expect(JSON.parse(linkData.page_welcome_message!)).toEqual({
      type: "VISUAL_EDITOR",
      version: 2,
      landing_screen_type: "welcome_message",
      media_type: "text",
      text_format: { customer_action_type: "autofill_message", message: { autofill_message: { content: message } } },
    });
    const video = creativePayload(planned, videoAd!, { pageId: "P1", instagramAccountId: null }, { videoId: "V1", thumbnailHash: "H1" });
    expect(video.object_story_spec.video_data).toMatchObject({
      call_to_action: { type: "WHATSAPP_MESSAGE", value: { app_destination: "WHATSAPP", link: "https://api.whatsapp.com/send" } },
      page_welcome_message: linkData.page_welcome_message,
    });
    // A site's creative carries none of it.
    const site = creativePayload(plan(), adsPlan(plan())[1]!, { pageId: "P1", instagramAccountId: null }, { imageHash: "H1" });
    expect(JSON.stringify(site)).not.toMatch(/WHATSAPP|page_welcome_message|api\.whatsapp/);
  });
});

describe("run state", () => {
  it("reads stored JSON defensively and knows when something exists on Meta", () => {
    expect(readState(null)).toEqual({ media: {}, adSets: {} });
    expect(readState({ media: [], adSets: "x", campaignId: 5 })).toEqual({ media: {}, adSets: {} });
    expect(createdAnything(readState({ media: { a: {} }, adSets: { s1: {} } }))).toBe(false);
    expect(createdAnything(readState({ media: { a: { imageHash: "h" } } }))).toBe(true);
    expect(createdAnything(readState({ campaignId: "C1" }))).toBe(true);
    expect(createdAnything(readState({ adSets: { s1: { ads: { a: { creativeId: "CR1" } } } } }))).toBe(true);
  });

  it("keeps each ad set's ads by creative, dropping what is not an id", () => {
    const state = readState({
      adSets: { s1: { adSetId: "AS1", ads: { a: { creativeId: "CR1", adId: "AD1" }, b: { creativeId: 7, adId: null }, c: "x" } }, s2: [], s3: { ads: [] } },
    });
    expect(state.adSets).toEqual({ s1: { adSetId: "AS1", ads: { a: { creativeId: "CR1", adId: "AD1" }, b: {}, c: {} } }, s2: { ads: {} }, s3: { ads: {} } });
    expect(adsOf(state)).toHaveLength(3);
  });

  it("reads a run stored with one ad per set as the main creative's ad", () => {
    const state = readState({
      campaignId: "C1",
      adSets: { s1: { adSetId: "AS1", creativeId: "CR1", adId: "AD1" }, s3: { adSetId: "AS3", creativeId: "CR3" }, s4: { adSetId: "AS4" } },
    });
    expect(state.adSets.s1).toEqual({ adSetId: "AS1", ads: { [OLD_MAIN_AD]: { creativeId: "CR1", adId: "AD1" } } });
    expect(createdAnything(readState({ adSets: { s1: { creativeId: "CR1" } } }))).toBe(true);
    claimOldMainAds(state, "b");
    expect(state.adSets).toEqual({
      s1: { adSetId: "AS1", ads: { b: { creativeId: "CR1", adId: "AD1" } } },
      s3: { adSetId: "AS3", ads: { b: { creativeId: "CR3" } } },
      s4: { adSetId: "AS4", ads: {} },
    });
    // Claimed once: read back in the new shape, nothing moves again.
    expect(readState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
