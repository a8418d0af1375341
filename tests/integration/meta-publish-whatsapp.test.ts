import { DEFAULT_PAGES, FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { updateCampaignConfig } from "@/lib/campaigns/edit";
import { campaignEditSchema } from "@/lib/campaigns/config-schema";
import { manageCampaign } from "@/lib/campaigns/manage";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { loadWizardAssets } from "@/lib/meta/wizard-assets";
import { addDays, daysFromNow } from "@/tests/support/days";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 34, click-to-WhatsApp through the product: the wizard reads each Page's number, publishing sends
// Meta's contract (decision 030) through the same steps as a website campaign, a Page without a number is
// stopped before anything exists at Meta, and edits and deletes work on the WhatsApp campaign.

jest.setTimeout(60_000);
const meta = withFakeMeta();
afterEach(() => jest.restoreAllMocks());

const ACCOUNT = SELECTION.adAccountId;
const PAGE = DEFAULT_PAGES[0]!;
const NUMBER = PAGE.whatsapp!.number;
const MESSAGE = "Oi! Tenho interesse no Tênis Corrida Pro de R$ 299,90";

type Node = { id: string; fields: Record<string, unknown> };
const objects = (type: Parameters<ReturnType<typeof meta>["state"]["objectsOf"]>[0]): Node[] => meta().state.objectsOf(type);

/** Runs `act` once, just before the first real (not validate_only) POST to the account's `edge` reaches Meta. */
function whenCreated(edge: string, act: () => void) {
  const original = globalThis.fetch;
  let done = false;
  jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = String(init?.body ?? "");
    if (!done && init?.method === "POST" && new URL(url).pathname.endsWith(`/${ACCOUNT}/${edge}`) && !body.includes("validate_only")) {
      done = true;
      act();
    }
    return original(input, init);
  });
}
const atMeta = () => {
  const account = meta().snapshot().accounts[ACCOUNT]!;
  return {
    campaigns: account.campaigns?.length ?? 0,
    adsets: account.adsets?.length ?? 0,
    adcreatives: account.adcreatives?.length ?? 0,
    ads: account.ads?.length ?? 0,
  };
};
const NOTHING = { campaigns: 0, adsets: 0, adcreatives: 0, ads: 0 };

async function whatsappCampaign(userId: string) {
  const campaign = await savedCampaign(userId, { media: ["image"] });
  return db.campaign.update({ where: { id: campaign.id }, data: { destination: "whatsapp", whatsappMessage: MESSAGE } });
}

/** The creative's story as Meta holds it (link_data for an image). */
const storyOf = (creative: Node) => (creative.fields.object_story_spec as { link_data: Record<string, unknown> }).link_data;

describe("the Page's WhatsApp number", () => {
  it("is read with the Pages the wizard lists: a number, or none", async () => {
    meta().setPageWhatsApp(DEFAULT_PAGES[1]!.id, { whatsapp_number: null });
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const outcome = await loadWizardAssets(user.id, null);
    expect(outcome.ok && outcome.data.pages.map((page) => [page.id, page.whatsappNumber])).toEqual([
      [PAGE.id, NUMBER],
      [DEFAULT_PAGES[1]!.id, null],
    ]);
  });
});

describe("publishing a WhatsApp campaign", () => {
  it("sends Meta's click-to-WhatsApp contract through the same steps, and activates last", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await whatsappCampaign(user.id);
    expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({ ok: true, status: "active" });

    const [metaCampaign] = objects("campaign");
    expect(metaCampaign!.fields).toMatchObject({ objective: "OUTCOME_ENGAGEMENT", status: "ACTIVE" });
    const sets = objects("adset");
    expect(sets).toHaveLength(2);
    for (const set of sets)
      expect(set.fields).toMatchObject({
        destination_type: "WHATSAPP",
        optimization_goal: "CONVERSATIONS",
        billing_event: "IMPRESSIONS",
        promoted_object: { page_id: PAGE.id, whatsapp_phone_number: NUMBER },
      });
    const creatives = objects("adcreative");
    expect(creatives).toHaveLength(2);
    for (const creative of creatives) {
      const story = storyOf(creative);
      expect(story).toMatchObject({
        link: "https://api.whatsapp.com/send",
        call_to_action: { type: "WHATSAPP_MESSAGE", value: { app_destination: "WHATSAPP" } },
      });
      expect(JSON.parse(String(story.page_welcome_message))).toMatchObject({
        text_format: { customer_action_type: "autofill_message", message: { autofill_message: { content: MESSAGE } } },
      });
    }
    // Every Meta call went through validate_only first, as for a website campaign.
    const checked = meta().state.log.filter((call) => String(call.params.execution_options ?? "").includes("validate_only"));
    expect(new Set(checked.map((call) => call.endpoint))).toEqual(new Set(["adcreatives", "campaigns", "adsets", "ads"]));
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ status: "active", metaPageId: PAGE.id });
  });

  it("stops before anything exists at Meta when the Page has no number, and publishes once one is connected", async () => {
    meta().setPageWhatsApp(PAGE.id, { whatsapp_number: null });
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await whatsappCampaign(user.id);
    const images = () => meta().state.log.filter((call) => call.endpoint === "adimages").length;
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.whatsappNumber.title",
      step: "start",
      classification: { kind: "whatsappNumber", href: "https://faq.whatsapp.com/696845041357696" },
    });
    expect(atMeta()).toEqual(NOTHING);
    expect(images()).toBe(0);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).metaCampaignId).toBeNull();

    meta().setPageWhatsApp(PAGE.id, { whatsapp_number: NUMBER });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(atMeta()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 2, ads: 2 });
  });

  it("a number disconnected while publishing runs nothing: Meta's refusal says how to connect, and publishing again finishes", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await whatsappCampaign(user.id);
    // The seller disconnects the number after the check, as the campaign is being made.
    whenCreated("campaigns", () => meta().setPageWhatsApp(PAGE.id, { whatsapp_number: null }));
    expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({
      ok: false,
      step: "adsets",
      classification: { kind: "whatsappNumber", technical: expect.stringContaining("1487246") },
    });
    // Meta checks an ad set against its campaign, so the campaign exists, held PAUSED: nothing is delivered.
    expect(atMeta()).toMatchObject({ campaigns: 1, adsets: 0, ads: 0 });
    expect(objects("campaign")[0]!.fields.status).toBe("PAUSED");
    jest.restoreAllMocks();
    meta().setPageWhatsApp(PAGE.id, { whatsapp_number: NUMBER });
    expect(await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true })).toMatchObject({ ok: true, status: "active" });
    expect(atMeta()).toEqual({ campaigns: 1, adsets: 2, adcreatives: 2, ads: 2 });
  });

  it("promotes the number the Page reports when publishing starts", async () => {
    const OTHER = "5511955554444";
    meta().setPageWhatsApp(PAGE.id, { whatsapp_number: OTHER });
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await whatsappCampaign(user.id);
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(objects("adset").map((set) => (set.fields.promoted_object as { whatsapp_phone_number: string }).whatsapp_phone_number)).toEqual([OTHER, OTHER]);
  });
});

describe("a published WhatsApp campaign", () => {
  const start = daysFromNow(1);
  const editValues = (overrides: Record<string, unknown> = {}) =>
    campaignEditSchema.parse({
      projectName: "Verão Corrida",
      headline: "Corra mais leve",
      description: "Amortecimento responsivo.",
      cta: "SHOP_NOW",
      dailyBudget: "50,00",
      startDate: start,
      endDate: addDays(start, 7),
      ageMin: 25,
      ageMax: 45,
      ...overrides,
    });

  async function published() {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await whatsappCampaign(user.id);
    const outcome = await publishCampaign(user.id, campaign.id, { ...SELECTION, activate: true });
    if (!outcome.ok) throw new Error(outcome.error);
    return { user, campaign, metaCampaignId: outcome.metaCampaignId };
  }

  it("takes new copy as new WhatsApp creatives, the prefilled message kept", async () => {
    const { user, campaign } = await published();
    const sets = [
      { id: "adset-1", title: "Chame no WhatsApp", primaryText: "Tire suas dúvidas com a gente.", enabled: true },
      { id: "adset-2", title: "Corra mais leve", primaryText: "Amortecimento responsivo para treinos e provas.", enabled: true },
    ];
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ adSets: sets }))).toEqual({ ok: true });
    const live = objects("adcreative").filter((creative) => creative.fields.status !== "DELETED");
    const edited = live.find((creative) => storyOf(creative).name === "Chame no WhatsApp")!;
    expect(storyOf(edited)).toMatchObject({ call_to_action: { type: "WHATSAPP_MESSAGE" }, link: "https://api.whatsapp.com/send" });
    expect(String(storyOf(edited).page_welcome_message)).toContain(MESSAGE);
  });

  it("takes a new prefilled message as new creatives for every ad, and stores it once Meta has them", async () => {
    const { user, campaign } = await published();
    const before = objects("adcreative").length;
    const message = "Oi! Quero saber o preço do Tênis Corrida Pro";
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ whatsappMessage: message }))).toEqual({ ok: true });
    const live = objects("adcreative").filter((creative) => creative.fields.status !== "DELETED");
    expect(objects("adcreative").length).toBe(before + 2);
    expect(live.filter((creative) => String(storyOf(creative).page_welcome_message).includes(message))).toHaveLength(2);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).whatsappMessage).toBe(message);
  });

  it("refuses an emptied message before Meta; a change of the website call to action makes no new creative", async () => {
    const { user, campaign } = await published();
    const calls = meta().state.log.length;
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ whatsappMessage: "  " }))).toEqual({
      ok: false,
      error: "wizard.publish.errors.whatsappMessageRequired",
      field: "whatsappMessage",
    });
    expect(meta().state.log.length).toBe(calls);
    const creatives = objects("adcreative").length;
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ cta: "LEARN_MORE" }))).toEqual({ ok: true });
    expect(objects("adcreative").length).toBe(creatives);
  });

  it("changes budgets and dates at Meta without touching the WhatsApp destination", async () => {
    const { user, campaign } = await published();
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ dailyBudget: "80,00" }))).toEqual({ ok: true });
    for (const set of objects("adset"))
      expect(set.fields).toMatchObject({ daily_budget: "4000", destination_type: "WHATSAPP", optimization_goal: "CONVERSATIONS" });
  });

  it("pauses and deletes at Meta", async () => {
    const { user, campaign, metaCampaignId } = await published();
    expect(await manageCampaign(user.id, "pause", campaign.id, { copySuffix: " (cópia)" })).toMatchObject({ ok: true });
    expect(meta().state.objects.get(metaCampaignId)!.fields.status).toBe("PAUSED");
    expect(await manageCampaign(user.id, "delete", campaign.id, { copySuffix: " (cópia)", atMeta: "delete" })).toMatchObject({ ok: true });
    expect(meta().state.objects.get(metaCampaignId)!.fields.status).toBe("DELETED");
    expect(await db.campaign.count({ where: { id: campaign.id } })).toBe(0);
  });

  it("duplicates into a WhatsApp draft with its message", async () => {
    const { user, campaign } = await published();
    const copy = await manageCampaign(user.id, "duplicate", campaign.id, { copySuffix: " (cópia)" });
    if (!copy.ok) throw new Error(copy.error);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: copy.campaignId } })).toMatchObject({
      destination: "whatsapp",
      whatsappMessage: MESSAGE,
      status: "draft",
    });
  });
});
