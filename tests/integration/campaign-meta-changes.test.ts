import { updateCampaignConfig } from "@/lib/campaigns/edit";
import { campaignEditSchema } from "@/lib/campaigns/config-schema";
import { manageCampaign } from "@/lib/campaigns/manage";
import { db } from "@/lib/db";
import { adSet, publishedCampaign, SELECTION, withFakeMeta } from "./meta-publish-helpers";

// Changes to a linked campaign reach Meta first and count here only once Meta accepted them: delete,
// archive, restore, duplicate and edits (name, budget split over the ad sets, dates), each refused by
// Meta leaving the app as it was and nothing half-changed at Meta.

jest.setTimeout(60_000);

const ACCOUNT = SELECTION.adAccountId;
const meta = withFakeMeta();
afterEach(() => jest.restoreAllMocks());

const metaObject = (id: string) => meta().state.objects.get(id)!;
const metaAdSets = (metaCampaignId: string) =>
  meta()
    .state.objectsOf("adset")
    .filter((set) => set.fields.campaign_id === metaCampaignId);
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
    // Only Meta's developer text: the user reads that Meta gave no reason, never that text.
    meta().failOnce({ step: "delete", error: { code: 100, error_subcode: 33, message: "Unsupported delete request." } });
    expect(await manageCampaign(user.id, "delete", campaign.id, { ...options, atMeta: "delete" })).toEqual({ ok: false, error: "meta.errors.refusedNoReason" });
    // Code 2 is sent again twice (the client's retries) before the user is told Meta is unavailable.
    meta().failOnce({ step: "delete", times: 3, error: { code: 2, message: "Service temporarily unavailable", is_transient: true } });
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
    expect(
      metaAdSets(metaCampaignId)
        .map((set) => set.fields.daily_budget)
        .sort(),
    ).toEqual(["4500", "4501"]);
    expect(metaAdSets(metaCampaignId).map((set) => (set.fields.targeting as { age_min: number }).age_min)).toEqual([30, 30]);
    const row = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row).toMatchObject({ projectName: "Verão 2027", dailyBudget: 9001, targetingAgeMin: 30 });
  });

  it("refuses a budget under R$ 20 per ad set with the figures, before Meta", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    const calls = meta().state.log.length;
    const refused = await updateCampaignConfig(user.id, campaign.id, editValues({ dailyBudget: "30,00" }));
    expect(refused).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.budgetTooLow.hint",
      values: { current: 3000, minimum: 4000, recommended: 4800, sets: 2, maxAdSets: 1, currency: "BRL" },
    });
    expect(meta().state.log.length).toBe(calls);
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget)).toEqual(["2500", "2500"]);
  });

  it("puts back what Meta already changed when a later change is refused, and changes nothing here", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    meta().failOnce({
      step: "update.adset",
      error: { code: 100, message: "Invalid parameter", error_user_msg: "The budget can't change while the ad set is in review." },
    });
    const refused = await updateCampaignConfig(user.id, campaign.id, editValues({ projectName: "Outro nome", dailyBudget: "80,00" }));
    expect(refused).toEqual({ ok: false, error: "meta.errors.refused", values: { detail: "The budget can't change while the ad set is in review." } });
    expect(metaObject(metaCampaignId).fields.name).toBe("Verão Corrida");
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget)).toEqual(["2500", "2500"]);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ projectName: "Verão Corrida", dailyBudget: 5000 });
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ projectName: "Outro nome", dailyBudget: "80,00" }))).toEqual({ ok: true });
    expect(metaAdSets(metaCampaignId).map((set) => set.fields.daily_budget)).toEqual(["4000", "4000"]);
    expect(meta().snapshot().accounts[ACCOUNT]!.adsets).toHaveLength(2);
  });

  it("refuses to switch on an ad set that was off at publishing, before Meta", async () => {
    const { user, campaign } = await publishedCampaign(true, [adSet("adset-1"), adSet("adset-2", { enabled: false, budget: 0 })]);
    const calls = meta().state.log.length;
    const refused = await updateCampaignConfig(
      user.id,
      campaign.id,
      editValues({
        adSets: [
          { id: "adset-1", title: "Corra mais leve", primaryText: "Texto", enabled: true },
          { id: "adset-2", title: "Outro", primaryText: "Texto", enabled: true },
        ],
      }),
    );
    expect(refused).toMatchObject({ ok: false, error: "campaignConfig.errors.adSetNotPublished", values: { name: "Conjunto adset-2" } });
    expect(meta().state.log.length).toBe(calls);
  });

  it("switches an ad set off at Meta and gives its budget to the other", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    const sets = [
      { id: "adset-1", title: "Corra mais leve", primaryText: "Amortecimento responsivo para treinos e provas.", enabled: true },
      { id: "adset-2", title: "Corra mais leve", primaryText: "Amortecimento responsivo para treinos e provas.", enabled: false },
    ];
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ adSets: sets }))).toEqual({ ok: true });
    const byName = Object.fromEntries(metaAdSets(metaCampaignId).map((set) => [set.fields.name, set.fields]));
    expect(byName["Conjunto adset-1"]).toMatchObject({ daily_budget: "5000", status: "ACTIVE" });
    expect(byName["Conjunto adset-2"]).toMatchObject({ status: "PAUSED" });
  });
});

/** Each Meta ad of the campaign with the copy and call to action of the creative it shows. */
function adsAtMeta(metaCampaignId: string) {
  const sets = new Map(metaAdSets(metaCampaignId).map((set) => [set.id, set.fields.name as string]));
  return meta()
    .state.objectsOf("ad")
    .filter((ad) => sets.has(ad.fields.adset_id as string))
    .map((ad) => {
      const creativeId = (ad.fields.creative as { id: string }).id;
      const spec = metaObject(creativeId).fields.object_story_spec as { link_data: { name: string; message: string; call_to_action: { type: string } } };
      return {
        set: sets.get(ad.fields.adset_id as string),
        creativeId,
        title: spec.link_data.name,
        text: spec.link_data.message,
        cta: spec.link_data.call_to_action.type,
      };
    })
    .sort((a, b) => a.set!.localeCompare(b.set!));
}

describe("new copy or call to action on a linked campaign", () => {
  const copy = (title: string) => [
    { id: "adset-1", title, primaryText: "Amortecimento responsivo para treinos e provas.", enabled: true },
    { id: "adset-2", title: "Corra mais leve", primaryText: "Amortecimento responsivo para treinos e provas.", enabled: true },
  ];

  it("makes a new creative for each ad of the changed set and switches the ad to it", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    const before = adsAtMeta(metaCampaignId);
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ adSets: copy("Novo título") }))).toEqual({ ok: true });
    const after = adsAtMeta(metaCampaignId);
    expect(after.map(({ set, title, cta }) => ({ set, title, cta }))).toEqual([
      { set: "Conjunto adset-1", title: "Novo título", cta: "SHOP_NOW" },
      { set: "Conjunto adset-2", title: "Corra mais leve", cta: "SHOP_NOW" },
    ]);
    expect(after[0]!.creativeId).not.toBe(before[0]!.creativeId);
    expect(after[1]!.creativeId).toBe(before[1]!.creativeId);
    // The run keeps the new creative, so that the next edit switches from it.
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    expect(JSON.stringify(run.state)).toContain(after[0]!.creativeId);
    const row = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect((row.adSetsConfig as { title: string }[]).map((set) => set.title)).toEqual(["Novo título", "Corra mais leve"]);
  });

  it("gives every ad a creative with the new call to action", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    expect(await updateCampaignConfig(user.id, campaign.id, editValues({ cta: "LEARN_MORE" }))).toEqual({ ok: true });
    expect(adsAtMeta(metaCampaignId).map((ad) => ad.cta)).toEqual(["LEARN_MORE", "LEARN_MORE"]);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).cta).toBe("LEARN_MORE");
  });

  it("switches the ads back when Meta refuses one, and changes nothing here", async () => {
    const { user, campaign, metaCampaignId } = await publishedCampaign();
    const before = adsAtMeta(metaCampaignId);
    const state = (await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } })).state;
    // The first ad switches, the second is refused: the first goes back to its creative.
    meta().failOnce({ step: "update.ad", after: 1, error: { code: 100, message: "Invalid parameter", error_user_msg: "Ads in review can't change." } });
    const refused = await updateCampaignConfig(user.id, campaign.id, editValues({ cta: "LEARN_MORE" }));
    expect(refused).toEqual({ ok: false, error: "meta.errors.refused", values: { detail: "Ads in review can't change." } });
    expect(adsAtMeta(metaCampaignId)).toEqual(before);
    expect((await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } })).state).toEqual(state);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).cta).toBe("SHOP_NOW");
    // The creatives made for the refused edit are gone again.
    expect(
      meta()
        .state.objectsOf("adcreative")
        .filter((item) => item.fields.status !== "DELETED"),
    ).toHaveLength(2);
  });
});
