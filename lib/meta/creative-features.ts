// Meta's Advantage+ creative enhancements (issue 35): the changes Meta's own AI may make to an ad. None is on
// unless the seller turns it on, and every creative says so for each one: `degrees_of_freedom_spec.
// creative_features_spec`, `{ <feature>: { enroll_status: "OPT_IN" | "OPT_OUT" } }` (codegen
// AdCreativeDegreesOfFreedomSpec.json, AdCreativeFeatureDetails.json; Meta, "Get Started with Advantage+
// Creative"). Some are on when not sent (`adapt_to_placement`: "Default is opt-in"), so each is sent either
// way. The list and its sources: docs/research/placement-assets.md §2. Browser-safe: the wizard lists them.

export type CreativeFormat = "image" | "video";

type Feature = {
  /** The key in codegen's AdCreativeFeaturesSpec.json. */
  name: string;
  formats: readonly CreativeFormat[];
  /** Meta generates new media or text with AI: an ad opting in must be created PAUSED ("Get Started with Advantage+ Creative"). */
  generative: boolean;
};

// The features Meta documents for single-image and single-video link ads; catalog-only ones, site links
// (they need links of their own) and the deprecated `standard_enhancements` bundle (refused since v22.0)
// are left out.
export const CREATIVE_FEATURES = [
  { name: "adapt_to_placement", formats: ["image"], generative: false },
  { name: "image_touchups", formats: ["image"], generative: false },
  { name: "image_brightness_and_contrast", formats: ["image"], generative: false },
  { name: "image_uncrop", formats: ["image"], generative: true },
  { name: "image_background_gen", formats: ["image"], generative: true },
  { name: "image_templates", formats: ["image"], generative: true },
  // Out-of-cycle change of 2026-06-28, all versions.
  { name: "image_animation", formats: ["image"], generative: true },
  { name: "image_text_translation", formats: ["image"], generative: false },
  { name: "pac_relaxation", formats: ["image", "video"], generative: false },
  { name: "video_auto_crop", formats: ["video"], generative: false },
  { name: "video_uncrop", formats: ["video"], generative: true },
  // Out-of-cycle change of 2026-06-28, all versions.
  { name: "video_filtering", formats: ["video"], generative: false },
  { name: "translate_voiceover", formats: ["video"], generative: true },
  { name: "text_optimizations", formats: ["image", "video"], generative: false },
  { name: "text_generation", formats: ["image", "video"], generative: true },
  { name: "text_translation", formats: ["image", "video"], generative: false },
  { name: "inline_comment", formats: ["image", "video"], generative: false },
  { name: "enhance_cta", formats: ["image", "video"], generative: false },
  { name: "creative_stickers", formats: ["image", "video"], generative: false },
  { name: "reveal_details_over_time", formats: ["image", "video"], generative: false },
] as const satisfies readonly Feature[];

export type CreativeFeatureName = (typeof CREATIVE_FEATURES)[number]["name"];
export const CREATIVE_FEATURE_NAMES = CREATIVE_FEATURES.map((feature) => feature.name) as [CreativeFeatureName, ...CreativeFeatureName[]];

const appliesTo = (format: CreativeFormat) => CREATIVE_FEATURES.filter((feature) => (feature.formats as readonly CreativeFormat[]).includes(format));

/**
 * The stored names a seller may turn on: features we list that generate nothing (a generative one needs the
 * ad reviewed while PAUSED, which the product does not offer yet), any other name dropped.
 */
export const chosenFeatures = (names: readonly string[]): CreativeFeatureName[] =>
  CREATIVE_FEATURES.filter((feature) => !feature.generative && names.includes(feature.name)).map((feature) => feature.name);

/** What one creative of this format tells Meta: every enhancement for its format, on only where the seller chose it. */
export function creativeFeaturesSpec(format: CreativeFormat, chosen: readonly string[]): Record<string, { enroll_status: "OPT_IN" | "OPT_OUT" }> {
  return Object.fromEntries(appliesTo(format).map((feature) => [feature.name, { enroll_status: chosen.includes(feature.name) ? "OPT_IN" : "OPT_OUT" }]));
}
