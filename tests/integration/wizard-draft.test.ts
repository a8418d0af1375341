import { auth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { clearWizardDraftAction, saveCampaignAction, saveWizardDraftAction } from "@/lib/wizard/actions";
import { clearWizardDraft, getWizardDraft, saveWizardDraft } from "@/lib/wizard/draft";
import { DRAFT_MAX_CHARS, type WizardDraft } from "@/lib/wizard/draft-schema";
import type { SaveCampaignInput } from "@/lib/wizard/save-schema";
import { daysFromNow } from "@/tests/support/days";
import { makeUser, signInAs } from "./factories";

// 001 §2: the wizard's unfinished work is kept on the server, one draft per user, readable and
// removable only by its owner; a successful save removes it.

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const session = jest.mocked(auth as unknown as jest.Mock);

async function signedIn() {
  const user = await makeUser({ campaignLimit: 10 });
  signInAs(user);
  return user;
}

const adSet = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Set ${id}`,
  title: "Corra mais",
  primaryText: "Conforto para seus treinos.",
  audience: ["Corrida"],
  metaInterests: [] as { id: string; name: string; audience_size?: number; why?: string }[],
  budget: 2000,
  enabled: true,
  ...overrides,
});

const draft = (userId: string, overrides: Partial<WizardDraft> = {}): WizardDraft => ({
  step: 3,
  url: "https://loja.example/tenis",
  product: {
    url: "https://loja.example/tenis",
    title: "Tênis Corrida Pro",
    description: "Leve.",
    imageUrl: null,
    price: 299.9,
    currency: "BRL",
    brand: null,
    category: null,
    fallback: false,
  },
  ad: {
    headline: "Corra mais",
    description: "Conforto para seus treinos.",
    cta: "SHOP_NOW",
    audienceTargeting: ["Corrida"],
    objective: "Tráfego",
    keywords: [],
  },
  campaignId: null,
  creatives: [{ id: "c1", type: "image", url: `/api/uploads/media/${userId}/1.jpg`, name: "1.jpg", generated: true, isMain: true }],
  // A half-edited configuration is a valid draft (an empty project name).
  config: {
    projectName: "",
    objective: "traffic",
    ctaText: "SHOP_NOW",
    startDate: daysFromNow(7),
    endDate: daysFromNow(14),
    targetCountries: ["BR"],
    targetCities: [],
    ageMin: 18,
    ageMax: 65,
    dailyBudget: 2000,
    adSets: [adSet("1")],
    metaAccountNames: {},
  },
  ...overrides,
});

const savePayload = (userId: string): SaveCampaignInput => ({
  product: { url: "https://loja.example/tenis", name: "Tênis Corrida Pro" },
  ad: { headline: "Corra mais", description: "Conforto para seus treinos.", audienceTargeting: ["Corrida", "Maratona"], objective: "Tráfego" },
  creatives: [{ id: "c1", type: "image", url: `/api/uploads/media/${userId}/1.jpg`, name: "1.jpg", generated: true, isMain: true }],
  config: {
    projectName: "Verão",
    objective: "traffic",
    ctaText: "SHOP_NOW",
    startDate: daysFromNow(7),
    endDate: daysFromNow(14),
    targetCountries: ["BR"],
    targetCities: [],
    ageMin: 18,
    ageMax: 65,
    dailyBudget: 2000,
    adSets: [adSet("1")],
  },
});

/**
 * A draft of the right shape whose JSON is exactly `chars` long: four ad sets of 60 interests, the
 * interests' "why" (up to 500 characters each) filled until the length is reached.
 */
function draftOfLength(userId: string, chars: number): WizardDraft {
  const base = draft(userId);
  const sets = [adSet("1"), adSet("2"), adSet("3"), adSet("4")].map((set) => ({
    ...set,
    metaInterests: Array.from({ length: 60 }, (_, i) => ({ id: `6003${i}`, name: `Interest ${i}`, why: "" })),
  }));
  const sized = { ...base, config: { ...base.config!, adSets: sets } };
  let missing = chars - JSON.stringify(sized).length;
  for (const interest of sets.flatMap((set) => set.metaInterests)) {
    const add = Math.min(500, missing);
    interest.why = "w".repeat(add);
    missing -= add;
  }
  if (missing !== 0) throw new Error(`cannot build a draft of ${chars} characters`);
  return sized;
}

beforeEach(() => session.mockReset());

describe("wizard draft actions", () => {
  it("refuse an anonymous call and write nothing", async () => {
    const user = await makeUser();
    const before = await db.wizardDraft.count();
    signInAs(null);
    expect(await saveWizardDraftAction(draft(user.id))).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await clearWizardDraftAction({})).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await db.wizardDraft.count()).toBe(before);
  });

  it("refuse a session whose user is not verified", async () => {
    const user = await makeUser({ confirmed: false });
    signInAs(user);
    expect(await saveWizardDraftAction(draft(user.id))).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await db.wizardDraft.count({ where: { userId: user.id } })).toBe(0);
  });

  it("round-trip a user's draft through getWizardDraft", async () => {
    const user = await signedIn();
    const saved = draft(user.id, { campaignId: crypto.randomUUID() });
    expect(await saveWizardDraftAction(saved)).toEqual({ ok: true, data: null });
    expect(await getWizardDraft(user.id)).toEqual(saved);
  });

  it("round-trip a step 1 draft with only a URL", async () => {
    const user = await signedIn();
    const saved: WizardDraft = { step: 1, url: "loja.example/p", product: null, ad: null, campaignId: null, creatives: [], config: null };
    expect(await saveWizardDraftAction(saved)).toEqual({ ok: true, data: null });
    expect(await getWizardDraft(user.id)).toEqual(saved);
  });

  it("replace the first draft with a second save: one row per user", async () => {
    const user = await signedIn();
    await saveWizardDraftAction(draft(user.id));
    const second = draft(user.id, { step: 2, ad: null, config: null, creatives: [] });
    expect(await saveWizardDraftAction(second)).toEqual({ ok: true, data: null });
    expect(await db.wizardDraft.count({ where: { userId: user.id } })).toBe(1);
    expect(await getWizardDraft(user.id)).toEqual(second);
  });

  it("clear the user's own draft", async () => {
    const user = await signedIn();
    await saveWizardDraftAction(draft(user.id));
    expect(await clearWizardDraftAction({})).toEqual({ ok: true, data: null });
    expect(await getWizardDraft(user.id)).toBeNull();
    expect(await db.wizardDraft.count({ where: { userId: user.id } })).toBe(0);
    // Clearing when there is nothing is fine.
    expect(await clearWizardDraftAction({})).toEqual({ ok: true, data: null });
  });

  it("keep a draft away from another user: not readable, not cleared, not overwritten", async () => {
    const owner = await signedIn();
    const ownerDraft = draft(owner.id);
    await saveWizardDraftAction(ownerDraft);

    const other = await signedIn();
    expect(await getWizardDraft(other.id)).toBeNull();
    expect(await clearWizardDraftAction({})).toEqual({ ok: true, data: null });
    const otherDraft = draft(other.id, { step: 1, url: "outra.example", product: null, ad: null, config: null, creatives: [] });
    await saveWizardDraftAction(otherDraft);

    expect(await getWizardDraft(owner.id)).toEqual(ownerDraft);
    expect(await getWizardDraft(other.id)).toEqual(otherDraft);
    // The draft's owner is the session's user, never one named in the input.
    await saveWizardDraftAction({ ...otherDraft, userId: owner.id } as never);
    expect(await getWizardDraft(owner.id)).toEqual(ownerDraft);
  });

  it(`accept a draft of exactly ${DRAFT_MAX_CHARS} characters`, async () => {
    const user = await signedIn();
    const largest = draftOfLength(user.id, DRAFT_MAX_CHARS);
    expect(JSON.stringify(largest)).toHaveLength(DRAFT_MAX_CHARS);
    expect(await saveWizardDraftAction(largest)).toEqual({ ok: true, data: null });
    expect(await getWizardDraft(user.id)).toEqual(largest);
  });

  it(`refuse a draft over ${DRAFT_MAX_CHARS} characters with errors.invalidInput and keep the previous one`, async () => {
    const user = await signedIn();
    const previous = draft(user.id);
    await saveWizardDraftAction(previous);
    const big = draftOfLength(user.id, DRAFT_MAX_CHARS + 1);
    expect(JSON.stringify(big)).toHaveLength(DRAFT_MAX_CHARS + 1);
    expect(await saveWizardDraftAction(big)).toEqual({ ok: false, error: "errors.invalidInput", fieldErrors: { _form: "wizard.draft.tooLarge" } });
    expect(await getWizardDraft(user.id)).toEqual(previous);
  });

  it.each<[string, (userId: string) => unknown]>([
    ["not an object", () => "draft"],
    ["step 4", (userId) => ({ ...draft(userId), step: 4 })],
    ["no url", (userId) => ({ ...draft(userId), url: undefined })],
    ["a campaign id that is not a uuid", (userId) => draft(userId, { campaignId: "42" })],
    ["a product without a valid url", (userId) => ({ ...draft(userId), product: { ...draft(userId).product, url: "nope" } })],
    ["creatives that are not a list", (userId) => ({ ...draft(userId), creatives: "c1" })],
    ["more than 5 creatives", (userId) => ({ ...draft(userId), creatives: Array.from({ length: 6 }, () => draft(userId).creatives[0]) })],
    ["an age out of range", (userId) => ({ ...draft(userId), config: { ...draft(userId).config, ageMin: 10 } })],
  ])("refuse a malformed draft (%s) with errors.invalidInput and write nothing", async (_shape, make) => {
    const user = await signedIn();
    const result = await saveWizardDraftAction(make(user.id) as never);
    expect(result).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(await db.wizardDraft.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("saving the campaign clears the draft", () => {
  it("removes the user's draft when the save succeeds, and only theirs", async () => {
    const other = await signedIn();
    await saveWizardDraftAction(draft(other.id));
    const user = await signedIn();
    await saveWizardDraftAction(draft(user.id));

    const result = await saveCampaignAction(savePayload(user.id));
    expect(result).toMatchObject({ ok: true, data: { campaignId: expect.any(String) } });
    expect(await getWizardDraft(user.id)).toBeNull();
    expect(await getWizardDraft(other.id)).not.toBeNull();
  });

  it("keeps the draft when the save is refused", async () => {
    const user = await signedIn();
    const kept = draft(user.id);
    await saveWizardDraftAction(kept);
    const foreign = savePayload(user.id);
    foreign.creatives[0]!.url = "https://evil.example/x.jpg";
    expect(await saveCampaignAction(foreign)).toEqual({ ok: false, error: "wizard.save.errors.foreignMedia" });
    const invalid = savePayload(user.id);
    invalid.config.projectName = " ";
    expect(await saveCampaignAction(invalid)).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(await getWizardDraft(user.id)).toEqual(kept);
  });
});

describe("getWizardDraft", () => {
  it("is null for a user without a draft", async () => {
    const user = await makeUser();
    expect(await getWizardDraft(user.id)).toBeNull();
  });

  it.each<[string, object]>([
    ["an old shape", { step: 9, url: 42 }],
    ["a list", [1, 2, 3]],
    [
      "a step 3 draft with a broken config",
      { step: 3, url: "https://loja.example", product: null, ad: null, campaignId: null, creatives: [], config: { projectName: 7 } },
    ],
  ])("reads a stored row that no longer parses (%s) as null", async (_what, state) => {
    const user = await makeUser();
    await db.wizardDraft.create({ data: { userId: user.id, state } });
    expect(await getWizardDraft(user.id)).toBeNull();
  });

  it("saveWizardDraft and clearWizardDraft work on the given user's row only", async () => {
    const first = await makeUser();
    const second = await makeUser();
    await saveWizardDraft(first.id, draft(first.id));
    await saveWizardDraft(second.id, draft(second.id));
    await clearWizardDraft(first.id);
    expect(await getWizardDraft(first.id)).toBeNull();
    expect(await getWizardDraft(second.id)).toEqual(draft(second.id));
  });
});
