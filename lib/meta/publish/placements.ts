import type { FormatId } from "@/lib/images/placements/formats";

// Issue 35, decision 031: one ad shows the image's version made for each placement, by Meta's placement
// asset customization (Meta, "Placement Asset Customization" and "Asset Customization Rules"; codegen
// AdAssetFeedSpec.json, AdAssetFeedSpecAssetCustomizationRule.json; docs/research/placement-assets.md §1):
// - the images carry labels, and each rule names one by `image_label`; a feed needs at least two rules;
// - the rule with priority 1 wins: 9:16 for Stories and Reels, then 4:5 for feeds on phones, then a
//   default rule (an empty customization_spec, lowest priority) gives every other placement the 1:1 one;
// - one title, one primary text, one link and one call to action, shared by every rule.
const STORIES_AND_REELS = {
  publisher_platforms: ["facebook", "instagram"],
  facebook_positions: ["story", "facebook_reels"],
  instagram_positions: ["story", "reels"],
};
const PHONE_FEEDS = {
  publisher_platforms: ["facebook", "instagram"],
  facebook_positions: ["feed"],
  instagram_positions: ["stream", "explore", "profile_feed"],
  device_platforms: ["mobile"],
};

export function placementAssetFeed(hashes: Record<FormatId, string>, copy: { title: string; body: string; link: string; cta: string }) {
  return {
    optimization_type: "PLACEMENT",
    ad_formats: ["SINGLE_IMAGE"],
    images: (["square", "portrait", "vertical"] as const).map((format) => ({ hash: hashes[format], adlabels: [{ name: format }] })),
    bodies: [{ text: copy.body }],
    titles: [{ text: copy.title }],
    link_urls: [{ website_url: copy.link }],
    call_to_action_types: [copy.cta],
    asset_customization_rules: [
      { priority: 1, image_label: { name: "vertical" }, customization_spec: STORIES_AND_REELS },
      { priority: 2, image_label: { name: "portrait" }, customization_spec: PHONE_FEEDS },
      { priority: 3, image_label: { name: "square" }, customization_spec: {} },
    ],
  };
}
