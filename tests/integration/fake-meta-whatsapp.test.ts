// The fake Meta's ads that click to WhatsApp (e2e/fakes/meta/whatsapp.ts; the contract and its sources in
// docs/research/click-to-whatsapp.md): the Page's WhatsApp fields, the ad set, creative and ad rules with
// Meta's codes, validate_only and batches through the same checks, and the messaging actions in insights.
import { DEFAULT_PAGES, FAKE_META_SEED_TOKEN, FAKE_PAGE_WITHOUT_WHATSAPP, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { ACT, BRAZIL_DECLARATION, TINY_PNG, control, graph, type GraphAnswer } from "./fake-meta-helpers";

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;
const PAGE = "104857600000001";
const OUTLET = "104857600000002";
const NUMBER = "5511987654321";
const SEND_URL = "https://api.whatsapp.com/send";
const WELCOME = JSON.stringify({
  type: "VISUAL_EDITOR",
  version: 2,
  landing_screen_type: "welcome_message",
  media_type: "text",
  text_format: { customer_action_type: "autofill_message", message: { autofill_message: { content: "Oi! Quero saber do Tênis Pro" } } },
});
const WHATSAPP_CTA = { type: "WHATSAPP_MESSAGE", value: { app_destination: "WHATSAPP" } };

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
type Node = Record<string, unknown> & { id: string };
const account = () => meta.snapshot().accounts[ACT] as { adsets: Node[]; adcreatives: Node[]; ads: Node[] };
const nothingCreated = () => ({ adsets: account().adsets.length, adcreatives: account().adcreatives.length, ads: account().ads.length });

const campaign = async (objective = "OUTCOME_ENGAGEMENT") =>
  created(await post(`${ACT}/campaigns`, { name: "CTWA", objective, status: "ACTIVE", special_ad_categories: [], is_adset_budget_sharing_enabled: false }));

const adSetForm = (campaignId: string, overrides: Record<string, unknown> = {}) => ({
  name: "CTWA set",
  campaign_id: campaignId,
  destination_type: "WHATSAPP",
  optimization_goal: "CONVERSATIONS",
  billing_event: "IMPRESSIONS",
  bid_strategy: "LOWEST_COST_WITHOUT_CAP",
  daily_budget: "2000",
  promoted_object: { page_id: PAGE, whatsapp_phone_number: NUMBER },
  targeting: { geo_locations: { countries: ["BR"] }, targeting_automation: { advantage_audience: 0 } },
  ...BRAZIL_DECLARATION,
  status: "ACTIVE",
  ...overrides,
});

const imageHash = async () => {
  const answer = await post(`${ACT}/adimages`, { bytes: TINY_PNG.toString("base64"), name: "p.png" });
  return (answer.body.images as Record<string, { hash: string }>)["p.png"]!.hash;
};

const creativeForm = (hash: string, linkData: Record<string, unknown> = {}, pageId = PAGE) => ({
  name: "CTWA creative",
  object_story_spec: {
    page_id: pageId,
    link_data: {
      name: "Tênis Pro",
      message: "Fale com a gente",
      image_hash: hash,
      link: SEND_URL,
      call_to_action: WHATSAPP_CTA,
      page_welcome_message: WELCOME,
      ...linkData,
    },
  },
});

/** Answered 400 with code 100 and, when given, Meta's subcode. */
const refused = (answer: GraphAnswer, subcode?: number) => {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({ code: 100, type: "OAuthException" });
  if (subcode !== undefined) expect(answer.body.error!.error_subcode).toBe(subcode);
  return answer.body.error!;
};

describe("the Page's WhatsApp fields (Page.json)", () => {
  it("reads whatsapp_number, has_whatsapp_number and has_whatsapp_business_number on the Page and in me/accounts", async () => {
    const fields = "whatsapp_number,has_whatsapp_number,has_whatsapp_business_number";
    const page = await graph(meta, PAGE, token, { query: { fields } });
    expect(page.body).toEqual({ id: PAGE, whatsapp_number: NUMBER, has_whatsapp_number: true, has_whatsapp_business_number: true });
    const listed = await graph(meta, "me/accounts", token, { query: { fields: `id,name,tasks,${fields}` } });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: PAGE, whatsapp_number: NUMBER, has_whatsapp_business_number: true }),
      expect.objectContaining({ id: OUTLET, whatsapp_number: expect.stringMatching(/^\d+$/), has_whatsapp_number: true }),
    ]);
    // Still only the fields asked for, and a name Page doesn't have is refused as before.
    expect(Object.keys((await graph(meta, PAGE, token)).body).sort()).toEqual(["id", "name"]);
    expect((await graph(meta, PAGE, token, { query: { fields: "whatsapp_connected" } })).body.error).toMatchObject({ code: 100 });
  });

  it("has a Page without a number to add, and a control route that takes a Page's number away or connects one", async () => {
    await control(meta, "/assets", { pages: [...DEFAULT_PAGES, FAKE_PAGE_WITHOUT_WHATSAPP] });
    const fields = "name,whatsapp_number,has_whatsapp_number,has_whatsapp_business_number";
    expect((await graph(meta, FAKE_PAGE_WITHOUT_WHATSAPP.id, token, { query: { fields } })).body).toEqual({
      id: FAKE_PAGE_WITHOUT_WHATSAPP.id,
      name: "Loja Sem WhatsApp",
      has_whatsapp_number: false,
      has_whatsapp_business_number: false,
    });
    const listed = await graph(meta, "me/accounts", token, { query: { fields: "id,tasks" } });
    expect(listed.body.data).toContainEqual({ id: FAKE_PAGE_WITHOUT_WHATSAPP.id, tasks: expect.arrayContaining(["ADVERTISE"]) });

    expect(await control(meta, `/pages/${OUTLET}`, { whatsapp_number: null })).toEqual({
      id: OUTLET,
      has_whatsapp_number: false,
      has_whatsapp_business_number: false,
    });
    expect((await graph(meta, OUTLET, token, { query: { fields } })).body).not.toHaveProperty("whatsapp_number");
    await control(meta, `/pages/${OUTLET}`, { whatsapp_number: "5521999990000", has_whatsapp_business_number: false });
    expect((await graph(meta, OUTLET, token, { query: { fields } })).body).toMatchObject({
      whatsapp_number: "5521999990000",
      has_whatsapp_number: true,
      has_whatsapp_business_number: false,
    });
    await expect(control(meta, `/pages/${OUTLET}`, { whatsapp_number: "+55 21 9999" })).rejects.toThrow(/numeric string/);
    await expect(control(meta, "/pages/999", { whatsapp_number: null })).rejects.toThrow(/404/);
    expect(meta.setPageWhatsApp(PAGE, { whatsapp_number: null })).toMatchObject({ has_whatsapp_number: false });
  });
});

describe("ad sets that click to WhatsApp ([CTWA] Step 2)", () => {
  it("refuses a Page with no WhatsApp number, or a number that isn't the Page's (subcode 1487246), creating nothing", async () => {
    const campaignId = await campaign();
    await control(meta, "/assets", { pages: [...DEFAULT_PAGES, FAKE_PAGE_WITHOUT_WHATSAPP] });
    const noNumber = refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { promoted_object: { page_id: FAKE_PAGE_WITHOUT_WHATSAPP.id } })), 1487246);
    expect(noNumber).toMatchObject({
      error_user_title: "Campaign Creation Failed",
      error_user_msg: "Campaign Creation Failed: This WhatsApp phone number is not linked to your account",
    });
    refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { promoted_object: { page_id: PAGE, whatsapp_phone_number: "5511900000000" } })), 1487246);
    // A seeded Page whose number was taken away.
    await control(meta, `/pages/${PAGE}`, { whatsapp_number: null });
    refused(await post(`${ACT}/adsets`, adSetForm(campaignId)), 1487246);
    expect(nothingCreated()).toEqual({ adsets: 0, adcreatives: 0, ads: 0 });
  });

  it("refuses an optimization goal the objective doesn't allow for WhatsApp (2490408) and an objective without CTWA (2446509)", async () => {
    const engagement = await campaign("OUTCOME_ENGAGEMENT");
    // POST_ENGAGEMENT is an engagement goal, but not one for ads that click to WhatsApp.
    const goal = refused(await post(`${ACT}/adsets`, adSetForm(engagement, { optimization_goal: "POST_ENGAGEMENT" })), 2490408);
    expect(goal.error_user_title).toBe("Performance goal not available");
    const leads = await campaign("OUTCOME_LEADS");
    refused(await post(`${ACT}/adsets`, adSetForm(leads, { optimization_goal: "LINK_CLICKS" })), 2490408);
    const awareness = await campaign("OUTCOME_AWARENESS");
    refused(await post(`${ACT}/adsets`, adSetForm(awareness, { optimization_goal: "REACH" })), 2446509);
    expect(nothingCreated().adsets).toBe(0);
    // The goals [CTWA] lists are taken, LINK_CLICKS under engagement and POST_ENGAGEMENT under traffic.
    created(await post(`${ACT}/adsets`, adSetForm(engagement, { optimization_goal: "LINK_CLICKS" })));
    created(await post(`${ACT}/adsets`, adSetForm(await campaign("OUTCOME_TRAFFIC"), { optimization_goal: "POST_ENGAGEMENT" })));
    created(await post(`${ACT}/adsets`, adSetForm(leads)));
  });

  it("needs billing on impressions, a promoted Page and a known destination type", async () => {
    const campaignId = await campaign();
    expect(refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { billing_event: "LINK_CLICKS" }))).error_user_title).toBe("Invalid billing event");
    expect(refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { promoted_object: undefined }))).error_user_title).toBe("Promoted object required");
    expect(refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { promoted_object: { page_id: "999" } }))).error_user_title).toBe("Invalid Page");
    expect(refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { destination_type: "MESSAGING_WHATSAPP" }))).message).toContain(
      "Param destination_type must be one of",
    );
    expect(nothingCreated().adsets).toBe(0);
  });
});

describe("creatives that click to WhatsApp ([CTWA] Step 3)", () => {
  it("refuses a wrong app_destination, a link other than WhatsApp's, a different value.link and a broken welcome message", async () => {
    const hash = await imageHash();
    const cases: [Record<string, unknown>, string][] = [
      [{ call_to_action: { type: "WHATSAPP_MESSAGE", value: {} } }, "Invalid call to action"],
      [{ call_to_action: { type: "WHATSAPP_MESSAGE", value: { app_destination: "MESSENGER" } } }, "Invalid call to action"],
      [{ link: "https://loja.example/p" }, "Invalid WhatsApp link"],
      [{ link: "https://wa.me/5511987654321" }, "Invalid WhatsApp link"],
      [{ call_to_action: { type: "WHATSAPP_MESSAGE", value: { app_destination: "WHATSAPP", link: "https://loja.example/p" } } }, "Invalid call to action link"],
      [{ page_welcome_message: "{not json" }, "(#100) Param object_story_spec[link_data][page_welcome_message] must be a JSON-encoded object"],
      [{ page_welcome_message: JSON.stringify({ text_format: { customer_action_type: "autofill_message", message: {} } }) }, "Invalid welcome message"],
    ];
    for (const [linkData, why] of cases) {
      const error = refused(await post(`${ACT}/adcreatives`, creativeForm(hash, linkData)));
      expect(error.error_user_title ?? error.message).toBe(why);
    }
    expect(nothingCreated().adcreatives).toBe(0);
    // value.link equal to the creative's link, and the welcome message as an object, are taken.
    created(
      await post(
        `${ACT}/adcreatives`,
        creativeForm(hash, {
          call_to_action: { ...WHATSAPP_CTA, value: { app_destination: "WHATSAPP", link: SEND_URL } },
          page_welcome_message: JSON.parse(WELCOME),
        }),
      ),
    );
  });
});

describe("ads: the creative fits the ad set's destination ([DEST] WHATSAPP)", () => {
  it("refuses a non-WhatsApp creative in a WhatsApp ad set, a WhatsApp creative in a website ad set, and another Page (1885029)", async () => {
    const hash = await imageHash();
    const whatsappSet = created(await post(`${ACT}/adsets`, adSetForm(await campaign())));
    const websiteSet = created(
      await post(
        `${ACT}/adsets`,
        adSetForm(await campaign("OUTCOME_TRAFFIC"), { destination_type: "WEBSITE", optimization_goal: "LINK_CLICKS", promoted_object: undefined }),
      ),
    );
    const siteCreative = created(
      await post(`${ACT}/adcreatives`, {
        name: "Site",
        object_story_spec: {
          page_id: PAGE,
          link_data: { image_hash: hash, link: "https://loja.example/p", call_to_action: { type: "LEARN_MORE", value: { link: "https://loja.example/p" } } },
        },
      }),
    );
    const whatsappCreative = created(await post(`${ACT}/adcreatives`, creativeForm(hash)));
    const outletCreative = created(await post(`${ACT}/adcreatives`, creativeForm(hash, {}, OUTLET)));
    const ad = (adsetId: string, creativeId: string) =>
      post(`${ACT}/ads`, { name: "Anúncio", adset_id: adsetId, creative: { creative_id: creativeId }, status: "ACTIVE" });

    const mismatch = "Ad creative doesn't match the ad set's destination";
    expect(refused(await ad(whatsappSet, siteCreative)).error_user_title).toBe(mismatch);
    expect(refused(await ad(websiteSet, whatsappCreative)).error_user_title).toBe(mismatch);
    refused(await ad(whatsappSet, outletCreative), 1885029);
    expect(nothingCreated().ads).toBe(0);

    // The right pairs are taken; an edit can't swap a WhatsApp ad's creative for a site's.
    created(await ad(websiteSet, siteCreative));
    const whatsappAd = created(await ad(whatsappSet, whatsappCreative));
    expect(refused(await post(whatsappAd, { creative: { creative_id: siteCreative } })).error_user_title).toBe(mismatch);
    expect(account().ads.find((item) => item.id === whatsappAd)).toMatchObject({ creative: { id: whatsappCreative } });
  });
});

describe("validate_only and batches run the same checks", () => {
  it("validate_only answers success or the same refusal, and creates nothing", async () => {
    const campaignId = await campaign();
    const validate = { execution_options: ["validate_only"] };
    expect((await post(`${ACT}/adsets`, adSetForm(campaignId, validate))).body).toEqual({ success: true });
    refused(await post(`${ACT}/adsets`, adSetForm(campaignId, { ...validate, optimization_goal: "REACH" })), 2490408);
    const hash = await imageHash();
    expect((await post(`${ACT}/adcreatives`, { ...creativeForm(hash), ...validate })).body).toEqual({ success: true });
    expect(refused(await post(`${ACT}/adcreatives`, { ...creativeForm(hash, { link: "https://loja.example/p" }), ...validate })).error_user_title).toBe(
      "Invalid WhatsApp link",
    );
    expect(nothingCreated()).toEqual({ adsets: 0, adcreatives: 0, ads: 0 });
  });

  it("refuses a batch operation as the same call alone", async () => {
    const campaignId = await campaign();
    await control(meta, "/assets", { pages: [...DEFAULT_PAGES, FAKE_PAGE_WITHOUT_WHATSAPP] });
    const body = (form: Record<string, unknown>) =>
      new URLSearchParams(Object.entries(form).map(([key, value]) => [key, typeof value === "object" ? JSON.stringify(value) : String(value)])).toString();
    const answer = await graph(meta, "", token, {
      form: {
        batch: [
          {
            method: "POST",
            relative_url: `${ACT}/adsets`,
            body: body(adSetForm(campaignId, { promoted_object: { page_id: FAKE_PAGE_WITHOUT_WHATSAPP.id } })),
          },
        ],
      },
    });
    const [operation] = answer.body as unknown as { code: number; body: string }[];
    expect(operation!.code).toBe(400);
    expect(JSON.parse(operation!.body)).toMatchObject({ error: { code: 100, error_subcode: 1487246 } });
    expect(nothingCreated().adsets).toBe(0);
  });
});

describe("a whole click-to-WhatsApp campaign", () => {
  it("is accepted, campaign → ad set → creative → ad, and its insights carry the messaging actions", async () => {
    const campaignId = await campaign();
    const adSetId = created(await post(`${ACT}/adsets`, adSetForm(campaignId)));
    const creativeId = created(await post(`${ACT}/adcreatives`, creativeForm(await imageHash())));
    const adId = created(await post(`${ACT}/ads`, { name: "Anúncio", adset_id: adSetId, creative: { creative_id: creativeId }, status: "ACTIVE" }));
    expect(account().adsets[0]).toMatchObject({ destination_type: "WHATSAPP", promoted_object: { page_id: PAGE, whatsapp_phone_number: NUMBER } });
    expect(account().adcreatives[0]).toMatchObject({ call_to_action_type: "WHATSAPP_MESSAGE" });

    const fields = "spend,actions,cost_per_action_type";
    const action = (list: unknown, type: string) => (list as { action_type: string; value: string }[]).find((item) => item.action_type === type)?.value;
    for (const id of [adId, adSetId, campaignId]) {
      const row = (await graph(meta, `${id}/insights`, token, { query: { fields, date_preset: "maximum" } })).body.data as Record<string, unknown>[];
      const started = Number(action(row[0]!.actions, "onsite_conversion.messaging_conversation_started_7d"));
      const replies = Number(action(row[0]!.actions, "onsite_conversion.messaging_first_reply"));
      expect(started).toBeGreaterThan(0);
      expect(replies).toBeLessThanOrEqual(started);
      const cost = Number(action(row[0]!.cost_per_action_type, "onsite_conversion.messaging_conversation_started_7d"));
      expect(cost).toBeCloseTo(Number(row[0]!.spend) / started, 4);
    }

    await control(meta, "/insights", { id: adId, spend: 12000, conversations: 40, firstReplies: 30 });
    const fixed = (await graph(meta, `${adId}/insights`, token, { query: { fields, date_preset: "maximum" } })).body.data as Record<string, unknown>[];
    expect(action(fixed[0]!.actions, "onsite_conversion.messaging_conversation_started_7d")).toBe("40");
    expect(action(fixed[0]!.actions, "onsite_conversion.messaging_first_reply")).toBe("30");
    expect(action(fixed[0]!.cost_per_action_type, "onsite_conversion.messaging_conversation_started_7d")).toBe("3");

    // A site's ad has none of them.
    const website = created(
      await post(
        `${ACT}/adsets`,
        adSetForm(await campaign("OUTCOME_TRAFFIC"), { destination_type: "WEBSITE", optimization_goal: "LINK_CLICKS", promoted_object: undefined }),
      ),
    );
    const siteRows = (await graph(meta, `${website}/insights`, token, { query: { fields, date_preset: "maximum" } })).body.data as Record<string, unknown>[];
    expect(JSON.stringify(siteRows)).not.toContain("messaging");
  });
});
