import { DEFAULT_PAGES, FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { publishCampaign } from "@/lib/meta/publish";
import { loadWizardAssets } from "@/lib/meta/wizard-assets";
import { savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 12: a Page the person can't advertise for, and an Instagram account that isn't the Page's. The
// wizard reads each Page's tasks from me/accounts; the fake Meta, like Meta, refuses such creatives in
// the validate_only check before any creative exists, and the seller reads what to fix.

jest.setTimeout(60_000);
const meta = withFakeMeta();
afterEach(() => jest.restoreAllMocks());

const ACCOUNT = SELECTION.adAccountId;
const [MAIN_PAGE, OUTLET_PAGE] = DEFAULT_PAGES as [(typeof DEFAULT_PAGES)[number], (typeof DEFAULT_PAGES)[number]];
/** The outlet Page, on which the person only analyses. */
const analyseOnlyOutlet = () => {
  meta().state.pages = meta().state.pages.map((page) => (page.id === OUTLET_PAGE.id ? { ...page, tasks: ["ANALYZE"] } : page));
};
const created = () => {
  const account = meta().snapshot().accounts[ACCOUNT]!;
  return { campaigns: account.campaigns?.length, adsets: account.adsets?.length, adcreatives: account.adcreatives?.length, ads: account.ads?.length };
};
const validations = (endpoint: string) =>
  meta().state.log.filter((call) => call.endpoint === endpoint && String(call.params.execution_options ?? "").includes("validate_only"));

describe("the Page's tasks", () => {
  it("are read from me/accounts: a Page without ADVERTISE can't advertise", async () => {
    analyseOnlyOutlet();
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const outcome = await loadWizardAssets(user.id, null);
    expect(outcome.ok && outcome.data.pages.map((page) => [page.id, page.canAdvertise])).toEqual([
      [MAIN_PAGE.id, true],
      [OUTLET_PAGE.id, false],
    ]);
    expect(String(meta().state.lastRequests.pages?.params.fields)).toContain("tasks");
  });

  it("stored before the tasks were read, a Page reads as allowed (Meta decides at publish)", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    await db.profile.update({ where: { userId: user.id }, data: { metaPagesData: [{ id: MAIN_PAGE.id, name: MAIN_PAGE.name, instagram: null }] } });
    meta().rateLimit({ endpoint: "pages", times: 5 });
    const outcome = await loadWizardAssets(user.id, null);
    expect(outcome).toMatchObject({
      ok: true,
      data: { isUsingFallback: true, pages: [{ id: MAIN_PAGE.id, name: MAIN_PAGE.name, instagram: null, canAdvertise: true }] },
    });
  });
});

describe("publishing with a Page or Instagram account Meta refuses", () => {
  it("a Page without the Advertise task: the creatives' check refuses, none is made, the hint names the task", async () => {
    analyseOnlyOutlet();
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    const outcome = await publishCampaign(user.id, campaign.id, { ...SELECTION, pageId: OUTLET_PAGE.id, instagramAccountId: null });
    expect(outcome).toMatchObject({
      ok: false,
      step: "adcreatives",
      classification: { kind: "permission", hintKey: "wizard.publish.errors.permission.hint", technical: expect.stringContaining("ADVERTISE") },
    });
    // Meta's developer text (English, for developers) is only in the technical details.
    expect(!outcome.ok && [outcome.classification?.values, outcome.classification?.metaMessage]).toEqual([{}, undefined]);
    expect(validations("adcreatives").length).toBeGreaterThan(0);
    // Creatives are made before the campaign: nothing at all exists at Meta.
    expect(created()).toEqual({ campaigns: 0, adsets: 0, adcreatives: 0, ads: 0 });
  });

  it("another Page's Instagram account: refused the same way, Meta's words naming instagram_user_id kept for support", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    const outcome = await publishCampaign(user.id, campaign.id, { ...SELECTION, pageId: OUTLET_PAGE.id, instagramAccountId: MAIN_PAGE.instagram!.id });
    expect(outcome).toMatchObject({
      ok: false,
      step: "adcreatives",
      classification: { kind: "validation", technical: expect.stringContaining("(#100) Param instagram_user_id must be a valid Instagram account id") },
    });
    expect(!outcome.ok && [outcome.classification?.values, outcome.classification?.metaMessage]).toEqual([{}, undefined]);
    // Creatives are made before the campaign: nothing at all exists at Meta.
    expect(created()).toEqual({ campaigns: 0, adsets: 0, adcreatives: 0, ads: 0 });
  });

  it("the Page's own Instagram account, with the task, publishes", async () => {
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const campaign = await savedCampaign(user.id, { media: ["image"] });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(created().ads).toBeGreaterThan(0);
  });
});
