import { db } from "@/lib/db";
import { manageCampaign } from "@/lib/campaigns/manage";
import { saveCampaign } from "@/lib/wizard/save-campaign";
import { saveCampaignSchema, type SaveCampaignInput } from "@/lib/wizard/save-schema";
import { addDays, daysFromNow } from "@/tests/support/days";
import { makeUser } from "./factories";

const start = daysFromNow(7);

// Room for the campaigns these tests save, unless a test sets its own limit.
const seller = (campaignLimit = 10) => makeUser({ campaignLimit });

const adSet = (id: string, enabled: boolean) => ({
  id,
  name: `Set ${id}`,
  title: "Corra mais",
  primaryText: "Conforto para seus treinos.",
  audience: ["Corrida"],
  metaInterests: [{ id: `6003${id}`, name: "Running" }],
  budget: enabled ? 2000 : 0,
  enabled,
});

const payload = (userId: string, overrides: Partial<SaveCampaignInput> = {}): SaveCampaignInput => ({
  product: { url: "https://loja.example/tenis", name: "Tênis Corrida Pro" },
  ad: { headline: "Corra mais", description: "Conforto para seus treinos.", audienceTargeting: ["Corrida", "Maratona"], objective: "Conversões" },
  creatives: [
    { id: "c1", type: "image", url: `/api/uploads/media/${userId}/1.jpg`, name: "1.jpg", generated: false, isMain: false },
    { id: "c2", type: "image", url: `/api/uploads/media/${userId}/2.jpg`, name: "2.jpg", generated: true, isMain: true },
  ],
  config: {
    projectName: "Verão",
    objective: "conversions",
    ctaText: "SHOP_NOW",
    startDate: start,
    endDate: addDays(start, 7),
    targetCountries: ["BR"],
    targetCities: ["sao-paulo-sp"],
    ageMin: 18,
    ageMax: 45,
    dailyBudget: 4000,
    adSets: [adSet("1", true), adSet("2", false), adSet("3", true)],
  },
  ...overrides,
});

const save = (userId: string, input: SaveCampaignInput) => saveCampaign(userId, saveCampaignSchema.parse(input));

describe("saving a wizard campaign", () => {
  it("stores where the ads take people: a website campaign by default, a WhatsApp one with its message (issue 34)", async () => {
    const user = await seller();
    const website = await save(user.id, payload(user.id));
    const whatsapp = await save(user.id, {
      ...payload(user.id),
      config: { ...payload(user.id).config, destination: "whatsapp", whatsappMessage: "  Oi! Quero o Tênis  " },
    });
    const row = (outcome: Awaited<ReturnType<typeof save>>) =>
      db.campaign.findUniqueOrThrow({ where: { id: (outcome as { campaignId: string }).campaignId }, select: { destination: true, whatsappMessage: true } });
    expect(await row(website)).toEqual({ destination: "website", whatsappMessage: null });
    expect(await row(whatsapp)).toEqual({ destination: "whatsapp", whatsappMessage: "Oi! Quero o Tênis" });
    // A WhatsApp campaign without its message is not saved.
    expect(() =>
      saveCampaignSchema.parse({ ...payload(user.id), config: { ...payload(user.id).config, destination: "whatsapp", whatsappMessage: "" } }),
    ).toThrow();
  });

  it("stores every field as a draft, with only the enabled ad sets and the main image", async () => {
    const user = await seller();
    const outcome = await save(user.id, payload(user.id));
    expect(outcome.ok).toBe(true);
    const stored = await db.campaign.findUniqueOrThrow({ where: { id: (outcome as { campaignId: string }).campaignId } });
    expect(stored).toMatchObject({
      userId: user.id,
      status: "draft",
      productName: "Tênis Corrida Pro",
      projectName: "Verão",
      cta: "SHOP_NOW",
      targetAudience: "Corrida, Maratona",
      campaignObjective: "conversions",
      dailyBudget: 4000,
      imageUrl: `/api/uploads/media/${user.id}/2.jpg`,
      targetingCountries: ["BR"],
      targetingCities: ["sao-paulo-sp"],
      targetingAgeMin: 18,
      targetingAgeMax: 45,
    });
    expect((stored.adSetsConfig as { id: string }[]).map((set) => set.id)).toEqual(["1", "3"]);
  });

  it("updates the user's own campaign and refuses another user's", async () => {
    const owner = await seller();
    const intruder = await seller();
    const created = (await save(owner.id, payload(owner.id))) as { campaignId: string };
    expect(await save(intruder.id, payload(intruder.id, { campaignId: created.campaignId }))).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    const edited = payload(owner.id, { campaignId: created.campaignId });
    edited.config.projectName = "Inverno";
    expect(await save(owner.id, edited)).toEqual({ ok: true, campaignId: created.campaignId });
    expect((await db.campaign.findUniqueOrThrow({ where: { id: created.campaignId } })).projectName).toBe("Inverno");
    expect(await db.campaign.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("refuses creatives that are not the user's own files", async () => {
    const user = await seller();
    const other = await seller();
    for (const url of [`/api/uploads/media/${other.id}/1.jpg`, "https://evil.example/x.jpg", "/api/uploads/avatars/x.jpg"]) {
      const input = payload(user.id);
      input.creatives[0]!.url = url;
      expect(await save(user.id, input)).toEqual({ ok: false, error: "wizard.save.errors.foreignMedia" });
    }
    expect(await db.campaign.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a configuration with no enabled ad set, and input that breaks the rules", async () => {
    const user = await seller();
    const none = payload(user.id);
    none.config.adSets = [adSet("1", false)];
    expect(saveCampaignSchema.safeParse(none).error?.issues[0]?.message).toBe("wizard.save.errors.noEnabledSet");
    expect(
      await saveCampaign(user.id, {
        ...saveCampaignSchema.parse(payload(user.id)),
        config: { ...saveCampaignSchema.parse(payload(user.id)).config, adSets: [] },
      }),
    ).toEqual({
      ok: false,
      error: "wizard.save.errors.noEnabledSet",
    });
    expect(saveCampaignSchema.safeParse({ ...payload(user.id), product: undefined }).error?.issues[0]?.message).toBe("wizard.save.errors.missingData");
    const cheap = payload(user.id);
    cheap.config.dailyBudget = 1999;
    expect(saveCampaignSchema.safeParse(cheap).error?.issues[0]?.message).toBe("campaignConfig.errors.budgetMinimum");
    const tooLong = payload(user.id);
    tooLong.config.endDate = addDays(start, 31);
    expect(saveCampaignSchema.safeParse(tooLong).error?.issues[0]?.message).toBe("campaignConfig.errors.maxDuration");
    const untitled = payload(user.id);
    untitled.config.adSets[0]!.title = " ";
    expect(saveCampaignSchema.safeParse(untitled).error?.issues[0]).toMatchObject({
      message: "wizard.save.errors.adSetTitle",
      path: ["config", "adSets", 0, "title"],
    });
  });

  it("lets exactly one of 20 simultaneous saves through when one campaign is left", async () => {
    const user = await seller(3);
    await save(user.id, payload(user.id));
    await save(user.id, payload(user.id));
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => save(user.id, payload(user.id))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, error: "plans.errors.limitReached", values: { count: 3, limit: 3 } });
    expect(await db.campaign.count({ where: { userId: user.id } })).toBe(3);
  }, 60_000);
});

// Decision 023: every campaign the user holds counts toward the plan, whatever its status.
describe("the plan rule at save", () => {
  it("counts a draft never published: it uses the free plan's one campaign, and saving another is refused", async () => {
    const user = await seller(1);
    const first = await save(user.id, payload(user.id));
    if (!first.ok) throw new Error("the first save was refused");
    expect(await db.campaign.findUniqueOrThrow({ where: { id: first.campaignId }, select: { status: true, metaCampaignId: true } })).toEqual({
      status: "draft",
      metaCampaignId: null,
    });
    expect(await save(user.id, payload(user.id))).toEqual({ ok: false, error: "plans.errors.limitReached", values: { count: 1, limit: 1 } });
    // Saving the draft again changes it: no new campaign, so the plan has nothing to refuse.
    expect(await save(user.id, payload(user.id, { campaignId: first.campaignId }))).toEqual({ ok: true, campaignId: first.campaignId });
    expect(await db.campaign.count({ where: { userId: user.id } })).toBe(1);
  });

  it("counts an archived campaign too; deleting a campaign frees its slot", async () => {
    const user = await seller(1);
    const first = await save(user.id, payload(user.id));
    if (!first.ok) throw new Error("the first save was refused");
    expect(await manageCampaign(user.id, "archive", first.campaignId, { copySuffix: " (copy)" })).toEqual({ ok: true, campaignId: first.campaignId });
    expect(await save(user.id, payload(user.id))).toEqual({ ok: false, error: "plans.errors.limitReached", values: { count: 1, limit: 1 } });
    expect(await manageCampaign(user.id, "delete", first.campaignId, { copySuffix: " (copy)" })).toEqual({ ok: true, campaignId: first.campaignId });
    expect((await save(user.id, payload(user.id))).ok).toBe(true);
  });
});
