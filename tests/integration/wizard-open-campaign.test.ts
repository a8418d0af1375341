import { db } from "@/lib/db";
import { getWizardDraft, saveWizardDraft } from "@/lib/wizard/draft";
import { openCampaignInWizard } from "@/lib/wizard/from-campaign";
import { wizardConfigSchema } from "@/lib/wizard/config-schema";
import { addDays, daysFromNow } from "@/tests/support/days";
import { makeUser } from "./factories";

// Issue 31, one publish path: a saved campaign opens in the wizard's configuration step with everything
// it was saved with, never over unsaved work unasked, and never once published or being published.

const start = daysFromNow(10);
const interest = { id: "6003107902433", name: "Corrida" };

async function savedCampaign(userId: string, overrides: Record<string, unknown> = {}) {
  return db.campaign.create({
    data: {
      userId,
      status: "draft",
      productName: "Tênis Corrida Pro",
      projectName: "Verão Corrida",
      productUrl: "https://loja.example/tenis",
      headline: "Corra mais leve",
      description: "Amortecimento para treinos e provas.",
      cta: "SHOP_NOW",
      targetAudience: "Corrida, Maratona",
      objective: "Conversões",
      campaignObjective: "conversions",
      dailyBudget: 4000,
      currency: "BRL",
      targetingAgeMin: 21,
      targetingAgeMax: 45,
      targetingCountries: ["BR"],
      targetingCities: ["recife-pe"],
      startDate: new Date(`${start}T00:00:00Z`),
      endDate: new Date(`${addDays(start, 7)}T00:00:00Z`),
      creatives: [{ id: "c1", type: "image", url: `/api/uploads/media/${userId}/a.jpg`, name: "a.jpg", generated: false, isMain: true }],
      adSetsConfig: [
        {
          id: "adset-1",
          name: "Corrida",
          title: "Corra mais",
          primaryText: "Conforto.",
          audience: ["Corrida"],
          metaInterests: [interest],
          budget: 2000,
          enabled: true,
        },
        { id: "adset-2", name: "Amplo", title: "Corra mais", primaryText: "Conforto.", audience: [], metaInterests: [], budget: 2000, enabled: true },
      ],
      metaAdAccountId: "act_120210000000001",
      metaPageId: "104857600000001",
      metaPixelId: "987654321098765",
      metaAdAccountName: "Loja Passo Firme",
      ...overrides,
    },
  });
}

describe("a saved campaign opened in the wizard to publish it", () => {
  it("becomes the wizard's configuration step with its creatives, cities, sets, interests and Meta assets", async () => {
    const user = await makeUser({ label: "open" });
    const campaign = await savedCampaign(user.id);
    expect(await openCampaignInWizard(user.id, campaign.id)).toEqual({ kind: "opened" });
    const draft = await getWizardDraft(user.id);
    expect(draft).toMatchObject({ step: 3, campaignId: campaign.id, url: "https://loja.example/tenis", creatives: [expect.objectContaining({ id: "c1" })] });
    expect(draft!.config).toMatchObject({
      projectName: "Verão Corrida",
      objective: "conversions",
      targetCities: ["recife-pe"],
      ageMin: 21,
      ageMax: 45,
      dailyBudget: 4000,
      startDate: start,
      adAccountId: "act_120210000000001",
      pageId: "104857600000001",
      pixelId: "987654321098765",
      metaAccountNames: { adAccountName: "Loja Passo Firme" },
    });
    expect(draft!.config!.adSets.map((set) => set.metaInterests)).toEqual([[interest], []]);
    // What opens passes the step's own rules as it was saved.
    expect(wizardConfigSchema.safeParse(draft!.config).success).toBe(true);
  });

  it("keeps a WhatsApp campaign's destination and prefilled message (issue 34)", async () => {
    const user = await makeUser({ label: "open" });
    const campaign = await savedCampaign(user.id, { destination: "whatsapp", whatsappMessage: "Oi! Tenho interesse no Tênis" });
    expect(await openCampaignInWizard(user.id, campaign.id)).toEqual({ kind: "opened" });
    const draft = await getWizardDraft(user.id);
    expect(draft!.config).toMatchObject({ destination: "whatsapp", whatsappMessage: "Oi! Tenho interesse no Tênis" });
    expect(wizardConfigSchema.safeParse(draft!.config).success).toBe(true);
  });

  it("asks before it replaces work the wizard holds that was never saved, and replaces it when told to", async () => {
    const user = await makeUser({ label: "open-unsaved" });
    const campaign = await savedCampaign(user.id);
    const unsaved = { step: 2 as const, url: "https://loja.example/caneca", product: null, ad: null, campaignId: null, creatives: [], config: null };
    await saveWizardDraft(user.id, unsaved);
    expect(await openCampaignInWizard(user.id, campaign.id)).toEqual({ kind: "unsavedWork", name: "https://loja.example/caneca" });
    expect(await getWizardDraft(user.id)).toEqual(unsaved);
    expect(await openCampaignInWizard(user.id, campaign.id, true)).toEqual({ kind: "opened" });
    expect((await getWizardDraft(user.id))?.campaignId).toBe(campaign.id);
  });

  it("never opens a published campaign, one being published, or someone else's", async () => {
    const user = await makeUser({ label: "open-published" });
    const other = await makeUser({ label: "open-other" });
    const published = await savedCampaign(user.id, { metaCampaignId: "120200000000001", status: "paused" });
    const publishing = await savedCampaign(user.id);
    await db.metaPublishRun.create({ data: { campaignId: publishing.id, userId: user.id, status: "running", state: {} } });
    const theirs = await savedCampaign(other.id);
    for (const id of [published.id, publishing.id, theirs.id]) expect(await openCampaignInWizard(user.id, id)).toEqual({ kind: "unavailable" });
    expect(await getWizardDraft(user.id)).toBeNull();
  });
});
