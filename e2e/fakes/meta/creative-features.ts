// Advantage+ creative features as Meta takes them on a creative: `degrees_of_freedom_spec` with
// `creative_features_spec`, one `{ "enroll_status": "OPT_IN" | "OPT_OUT" }` per feature. The contract and
// its sources are in docs/research/placement-assets.md §2; the short names below are its:
//   [A+C]  Meta, "Get Started with Advantage+ Creative" (…/marketing-api/creative/advantage-creative/get-started, Jun 28, 2026)
//   [SE]   Meta, "Standard Enhancements for Advantage+ Creative" (…/advantage-catalog-ads/standard-enhancements)
//   [BLOG22] Meta blog, "Marketing API v22.0 Impacts to Advantage+ Creative Enhancements" (2025-01-17)
//   [OCC26] Meta, "2026 Out-Of-Cycle Changes" (June 28, 2026: image_animation, video_filtering)
//   [GENAI] Meta, "Get Started with the Generative AI Features on Marketing API" (Jun 16, 2026)
//   [CG]   facebook/facebook-business-sdk-codegen api_specs/specs at ad2b0b6 (2026-04-15)
//   [MCP]  observed: pipeboard-co/meta-ads-mcp (meta_ads_mcp/core/ads.py, PR #102; 2026)
//   [MB]   observed: noontide-co/mainbranch#808 (2026-06-10)
// The fake keeps its own copy of Meta's feature names (never the app's). Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { jsonParam } from "./request";
import type { StoredObject } from "./state";

type Spec = Record<string, unknown>;
const isRecord = (value: unknown): value is Spec => !!value && typeof value === "object" && !Array.isArray(value);

/** Every field of [CG] AdCreativeFeaturesSpec.json at ad2b0b6 (74 names). */
export const CREATIVE_FEATURES = [
  "adapt_to_placement",
  "add_text_overlay",
  "ads_with_benefits",
  "advantage_plus_creative",
  "app_highlights",
  "audio",
  "auto_promotion_tag",
  "biz_ai",
  "carousel_to_video",
  "catalog_feed_tag",
  "creative_stickers",
  "customize_product_recommendation",
  "cv_transformation",
  "description_automation",
  "dha_optimization",
  "dynamic_partner_content",
  "enable_ncs_testimonials",
  "enhance_cta",
  "fb_feed_tag",
  "fb_reels_tag",
  "fb_story_tag",
  "feed_caption_optimization",
  "generate_cta",
  "hide_price",
  "ig_feed_tag",
  "ig_glados_feed",
  "ig_reels_tag",
  "ig_stream_tag",
  "ig_video_native_subtitle",
  "image_animation",
  "image_auto_crop",
  "image_background_gen",
  "image_brightness_and_contrast",
  "image_enhancement",
  "image_templates",
  "image_text_translation",
  "image_touchups",
  "image_uncrop",
  "inline_comment",
  "local_store_extension",
  "media_liquidity_animated_image",
  "media_order",
  "media_type_automation",
  "multi_photo_to_video",
  "music_generation",
  "pac_relaxation",
  "product_extensions",
  "product_metadata_automation",
  "product_tags",
  "profile_card",
  "profile_extension",
  "replace_media_text",
  "reveal_details_over_time",
  "show_destination_blurbs",
  "show_summary",
  "site_extensions",
  "standard_enhancements",
  "standard_enhancements_catalog",
  "text_extraction_for_headline",
  "text_extraction_for_tap_target",
  "text_formatting_optimization",
  "text_generation",
  "text_optimizations",
  "text_overlay_translation",
  "text_translation",
  "translate_voiceover",
  "video_auto_crop",
  "video_filtering",
  "video_highlight",
  "video_highlights",
  "video_to_image",
  "video_uncrop",
  "wa_mm_image_filtering",
  "wa_mm_text_truncation_length",
] as const;

/** `enroll_status` "can be set to OPT_IN or OPT_OUT" ([A+C], every feature). */
export const ENROLL_STATUSES = ["OPT_IN", "OPT_OUT"] as const;

/**
 * Features [A+C] ties to one format: "Only applicable to image ads" (image_animation, image_touchups),
 * "Supported format: Single image" (image_text_translation), image_templates "not eligible to be applied to
 * video format creatives"; "Only applicable to video ads" (video_auto_crop, video_filtering, video_uncrop),
 * "Supported format: Single video" (translate_voiceover). The others name no format.
 */
const FORMAT_OF: Partial<Record<(typeof CREATIVE_FEATURES)[number], "image" | "video">> = {
  image_animation: "image",
  image_touchups: "image",
  image_text_translation: "image",
  image_templates: "image",
  video_auto_crop: "video",
  video_filtering: "video",
  video_uncrop: "video",
  translate_voiceover: "video",
};

/**
 * "This feature is generated with AI" in [A+C], and text_generation, whose generated texts are reviewed
 * before the ad is set ACTIVE ([GENAI] "Text generation", Steps 2–3): an ad opted into one must be created
 * PAUSED.
 */
export const AI_GENERATED_FEATURES = [
  "image_animation",
  "image_background_gen",
  "image_templates",
  "image_uncrop",
  "text_generation",
  "translate_voiceover",
  "video_uncrop",
];

/** The other fields of [CG] AdCreativeDegreesOfFreedomSpec.json (the older transformation types). */
const OTHER_DOF_FIELDS = [
  "ad_handle_type",
  "degrees_of_freedom_type",
  "image_transformation_types",
  "multi_media_transformation_type",
  "stories_transformation_types",
  "text_transformation_types",
  "video_transformation_types",
];

/** [CG] AdCreativeFeatureCustomizations.json. */
const CUSTOMIZATION_FIELDS = [
  "aspect_ratio_config",
  "background_color",
  "catalog_feed_tag_name",
  "fb_feed_tag_name",
  "fb_reels_tag_name",
  "fb_story_tag_name",
  "font_name",
  "ig_feed_tag_name",
  "ig_reels_tag_name",
  "ig_stream_tag_name",
  "image_crop_style",
  "pe_carousel",
  "showcase_card_display",
  "text_extraction",
  "text_style",
];

const SPEC = "degrees_of_freedom_spec[creative_features_spec]";

/**
 * `standard_enhancements` from v22.0 on: the bundle's opt-in "will no longer be available" ([SE], [BLOG22]).
 * Observed answer on POST: code 100, subcode 3858504 ([MCP] ads.py, re-verified 2026-04-30, PR #102); its
 * text isn't published, these words are the fake's.
 */
const standardEnhancementsGone = () =>
  graphErrors.invalidParameter(
    "Standard enhancements are no longer available",
    "Since Marketing API v22.0 you can't opt in or out of standard_enhancements: opt in or out of its individual features (image_templates, image_touchups, text_optimizations, inline_comment; video_auto_crop for video) instead.",
    3858504,
  );

/**
 * `degrees_of_freedom_spec` of POST /act_{id}/adcreatives, checked: an object whose `creative_features_spec`
 * names features of [CG] with an `enroll_status` of OPT_IN or OPT_OUT and optional `customizations`. Meta may
 * drop an unknown name silently (observed, [MB]: "Graph API swallows unknown params"); the fake refuses it so
 * that a seller's choice is never lost unseen. "Features specified as OPT_IN but ineligible for the given ad
 * setup will be automatically removed" ([A+C]): an image creative drops the video features' OPT_IN and a
 * video creative the image ones. Returns the field to store (what a GET shows), or nothing when absent.
 */
export function creativeFeaturesFields(params: Record<string, unknown>, version: string, format: "image" | "video"): Record<string, unknown> {
  const dof = jsonParam(params, "degrees_of_freedom_spec");
  if (dof === undefined || dof === "") return {};
  if (!isRecord(dof)) throw new GraphError({ code: 100, message: "(#100) Param degrees_of_freedom_spec must be a JSON-encoded object" });
  for (const key of Object.keys(dof)) {
    if (key === "creative_features_spec") continue;
    if (OTHER_DOF_FIELDS.includes(key))
      throw graphErrors.invalidParameter(
        "Not modelled by the fake Meta",
        `Meta takes degrees_of_freedom_spec[${key}], but the fake Meta doesn't model it yet (e2e/fakes/meta/creative-features.ts).`,
      );
    throw new GraphError({ code: 100, message: `(#100) Param degrees_of_freedom_spec[${key}] is not a field of AdCreativeDegreesOfFreedomSpec` });
  }
  const spec = dof.creative_features_spec;
  if (spec === undefined) return { degrees_of_freedom_spec: {} };
  if (!isRecord(spec)) throw new GraphError({ code: 100, message: `(#100) Param ${SPEC} must be an object` });
  const kept: Record<string, Spec> = {};
  for (const [name, detail] of Object.entries(spec)) {
    if (!CREATIVE_FEATURES.includes(name as (typeof CREATIVE_FEATURES)[number]))
      throw graphErrors.invalidParameter(
        "Unknown creative feature",
        `${SPEC}[${name}] is not an Advantage+ creative feature. Use one of AdCreativeFeaturesSpec's names (e.g. image_touchups, image_templates, text_optimizations, inline_comment).`,
      );
    if (name === "standard_enhancements" && Number(version.replace(/^v/, "")) >= 22) throw standardEnhancementsGone();
    if (!isRecord(detail))
      throw new GraphError({ code: 100, message: `(#100) Param ${SPEC}[${name}] must be an object {"enroll_status": "OPT_IN" | "OPT_OUT"}` });
    if (!ENROLL_STATUSES.includes(String(detail.enroll_status) as (typeof ENROLL_STATUSES)[number]))
      throw graphErrors.mustBeOneOf(`${SPEC}[${name}][enroll_status]`, ENROLL_STATUSES);
    for (const key of Object.keys(detail)) {
      if (key !== "enroll_status" && key !== "customizations")
        throw new GraphError({ code: 100, message: `(#100) Param ${SPEC}[${name}][${key}] is not a field of AdCreativeFeatureDetails` });
    }
    if (detail.customizations !== undefined) {
      if (!isRecord(detail.customizations)) throw new GraphError({ code: 100, message: `(#100) Param ${SPEC}[${name}][customizations] must be an object` });
      for (const key of Object.keys(detail.customizations)) {
        if (!CUSTOMIZATION_FIELDS.includes(key))
          throw new GraphError({
            code: 100,
            message: `(#100) Param ${SPEC}[${name}][customizations][${key}] is not a field of AdCreativeFeatureCustomizations`,
          });
      }
    }
    const only = FORMAT_OF[name as (typeof CREATIVE_FEATURES)[number]];
    if (detail.enroll_status === "OPT_IN" && only && only !== format) continue;
    kept[name] = detail;
  }
  return { degrees_of_freedom_spec: { creative_features_spec: kept } };
}

/**
 * "If the opted-in features include features generated with AI, you must create the ad with a PAUSED
 * status", preview it, then set it ACTIVE ([A+C] Step 1). Meta publishes no error for an ad created ACTIVE:
 * the fake's generic invalid-parameter refusal.
 */
export function checkCreativeFeaturesAd(creative: StoredObject, status: string): void {
  if (status === "PAUSED") return;
  const dof = creative.fields.degrees_of_freedom_spec;
  const spec = isRecord(dof) && isRecord(dof.creative_features_spec) ? dof.creative_features_spec : {};
  const generated = AI_GENERATED_FEATURES.filter((name) => isRecord(spec[name]) && spec[name].enroll_status === "OPT_IN");
  if (!generated.length) return;
  throw graphErrors.invalidParameter(
    "Create the ad paused first",
    `The creative ${creative.id} opts into features generated with AI (${generated.join(", ")}): create the ad with status PAUSED, check its previews, then set it ACTIVE.`,
  );
}
