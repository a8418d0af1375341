import type { GeneratedAd } from "@/lib/ai/generated-ad";
import type { CreativePlacements, StoredCreative } from "@/lib/campaigns/stored";
import { DEFAULT_BUDGET_RULE } from "@/lib/money/budget-rule";
import type { CampaignPublishState } from "@/lib/meta/publish";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import type { WizardDraft, WizardProduct } from "@/lib/wizard/draft-schema";

// The wizard's state (001 §2, §4) as one reducer: steps, product, generated ad, creatives and the
// configuration. Pure, so every transition the spec lists is unit-tested.
export type Creative = StoredCreative;
export type WizardStep = 1 | 2 | 3 | 4;

export type WizardState = {
  step: WizardStep;
  url: string;
  /** On step 1, the product the seller is asked to confirm (none while the URL is being entered). */
  product: WizardProduct | null;
  ad: GeneratedAd | null;
  campaignId: string | null;
  creatives: Creative[];
  config: WizardConfig | null;
  /** How step 4 was reached: saved as a draft, or published to Meta. */
  outcome?: "saved" | "published";
};

export type WizardAction =
  | { type: "urlChanged"; url: string }
  | { type: "analyzed"; product: WizardProduct }
  /** The page is not clearly a product page, or a fact is missing: the seller confirms the product on step 1. */
  | { type: "confirmationNeeded"; product: WizardProduct }
  | { type: "confirmed"; product: WizardProduct }
  /** Back to the URL field (kept) from the confirmation. */
  | { type: "otherUrl" }
  | { type: "generated"; ad: GeneratedAd; config: WizardConfig; creatives: Creative[] }
  | { type: "generationRefused" }
  | { type: "creativeAdded"; creative: Creative }
  | { type: "creativeRemoved"; id: string }
  | { type: "creativeMadeMain"; id: string }
  /** Issue 35: an image creative's crop for each placement format (proposed by the server, adjusted by the seller). */
  | { type: "creativePlacementsSet"; id: string; placements: CreativePlacements }
  | { type: "configChanged"; config: WizardConfig }
  | { type: "campaignStored"; campaignId: string }
  | { type: "finished"; campaignId: string; outcome?: "saved" | "published" }
  | { type: "reset" };

export const initialWizardState: WizardState = { step: 1, url: "", product: null, ad: null, campaignId: null, creatives: [], config: null };

/** 001 §4 Creatives: when none is primary, the first becomes primary. */
function withMain(creatives: Creative[]): Creative[] {
  if (!creatives.length || creatives.some((creative) => creative.isMain)) return creatives;
  return creatives.map((creative, index) => ({ ...creative, isMain: index === 0 }));
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "urlChanged":
      return { ...state, url: action.url };
    case "analyzed":
    case "confirmed":
      return { ...state, step: 2, product: action.product, ad: null, config: null, creatives: [], campaignId: null };
    case "confirmationNeeded":
      return { ...state, step: 1, product: action.product, ad: null, config: null, creatives: [], campaignId: null };
    case "otherUrl":
      return { ...state, step: 1, product: null };
    case "generated":
      return { ...state, step: 3, ad: action.ad, config: action.config, creatives: withMain(action.creatives) };
    case "generationRefused":
      return { ...state, step: 1, product: null };
    case "creativeAdded":
      return { ...state, creatives: withMain([...state.creatives, { ...action.creative, isMain: false }]) };
    case "creativeRemoved":
      return { ...state, creatives: withMain(state.creatives.filter((creative) => creative.id !== action.id)) };
    case "creativeMadeMain":
      if (!state.creatives.some((creative) => creative.id === action.id)) return state;
      return { ...state, creatives: state.creatives.map((creative) => ({ ...creative, isMain: creative.id === action.id })) };
    case "creativePlacementsSet":
      return {
        ...state,
        creatives: state.creatives.map((creative) => (creative.id === action.id ? { ...creative, placements: action.placements } : creative)),
      };
    case "configChanged":
      return { ...state, config: action.config };
    case "campaignStored":
      return { ...state, campaignId: action.campaignId };
    case "finished":
      return { ...state, step: 4, campaignId: action.campaignId, outcome: action.outcome ?? "saved" };
    case "reset":
      return initialWizardState;
  }
}

/** What is kept on the server between visits; step 4 is never kept (the campaign is saved). */
export function draftOf(state: WizardState): WizardDraft | null {
  if (state.step === 4) return null;
  if (state.step === 1 && !state.url) return null;
  return {
    step: state.step,
    url: state.url,
    product: state.product,
    ad: state.ad,
    campaignId: state.campaignId,
    creatives: state.creatives,
    config: keptConfig(state.config),
  };
}

// A budget field holding text that is no amount (NaN) is kept as the minimum: the draft stores amounts only.
function keptConfig(config: WizardConfig | null): WizardDraft["config"] {
  if (!config || Number.isFinite(config.dailyBudget)) return config;
  return { ...config, dailyBudget: (config.budgetRule ?? DEFAULT_BUDGET_RULE).perSetMinimum };
}

/**
 * The wizard as the draft left it. `publish` is where the draft's campaign stands with Meta: one published
 * meanwhile (the page was reloaded or left while its publish ran) opens on its success screen, never again
 * on step 3 as ready to publish; one still publishing stays on step 3, where its run is followed (decision 025).
 */
export function stateOf(draft: WizardDraft | null, publish: CampaignPublishState | null = null): WizardState {
  if (!draft) return initialWizardState;
  // A draft left in the middle of the generation resumes it; a step 3 draft needs its data.
  if (draft.step === 3 && (!draft.product || !draft.ad || !draft.config)) return { ...initialWizardState, url: draft.url };
  if (draft.step === 2 && !draft.product) return { ...initialWizardState, url: draft.url };
  const restored = { ...draft, creatives: withMain(draft.creatives), config: draft.config as WizardConfig | null };
  return draft.campaignId && publish?.kind === "published" ? { ...restored, step: 4, outcome: "published" } : restored;
}
