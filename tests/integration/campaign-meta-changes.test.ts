import { updateCampaignConfig } from "@/lib/campaigns/edit";
import { campaignEditSchema } from "@/lib/campaigns/config-schema";
import { manageCampaign } from "@/lib/campaigns/manage";
import { db } from "@/lib/db";
import { publishedCampaign, SELECTION, withFakeMeta } from "./meta-publish-helpers";

// Changes to a linked campaign reach Meta first and count here only once Meta accepted them: delete,
// archive, restore, duplicate and edits (name, budget split over the ad sets, dates), each refused by
// Meta leaving the app as it was and nothing half-changed at Meta.

jest.setTimeout(60_000);

const ACCOUNT = SELECTION.adAccountId;
const meta = withFakeMeta();
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());


const metaObject = (id: string) => meta().state.objects.get(id)!;
const metaAdSets = (metaCampaignId: string) => meta().state.objectsOf("adset").filter((set) => set.fields.campaign_id === metaCampaignId);
const options = { copySuffix: " (copy)" };

describe("deleting, archiving, restoring and duplicating a linked campaign", () => {
  it("pauses it at Meta before deleting it here", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await manageCampaign(user.id, "delete", campaign.id, { ...options, atMeta: "pause" })).toEqual({ ok: true, campaignId: campaign.id });
    expect(metaObject(metaCampaignId).fields.status).toBe("PAUSED");
    expect(await db.campaign.count({ where: { id: campaign.id } })).toBe(0);
  });

  it("deletes it at Meta when asked", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await manageCampaign(user.id, "delete", campaign.id, { ...options, atMeta: "delete" })).toMatchObject({ ok: true });
    expect(metaObject(metaCampaignId).fields.status).toBe("DELETED");
  });

  it("keeps the campaign when Meta refuses or cannot be reached, and deletes it on a retry", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    meta().failOnce({ step: "delete", error: { code: 100, message: "Invalid parameter", error_user_msg: "This campaign can't be deleted right now." } });
    const refused = await manageCampaign(user.id, "delete", campaign.id, { ...options, atMeta: "delete" });
    expect(refused).toEqual({ ok: false, error: "meta.errors.refused", values: { detail: "This campaign can't be deleted right now." } });
    meta().failOnce({ step: "delete", error: { code: 2, message: "Service temporarily unavailable", is_transient: true } });
    expect(await manageCampaign(user.id, "delete", campaign.id, { ...options, atMeta: "delete" })).toEqual({ ok: false, error: "meta.errors.unavailable" });
    expect(await db.campaign.count({ where: { id: campaign.id } })).toBe(1);
    expect(metaObject(metaCampaignId).fields.status).toBe("ACTIVE");
    expect(await manageCampaign(user.id, "delete", campaign.id, { ...options, atMeta: "delete" })).toMatchObject({ ok: true });
    expect(meta().snapshot().accounts[ACCOUNT]!.campaigns).toHaveLength(1);
  });

  it("archives by pausing at Meta first, and restoring starts nothing there", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await manageCampaign(user.id, "archive", campaign.id, options)).toMatchObject({ ok: true });
    expect(metaObject(metaCampaignId).fields.status).toBe("PAUSED");
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("archived");
    expect(await manageCampaign(user.id, "restore", campaign.id, options)).toMatchObject({ ok: true });
    expect(metaObject(metaCampaignId).fields.status).toBe("PAUSED");
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("paused");
  });

  it("duplicates into an unlinked draft that keeps the chosen assets", async () => {
    const { user, campaign } = await publishedCampaign();
    const copy = await manageCampaign(user.id, "duplicate", campaign.id, options);
    if (!copy.ok) throw new Error(copy.error);
    const row = await db.campaign.findUniqueOrThrow({ where: { id: copy.campaignId } });
    expect(row).toMatchObject({ status: "draft", metaCampaignId: null, metaDelivery: null, metaAdAccountId: ACCOUNT, metaPageId: SELECTION.pageId });
  });
});

const editValues = (overrides: Record<string, unknown> = {}) =>
  campaignEditSchema.parse({
    projectName: "Verão Corrida",
    headline: "Corra mais leve",
    description: "Amortecimento responsivo.",
    cta: "SHOP_NOW",
    dailyBudget: "50,00",
    startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10),
    ageMin: 25,
    ageMax: 45,
    ...overrides,
  });

describe("editing a linked campaign", () => {
  it("changes the name and the ad sets' budgets at Meta, then here", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ projectName: "Verão 2027", dailyBudget: "90,01", ageMin: 30 }))).toEqual({ ok: true });
    expect(metaObject(metaCampaignId).fields.name).toBe("Verão 2027");
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget).sort()).toEqual(["4500", "4501"]);
    expect(metaAdSets(metaCampaignId).map((set) => (set.fields.targeting as { age_min: number }).age_min)).toEqual([30, 30]);
    const row = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row).toMatchObject({ projectName: "Verão 2027", dailyBudget: 9001, targetingAgeMin: 30 });
  });

  it("refuses a budget under R$ 20 per ad set with the figures, before Meta", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    const calls = meta().state.log.length;
    const refused = await updateCampaignConfig(user.id, campaign.id, editValues({ dailyBudget: "30,00" }));
    expect(refused).toMatchObject({ ok: false, error: "wizard.publish.errors.budgetTooLow.hint", values: { current: 30, minimum: 40, recommended: 48, sets: 2, maxAdSets: 1 } });
    expect(meta().state.log.length).toBe(calls);
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget)).toEqual(["2500", "2500"]);
  });

  it("puts back what Meta already changed when a later change is refused, and changes nothing here", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    meta().failOnce({ step: "update.adset", error: { code: 100, message: "Invalid parameter", error_user_msg: "The budget can't change while the ad set is in review." } });
    const refused = await updateCampaignConfig(user.id, campaign.id, editValues({ projectName: "Outro nome", dailyBudget: "80,00" }));
    expect(refused).toEqual({ ok: false, error: "meta.errors.refused", values: { detail: "The budget can't change while the ad set is in review." } });
    expect(metaObject(metaCampaignId).fields.name).toBe("Verão Corrida");
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget)).toEqual(["2500", "2500"]);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ projectName: "Verão Corrida", dailyBudget: 5000 });
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ projectName: "Outro nome", dailyBudget: "80,00" }))).toEqual({ ok: true });
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget)).toEqual(["4000", "4000"]);
    expect(meta().snapshot().accounts[ACCOUNT]!.adsets).toHaveLength(2);
  });

  it("keeps the call to action of a published campaign", async () => {
    const { user, campaign } = await publishedCampaign();
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ cta: "LEARN_MORE" }))).toMatchObject({ ok: false, error: "campaignConfig.errors.lockedAfterPublish", field: "cta" });
  });
});
