import { randomUUID } from "node:crypto";
import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { stateOf } from "@/components/wizard/state/wizard-state";
import { db } from "@/lib/db";
import { markRunQueued, publishCampaign } from "@/lib/meta/publish";
import { acquireLock, RunLock } from "@/lib/meta/run-state";
import { readState } from "@/lib/meta/run-state";
import { saveWizardDraft } from "@/lib/wizard/draft";
import type { WizardDraft } from "@/lib/wizard/draft-schema";
import { loadWizard } from "@/lib/wizard/load";
import { daysFromNow } from "@/tests/support/days";
import { adSet, savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Decision 025: New campaign reads where the wizard's campaign stands with Meta. A campaign waiting for its
// publish job, being published or already live is reported so to the wizard, never as a draft ready to
// publish nor offered as "never published"; a never-published or stopped one still is.

jest.setTimeout(60_000);
const fake = withFakeMeta();

/** The wizard's draft at step 3 after it saved `campaignId` (as it is when Publish was pressed). */
const wizardDraft = (userId: string, campaignId: string): WizardDraft => ({
  step: 3,
  url: "https://loja.example.com/tenis-corrida-pro",
  product: {
    url: "https://loja.example.com/tenis-corrida-pro",
    title: "Tênis Corrida Pro",
    description: "Leve.",
    imageUrl: null,
    price: 299.9,
    currency: "BRL",
    brand: null,
    category: null,
    fallback: false,
  },
  ad: { headline: "Corra mais", description: "Conforto.", cta: "SHOP_NOW", audienceTargeting: ["Corrida"], objective: "Tráfego", keywords: [] },
  campaignId,
  creatives: [{ id: "creative-0", type: "image", url: `/api/uploads/media/${userId}/1.jpg`, name: "1.jpg", generated: false, isMain: true }],
  config: {
    projectName: "Verão Corrida",
    objective: "traffic",
    ctaText: "SHOP_NOW",
    startDate: daysFromNow(1),
    endDate: daysFromNow(8),
    targetCountries: ["BR"],
    targetCities: [],
    ageMin: 25,
    ageMax: 45,
    dailyBudget: 5000,
    adSets: [adSet("adset-1"), adSet("adset-2")],
  },
});

// Broad audiences: nothing here is about targeting.
const broadCampaign = (userId: string) =>
  savedCampaign(userId, { media: ["image"], adSets: [adSet("adset-1", { audience: [] }), adSet("adset-2", { audience: [] })] });

async function sellerWithCampaign() {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  return { user, campaign: await broadCampaign(user.id) };
}

describe("loadWizard: the draft's campaign as it stands with Meta", () => {
  it("reports a publish waiting for its job, then one a publisher runs, as publishing with the run's step: step 3 follows it", async () => {
    const { user, campaign } = await sellerWithCampaign();
    await saveWizardDraft(user.id, wizardDraft(user.id, campaign.id));

    expect(await markRunQueued(campaign.id, user.id)).toBe(true);
    const queued = await loadWizard(user.id);
    expect(queued.publish).toMatchObject({ kind: "publishing", run: { status: "queued", step: "start" } });
    expect(queued.draft?.campaignId).toBe(campaign.id);

    // The job took the run and reached the campaign step (as steps.ts saves it).
    const until = await acquireLock(campaign.id, user.id);
    expect(until).not.toBeNull();
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    await new RunLock(campaign.id, until!).save(readState(run.state), "campaign");
    const running = await loadWizard(user.id);
    expect(running.publish).toMatchObject({ kind: "publishing", run: { status: "running", step: "campaign", running: true } });
    expect(stateOf(running.draft, running.publish)).toMatchObject({ step: 3, campaignId: campaign.id });
    expect(running.saved).toBeNull();
  });

  it("reports a campaign published meanwhile as published: the wizard opens on its success screen", async () => {
    const { user, campaign } = await sellerWithCampaign();
    await saveWizardDraft(user.id, wizardDraft(user.id, campaign.id));
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });

    const load = await loadWizard(user.id);
    expect(load.publish).toEqual({ kind: "published" });
    expect(stateOf(load.draft, load.publish)).toMatchObject({ step: 4, outcome: "published", campaignId: campaign.id });
  });

  it("reports a stopped publish with what the seller reads about it; step 3 offers to publish again", async () => {
    const { user, campaign } = await sellerWithCampaign();
    await saveWizardDraft(user.id, wizardDraft(user.id, campaign.id));
    fake().failOnce({
      step: "campaigns",
      error: { code: 100, is_transient: false, message: "Invalid parameter", error_user_title: "Nome inválido", error_user_msg: "Mude o nome." },
    });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "campaign" });

    const load = await loadWizard(user.id);
    expect(load.publish).toMatchObject({
      kind: "failed",
      step: "campaign",
      failure: { classification: { kind: "validation", metaMessage: "Nome inválido: Mude o nome.", technical: expect.stringContaining("Invalid parameter") } },
    });
    expect(stateOf(load.draft, load.publish)).toMatchObject({ step: 3 });
  });

  it("reports a saved campaign never published as such, and none for a draft that saved no campaign or another seller's", async () => {
    const { user, campaign } = await sellerWithCampaign();
    await saveWizardDraft(user.id, wizardDraft(user.id, campaign.id));
    expect((await loadWizard(user.id)).publish).toEqual({ kind: "unpublished" });

    const other = await sellerWithCampaign();
    await saveWizardDraft(user.id, wizardDraft(user.id, other.campaign.id));
    expect((await loadWizard(user.id)).publish).toBeNull();
    await saveWizardDraft(user.id, { ...wizardDraft(user.id, randomUUID()), campaignId: null });
    expect((await loadWizard(user.id)).publish).toBeNull();
  });
});

describe("loadWizard without a draft: the saved campaign offered as never published", () => {
  it("offers neither a campaign being published nor one already live, but still a stopped one or one never published", async () => {
    const { user, campaign: neverPublished } = await sellerWithCampaign();
    expect((await loadWizard(user.id)).saved).toEqual({ id: neverPublished.id, name: "Verão Corrida" });

    // A newer campaign whose publish waits for its job: the older one is still the one to offer.
    const publishing = await broadCampaign(user.id);
    await markRunQueued(publishing.id, user.id);
    expect((await loadWizard(user.id)).saved?.id).toBe(neverPublished.id);

    // Published: the newest edit, but live at Meta.
    expect(await publishCampaign(user.id, neverPublished.id, SELECTION)).toMatchObject({ ok: true });
    expect((await loadWizard(user.id)).saved).toBeNull();

    // A publish that stopped leaves a campaign that may still be published: it is offered.
    fake().failOnce({ step: "campaigns", error: { code: 100, is_transient: false, message: "Invalid parameter" } });
    const stopped = await broadCampaign(user.id);
    expect(await publishCampaign(user.id, stopped.id, SELECTION)).toMatchObject({ ok: false });
    expect((await loadWizard(user.id)).saved?.id).toBe(stopped.id);
  });
});
