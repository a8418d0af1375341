import type { GeneratedAd } from "@/lib/ai/generated-ad";
import type { PublishRunView } from "@/lib/meta/publish";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import type { WizardDraft, WizardProduct } from "@/lib/wizard/draft-schema";
import {
  draftOf,
  initialWizardState,
  stateOf,
  wizardReducer,
  type Creative,
  type WizardAction,
  type WizardState,
} from "@/components/wizard/state/wizard-state";
import { daysFromNow } from "@/tests/support/days";

// spec 001 §2 and §4: the wizard's steps and transitions, creatives' primary flag, and the draft
// kept between visits.

const product: WizardProduct = {
  url: "https://loja.example/tenis",
  title: "Tênis Corrida Pro",
  description: "Leve e confortável.",
  imageUrl: null,
  price: 299.9,
  currency: "BRL",
  brand: null,
  category: null,
  fallback: false,
};

const ad: GeneratedAd = {
  headline: "Corra mais",
  description: "Conforto para seus treinos.",
  cta: "SHOP_NOW",
  audienceTargeting: ["Corrida", "Maratona", "Academia"],
  objective: "Conversões",
  keywords: ["tênis"],
};

const config: WizardConfig = {
  projectName: "Verão",
  objective: "conversions",
  ctaText: "SHOP_NOW",
  startDate: daysFromNow(7),
  endDate: daysFromNow(14),
  targetCountries: ["BR"],
  targetCities: [],
  ageMin: 18,
  ageMax: 65,
  dailyBudget: 2000,
  adSets: [
    { id: "adset-1", name: "Corrida", title: "Corra mais", primaryText: "Conforto.", audience: ["Corrida"], metaInterests: [], budget: 2000, enabled: true },
  ],
  metaAccountNames: {},
};

const creative = (id: string, isMain = false, generated = false): Creative => ({
  id,
  type: "image",
  url: `/api/uploads/media/u/${id}.jpg`,
  name: `${id}.jpg`,
  generated,
  isMain,
});

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const mains = (state: WizardState) => state.creatives.filter((item) => item.isMain).map((item) => item.id);

/** A wizard at step 3 with a product, a generated ad, a configuration and the given creatives. */
const atStep3 = (creatives: Creative[] = [creative("a", true), creative("b"), creative("c")]): WizardState => ({
  step: 3,
  url: product.url,
  product,
  ad,
  campaignId: null,
  creatives,
  config,
});

describe("wizardReducer: steps (001 §4)", () => {
  it("starts at step 1 with nothing", () => {
    expect(initialWizardState).toEqual({ step: 1, url: "", product: null, ad: null, campaignId: null, creatives: [], config: null });
  });

  it("keeps the typed URL", () => {
    expect(wizardReducer(initialWizardState, { type: "urlChanged", url: "loja.example/p" })).toMatchObject({ step: 1, url: "loja.example/p" });
  });

  it("analyzed → step 2 with the product, clearing ad, config, creatives and campaign id", () => {
    const stale: WizardState = { ...atStep3(), campaignId: "5f0c6c1e-8f0a-4c4e-9d59-3b5a1a1b1b1b" };
    const next = wizardReducer(stale, { type: "analyzed", product });
    expect(next).toEqual({ step: 2, url: product.url, product, ad: null, config: null, creatives: [], campaignId: null });
  });

  it("generated → step 3 with the ad, the configuration and the creatives", () => {
    const next = run(initialWizardState, { type: "analyzed", product }, { type: "generated", ad, config, creatives: [creative("a", true)] });
    expect(next).toMatchObject({ step: 3, product, ad, config, creatives: [creative("a", true)] });
  });

  it("generated: the first creative becomes primary when none is", () => {
    const next = run(initialWizardState, { type: "analyzed", product }, { type: "generated", ad, config, creatives: [creative("a"), creative("b")] });
    expect(mains(next)).toEqual(["a"]);
  });

  it("generated: an existing primary is kept", () => {
    const next = run(initialWizardState, { type: "analyzed", product }, { type: "generated", ad, config, creatives: [creative("a"), creative("b", true)] });
    expect(mains(next)).toEqual(["b"]);
  });

  it("generated with no creatives (the first AI image failed) still reaches step 3", () => {
    const next = run(initialWizardState, { type: "analyzed", product }, { type: "generated", ad, config, creatives: [] });
    expect(next).toMatchObject({ step: 3, creatives: [] });
  });

  it("generationRefused → step 1 without the product, keeping the URL", () => {
    const next = run({ ...initialWizardState, url: product.url }, { type: "analyzed", product }, { type: "generationRefused" });
    expect(next).toMatchObject({ step: 1, product: null, url: product.url });
  });

  it("campaignStored keeps the step and records the campaign id", () => {
    const next = wizardReducer(atStep3(), { type: "campaignStored", campaignId: "id-1" });
    expect(next).toMatchObject({ step: 3, campaignId: "id-1" });
  });

  it("finished → step 4 with the campaign id", () => {
    expect(wizardReducer(atStep3(), { type: "finished", campaignId: "id-2" })).toMatchObject({ step: 4, campaignId: "id-2" });
  });

  it("configChanged replaces the configuration", () => {
    const changed = { ...config, projectName: "Inverno" };
    expect(wizardReducer(atStep3(), { type: "configChanged", config: changed }).config).toEqual(changed);
  });

  it.each([3, 4] as const)("reset from step %i clears product, ad, campaign id, creatives and URL", (step) => {
    const next = wizardReducer({ ...atStep3(), step, campaignId: "id-3" }, { type: "reset" });
    expect(next).toEqual({ step: 1, url: "", product: null, ad: null, campaignId: null, creatives: [], config: null });
  });

  it("does not change the previous state (pure)", () => {
    const before = atStep3();
    const snapshot = structuredClone(before);
    run(before, { type: "creativeMadeMain", id: "b" }, { type: "creativeRemoved", id: "a" }, { type: "reset" });
    expect(before).toEqual(snapshot);
  });
});

describe("wizardReducer: creatives' primary flag (001 §4 Creatives)", () => {
  it("the first creative added to an empty list becomes primary", () => {
    const next = wizardReducer(atStep3([]), { type: "creativeAdded", creative: creative("a") });
    expect(mains(next)).toEqual(["a"]);
  });

  it("an added creative never steals the primary, even when it claims to be primary", () => {
    const next = run(
      atStep3([creative("a", true)]),
      { type: "creativeAdded", creative: creative("b", true) },
      { type: "creativeAdded", creative: creative("c") },
    );
    expect(next.creatives.map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(mains(next)).toEqual(["a"]);
  });

  it("removing the primary makes the first remaining creative primary", () => {
    const next = wizardReducer(atStep3([creative("a"), creative("b", true), creative("c")]), { type: "creativeRemoved", id: "b" });
    expect(next.creatives.map((item) => item.id)).toEqual(["a", "c"]);
    expect(mains(next)).toEqual(["a"]);
  });

  it("removing another creative keeps the primary", () => {
    const next = wizardReducer(atStep3([creative("a"), creative("b", true), creative("c")]), { type: "creativeRemoved", id: "a" });
    expect(mains(next)).toEqual(["b"]);
  });

  it("removing the last creative leaves an empty list", () => {
    expect(wizardReducer(atStep3([creative("a", true)]), { type: "creativeRemoved", id: "a" }).creatives).toEqual([]);
  });

  it.each(["a", "b", "c"])("creativeMadeMain(%s) leaves exactly that one primary", (id) => {
    const next = wizardReducer(atStep3(), { type: "creativeMadeMain", id });
    expect(mains(next)).toEqual([id]);
    expect(next.creatives.map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("creativePlacementsSet gives that creative its crops and leaves the others", () => {
    const crop = { x: 0.1, y: 0, width: 0.5, height: 1 };
    const placements = { width: 1200, height: 900, crops: { square: crop, portrait: null, vertical: crop } };
    const next = wizardReducer(atStep3(), { type: "creativePlacementsSet", id: "b", placements });
    expect(next.creatives.map((item) => item.placements)).toEqual([undefined, placements, undefined]);
    expect(draftOf(next)?.creatives[1]?.placements).toEqual(placements);
  });
});

describe("draftOf: what is kept on the server", () => {
  it("is null at step 4 (the campaign is saved)", () => {
    expect(draftOf({ ...atStep3(), step: 4, campaignId: "id" })).toBeNull();
  });

  it("is null for an empty step 1", () => {
    expect(draftOf(initialWizardState)).toBeNull();
  });

  it("keeps a step 1 with a typed URL", () => {
    expect(draftOf({ ...initialWizardState, url: "loja.example/p" })).toEqual({ ...initialWizardState, url: "loja.example/p" });
  });

  it("keeps every field at steps 2 and 3", () => {
    const step2 = run(initialWizardState, { type: "urlChanged", url: product.url }, { type: "analyzed", product });
    expect(draftOf(step2)).toEqual({ step: 2, url: product.url, product, ad: null, campaignId: null, creatives: [], config: null });
    const step3 = { ...atStep3(), campaignId: "5f0c6c1e-8f0a-4c4e-9d59-3b5a1a1b1b1b" };
    expect(draftOf(step3)).toEqual(step3);
  });

  it("keeps a budget field holding no amount (letters) as the minimum", () => {
    const typing = { ...atStep3(), config: { ...config, dailyBudget: Number.NaN, budgetRule: { currency: "USD", perSetMinimum: 100 } } };
    expect(draftOf(typing)?.config?.dailyBudget).toBe(100);
  });
});

describe("stateOf: resuming a draft", () => {
  const draft = (overrides: Partial<WizardDraft>): WizardDraft => ({
    step: 3,
    url: product.url,
    product,
    ad,
    campaignId: null,
    creatives: [creative("a", true)],
    config,
    ...overrides,
  });

  it("starts fresh without a draft", () => {
    expect(stateOf(null)).toEqual(initialWizardState);
  });

  it("restores step 3 with product, ad and configuration", () => {
    const complete = draft({ campaignId: "5f0c6c1e-8f0a-4c4e-9d59-3b5a1a1b1b1b" });
    expect(stateOf(complete)).toEqual(complete);
  });

  it.each([
    ["product", { product: null }],
    ["ad", { ad: null }],
    ["config", { config: null }],
  ] as const)("sends a step 3 draft without its %s back to step 1, keeping the URL", (_missing, overrides) => {
    expect(stateOf(draft(overrides))).toEqual({ ...initialWizardState, url: product.url });
  });

  it("resumes step 2 (the generation) when the draft has a product", () => {
    expect(stateOf(draft({ step: 2, ad: null, config: null, creatives: [] }))).toMatchObject({ step: 2, product, url: product.url });
  });

  it("sends a step 2 draft without a product back to step 1, keeping the URL", () => {
    expect(stateOf(draft({ step: 2, product: null, ad: null, config: null, creatives: [] }))).toEqual({ ...initialWizardState, url: product.url });
  });

  it("restores a step 1 draft with its URL", () => {
    expect(stateOf(draft({ step: 1, url: "loja.example/p", product: null, ad: null, config: null, creatives: [] }))).toEqual({
      ...initialWizardState,
      url: "loja.example/p",
    });
  });

  it("round-trips with draftOf", () => {
    const state = atStep3();
    expect(stateOf(draftOf(state))).toEqual(state);
  });
});

// Decision 025: a reload (or a later visit) while the draft's campaign was being published.
describe("stateOf: where the draft's campaign stands with Meta", () => {
  const campaignId = "5f0c6c1e-8f0a-4c4e-9d59-3b5a1a1b1b1b";
  const saved: WizardDraft = { step: 3, url: product.url, product, ad, campaignId, creatives: [creative("a", true)], config };
  const run = { status: "running", step: "campaign" } as unknown as PublishRunView;

  it("opens a campaign published meanwhile on its success screen, not on step 3 ready to publish", () => {
    expect(stateOf(saved, { kind: "published" })).toEqual({ ...saved, step: 4, outcome: "published" });
  });

  it("keeps step 3 while the campaign is being published (its run is followed there), or when its publish stopped", () => {
    expect(stateOf(saved, { kind: "publishing", run })).toEqual(saved);
    expect(stateOf(saved, { kind: "failed", failure: { error: "errors.unexpected" }, step: "adsets" })).toEqual(saved);
    expect(stateOf(saved, { kind: "unpublished" })).toEqual(saved);
  });

  it("ignores a publish state for a draft that saved no campaign", () => {
    const unsaved = { ...saved, campaignId: null };
    expect(stateOf(unsaved, { kind: "published" })).toEqual(unsaved);
  });
});

describe("primary creative repairs", () => {
  it("ignores a click on a creative that is no longer there", () => {
    const state = atStep3();
    expect(run(state, { type: "creativeMadeMain", id: "gone" })).toBe(state);
  });

  it("a restored draft whose creatives have no primary gets one", () => {
    const restored = stateOf({ step: 3, url: product.url, product, ad, campaignId: null, creatives: [creative("x"), creative("y")], config: config });
    expect(mains(restored)).toEqual(["x"]);
  });
});
