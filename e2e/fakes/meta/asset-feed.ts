// Placement asset customization as Meta checks it: an ad creative whose `asset_feed_spec` holds labelled
// images of the ad account and `asset_customization_rules` that pin one of them to each placement, with the
// shared texts, link and call to action. The contract and its sources are in
// docs/research/placement-assets.md; the short names below are its:
//   [PAC]  Meta, "Placement Asset Customization" (…/marketing-api/dynamic-creative/placement-asset-customization, Jun 28, 2026)
//   [ACR]  Meta, "Asset Customization Rules" (…/ad-creative/asset-feed-spec/asset-customization-rules, Jun 28, 2026)
//   [OPT]  Meta, "Asset Feed Spec Options" (…/ad-creative/asset-feed-spec/options, Jun 28, 2026)
//   [SAC]  Meta, "Segment Asset Customization" (docs/marketing-api/dynamic-creative/segment-asset-customization)
//   [PT]   Meta, "Placement Targeting" (…/audiences/reference/placement-targeting, May 21, 2026)
//   [MULTI] Meta, "Ads that Click to Multidestination"; [GENAI] Meta, "Generative AI Features on Marketing API"
//   [CG]   facebook/facebook-business-sdk-codegen api_specs/specs at ad2b0b6 (2026-04-15)
//   [MCP]  observed: pipeboard-co/meta-ads-mcp (meta_ads_mcp/core/ads.py, PRs #79, #87, #94; 2026)
//   [MB]   observed: noontide-co/mainbranch#808 (2026-06-10)
// The fake keeps its own copies of Meta's tables here (never the app's). Only SINGLE_IMAGE feeds with
// PLACEMENT rules are modelled; the rest is refused as the fake's own gap, said as such.
// Never used by production code.
import { GraphError, graphErrors } from "./errors";
import type { Ctx } from "./reply";
import { jsonParam } from "./request";
import type { AdAccountSeed } from "./seed";
import type { FakeMetaState, ImageRecord, StoredObject } from "./state";

type Spec = Record<string, unknown>;
const isRecord = (value: unknown): value is Spec => !!value && typeof value === "object" && !Array.isArray(value);
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/\S+$/.test(value);

/** `ad_formats` values; "Only one `ad_format` is allowed per asset feed" ([OPT] "Asset feed spec restrictions"). */
export const AD_FORMATS = ["SINGLE_IMAGE", "CAROUSEL", "SINGLE_VIDEO", "AUTOMATIC_FORMAT"] as const;

/**
 * `optimization_type` values Meta's pages use: ASSET_CUSTOMIZATION, LANGUAGE, PLACEMENT, REGULAR ([OPT]),
 * DOF_MESSAGING_DESTINATION ([MULTI] Step 3), DEGREES_OF_FREEDOM ([GENAI] example) and FORMAT_AUTOMATION
 * (Meta's catalog and Shops ads pages). [CG] types the field as a plain string.
 */
export const OPTIMIZATION_TYPES = [
  "ASSET_CUSTOMIZATION",
  "DEGREES_OF_FREEDOM",
  "DOF_MESSAGING_DESTINATION",
  "FORMAT_AUTOMATION",
  "LANGUAGE",
  "PLACEMENT",
  "REGULAR",
] as const;

/**
 * The platforms and positions a placement rule's `customization_spec` may name: [PAC]'s table ("Supported
 * fields in customization_spec") joined with [PT]'s lists, because [PAC]'s own "Feed Setup" example uses
 * `instream_video`, which only [PT] lists, and [PAC] sends to [PT] for "available placement options".
 * WhatsApp is not there: [PAC]'s publisher_platforms omit it and [CG]
 * AdAssetCustomizationRuleCustomizationSpec.json has no whatsapp_positions.
 */
export const RULE_POSITIONS: Record<string, readonly string[]> = {
  facebook: [
    // [PAC]
    "feed",
    "right_hand_column",
    "marketplace",
    "video_feeds",
    "search",
    "story",
    "notification",
    // [PT] only
    "instream_video",
    "facebook_reels",
    "facebook_reels_overlay",
    "profile_feed",
  ],
  instagram: ["stream", "story", "explore", "explore_home", "profile_feed", "ig_search", /* [PT] only */ "reels", "profile_reels"],
  messenger: ["sponsored_messages", "story"],
  audience_network: ["classic", "instream_video", "rewarded_video"],
  threads: ["threads_stream"],
};
const RULE_PLATFORMS = Object.keys(RULE_POSITIONS);

/**
 * The positions an ad set may target and its defaults ("If you do not specify anything for a particular
 * placement field, Facebook considers all possible default positions", [PT]; messenger's default is
 * `story`, [PT]); `whatsapp_positions: status` ([PT]). Used to read an ad's placements back.
 */
const TARGETING_POSITIONS: Record<string, readonly string[]> = {
  facebook: [
    "feed",
    "right_hand_column",
    "marketplace",
    "video_feeds",
    "story",
    "search",
    "instream_video",
    "facebook_reels",
    "facebook_reels_overlay",
    "profile_feed",
    "notification",
  ],
  instagram: ["stream", "story", "explore", "explore_home", "reels", "profile_feed", "ig_search", "profile_reels"],
  threads: ["threads_stream"],
  audience_network: ["classic", "rewarded_video"],
  messenger: ["story"],
  whatsapp: ["status"],
};

/** [CG] enum_types.json AdAssetCustomizationRuleCustomizationSpec_device_platforms. */
const DEVICE_PLATFORMS = ["desktop", "mobile"];

/** The spec's fields for segment ([SAC]: geolocation) and language customization, not placements ([CG]). */
const NON_PLACEMENT_FIELDS = ["age_min", "age_max", "geo_locations", "locales"];

/** [CG] enum_types.json AdAssetFeedSpec_call_to_action_types, at ad2b0b6 (100 values). */
export const ASSET_FEED_CALL_TO_ACTION_TYPES = [
  "ADD_TO_CART",
  "APPLY_NOW",
  "ASK_ABOUT_SERVICES",
  "ASK_A_QUESTION",
  "ASK_FOR_MORE_INFO",
  "ASK_US",
  "AUDIO_CALL",
  "BOOK_A_CONSULTATION",
  "BOOK_NOW",
  "BOOK_TRAVEL",
  "BROWSE_SHOP",
  "BUY",
  "BUY_NOW",
  "BUY_TICKETS",
  "BUY_VIA_MESSAGE",
  "CALL",
  "CALL_ME",
  "CALL_NOW",
  "CHAT_NOW",
  "CHAT_WITH_US",
  "CONFIRM",
  "CONTACT",
  "CONTACT_US",
  "DONATE",
  "DONATE_NOW",
  "DOWNLOAD",
  "EVENT_RSVP",
  "FIND_A_GROUP",
  "FIND_OUT_MORE",
  "FIND_YOUR_GROUPS",
  "FOLLOW_NEWS_STORYLINE",
  "FOLLOW_PAGE",
  "FOLLOW_USER",
  "GET_A_QUOTE",
  "GET_DETAILS",
  "GET_DIRECTIONS",
  "GET_IN_TOUCH",
  "GET_OFFER",
  "GET_OFFER_VIEW",
  "GET_PROMOTIONS",
  "GET_QUOTE",
  "GET_SHOWTIMES",
  "GET_STARTED",
  "INQUIRE_NOW",
  "INSTALL_APP",
  "INSTALL_MOBILE_APP",
  "JOIN_CHANNEL",
  "LEARN_MORE",
  "LIKE_PAGE",
  "LISTEN_MUSIC",
  "LISTEN_NOW",
  "MAKE_AN_APPOINTMENT",
  "MESSAGE_PAGE",
  "MOBILE_DOWNLOAD",
  "NO_BUTTON",
  "OPEN_INSTANT_APP",
  "OPEN_LINK",
  "ORDER_NOW",
  "PAY_TO_ACCESS",
  "PLAY_GAME",
  "PLAY_GAME_ON_FACEBOOK",
  "PURCHASE_GIFT_CARDS",
  "RAISE_MONEY",
  "RECORD_NOW",
  "REFER_FRIENDS",
  "REQUEST_TIME",
  "SAY_THANKS",
  "SEE_MORE",
  "SEE_SHOP",
  "SELL_NOW",
  "SEND_A_GIFT",
  "SEND_GIFT_MONEY",
  "SEND_UPDATES",
  "SHARE",
  "SHOP_NOW",
  "SHOP_WITH_AI",
  "SIGN_UP",
  "SOTTO_SUBSCRIBE",
  "START_A_CHAT",
  "START_ORDER",
  "SUBSCRIBE",
  "SWIPE_UP_PRODUCT",
  "SWIPE_UP_SHOP",
  "TRY_DEMO",
  "TRY_ON_WITH_AI",
  "UPDATE_APP",
  "USE_APP",
  "USE_MOBILE_APP",
  "VIDEO_ANNOTATION",
  "VIDEO_CALL",
  "VIEW_CART",
  "VIEW_CHANNEL",
  "VIEW_IN_CART",
  "VIEW_PRODUCT",
  "VISIT_PAGES_FEED",
  "VISIT_WEBSITE",
  "WATCH_LIVE_VIDEO",
  "WATCH_MORE",
  "WATCH_VIDEO",
  "WHATSAPP_MESSAGE",
  "WOODHENGE_SUPPORT",
] as const;

/**
 * The asset lists of a feed and how many of each Meta takes: images, bodies, titles, descriptions,
 * link_urls, call_to_action_types (≤ 10 images, ≤ 5 of the others, [OPT] "Number of Assets"), each asset
 * kind with the rule label that picks one ([CG] AdAssetFeedSpecAssetCustomizationRule.json).
 */
const ASSET_KINDS = [
  { field: "images", label: "image_label", max: 10, word: "images" },
  { field: "bodies", label: "body_label", max: 5, word: "bodies" },
  { field: "titles", label: "title_label", max: 5, word: "titles" },
  { field: "descriptions", label: "description_label", max: 5, word: "descriptions" },
  { field: "link_urls", label: "link_url_label", max: 5, word: "link_urls" },
] as const;
/** "Maximum of 30 total assets", the ad format counting as one ([OPT]). */
const MAX_ASSETS = 30;
/** Text lengths ([OPT] "Text requirements"). */
const MAX_TITLE = 255;
const MAX_BODY = 1024;

/** The fake's own gap, said as such (as whatsapp.ts does for multi-destination ad sets). */
const notModelled = (what: string) =>
  graphErrors.invalidParameter(
    "Not modelled by the fake Meta",
    `Meta takes ${what}, but the fake Meta doesn't model it yet (e2e/fakes/meta/asset-feed.ts; docs/research/placement-assets.md).`,
  );

const malformed = (where: string, what: string) => new GraphError({ code: 100, message: `(#100) Param ${where} must be ${what}` });

/**
 * A rule's label that names no asset of its kind: code 100, subcode 2446173, "Target rule label doesn't refer
 * to any of the asset labels" (observed, [MCP] ads.py and PR #94; not in Meta's error reference).
 */
const labelNotFound = (where: string, name: string, kind: string) =>
  graphErrors.invalidParameter(
    "Target rule label doesn't refer to any of the asset labels",
    `${where} names the label "${name}", which none of the asset_feed_spec ${kind} carries in its adlabels.`,
    2446173,
  );

/**
 * Several assets of one kind left to one rule: code 100, subcode 1885878, in the words observed for titles
 * ("Multiple titles assets can not be applied to rule #1", [MCP] _normalize_text_variants; "one body/title
 * per rule", [MB]) with the kind's name put in.
 */
const multipleAssets = (kind: string, ruleNumber: number) =>
  graphErrors.invalidParameter(
    `Multiple ${kind} assets can not be applied to rule #${ruleNumber}`,
    `Multiple ${kind} assets can not be applied to rule #${ruleNumber}: give the rule a label that names exactly one of them, or send one.`,
    1885878,
  );

/** `asset_feed_spec` as sent (JSON in forms), or undefined when absent. */
export function assetFeedParam(params: Record<string, unknown>): Spec | undefined {
  const feed = jsonParam(params, "asset_feed_spec");
  if (feed === undefined || feed === "") return undefined;
  if (!isRecord(feed)) throw malformed("asset_feed_spec", "a JSON-encoded object");
  return feed;
}

const labelsOf = (asset: Spec): string[] =>
  Array.isArray(asset.adlabels) ? asset.adlabels.flatMap((label) => (isRecord(label) && typeof label.name === "string" ? [label.name] : [])) : [];

/** A list field of the feed: absent → [], otherwise an array of objects. */
function assetList(feed: Spec, field: string): Spec[] {
  const value = feed[field];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isRecord)) throw malformed(`asset_feed_spec[${field}]`, "an array of objects");
  return value;
}

/** An image of the ad account by hash ([OPT]: images "should be included in the ad account's image library"), as creatives.ts imageOf. */
function imageOfAccount(ctx: Ctx, account: AdAccountSeed, hash: string, where: string): ImageRecord {
  const image = ctx.state.images.get(`${account.account_id}:${hash}`);
  if (!image)
    throw graphErrors.invalidParameter(
      "Image not found",
      `The image hash ${hash} in ${where} isn't an image of ad account ${account.account_id}. Upload it to /act_${account.account_id}/adimages first.`,
    );
  return image;
}

function checkImages(ctx: Ctx, account: AdAccountSeed, images: Spec[]) {
  // "Required for SINGLE_IMAGE … Either url or hash is required" ([OPT] `images`).
  if (!images.length) throw graphErrors.missingParameter("asset_feed_spec[images]");
  images.forEach((image, index) => {
    const where = `asset_feed_spec[images][${index}]`;
    if (image.hash === undefined && image.url === undefined) throw graphErrors.missingParameter(`${where}[hash]`);
    if (image.hash !== undefined) imageOfAccount(ctx, account, String(image.hash), where);
    else if (!isUrl(image.url)) throw malformed(`${where}[url]`, "a valid URL");
  });
}

function checkTexts(list: Spec[], field: string, max: number) {
  list.forEach((item, index) => {
    if (typeof item.text !== "string") throw graphErrors.missingParameter(`asset_feed_spec[${field}][${index}][text]`);
    if (item.text.length > max)
      throw graphErrors.invalidParameter(
        "Text too long",
        `asset_feed_spec[${field}][${index}][text] has ${item.text.length} characters; Meta takes at most ${max}.`,
      );
  });
}

/** `link_urls`: "Required", each `{"website_url": "{URL}"}` ([OPT]). */
function checkLinks(links: Spec[]) {
  if (!links.length) throw graphErrors.missingParameter("asset_feed_spec[link_urls]");
  links.forEach((link, index) => {
    if (!isUrl(link.website_url)) throw malformed(`asset_feed_spec[link_urls][${index}][website_url]`, "a valid URL");
  });
}

/** `call_to_action_types`: [CG]'s enum, "up to five" ([OPT]). WhatsApp's is refused: no source shows it with placement rules (research §1.6). */
function checkCallToActionTypes(feed: Spec): string[] {
  const value = feed.call_to_action_types;
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw malformed("asset_feed_spec[call_to_action_types]", "an array");
  const types = value.map(String);
  for (const type of types) {
    if (!ASSET_FEED_CALL_TO_ACTION_TYPES.includes(type as (typeof ASSET_FEED_CALL_TO_ACTION_TYPES)[number]))
      throw graphErrors.mustBeOneOf("asset_feed_spec[call_to_action_types]", ASSET_FEED_CALL_TO_ACTION_TYPES);
  }
  if (types.length > 5) throw graphErrors.invalidParameter("Too many assets", "asset_feed_spec[call_to_action_types] takes up to five values.");
  if (types.includes("WHATSAPP_MESSAGE"))
    throw graphErrors.invalidParameter(
      "Not modelled by the fake Meta",
      "No source found shows a placement-customized creative that clicks to WhatsApp (ads that click to WhatsApp use object_story_spec.link_data, several apps optimization_type DOF_MESSAGING_DESTINATION): the fake Meta refuses it rather than guess (e2e/fakes/meta/asset-feed.ts; docs/research/placement-assets.md §1.6).",
    );
  return types;
}

/**
 * A rule's `customization_spec`: `{}` is the default rule ([SAC]: "Create an empty customization_spec";
 * [PAC]'s Threads example); otherwise `publisher_platforms` is required, each selected platform needs its
 * positions ([PAC] "Optional, but required if Facebook is selected", and so on), positions name a selected
 * platform ([PT]: "If provided, publisher_platforms must include facebook") and are known values.
 */
function checkCustomizationSpec(spec: unknown, where: string): Spec {
  if (spec === undefined) throw graphErrors.missingParameter(`${where}[customization_spec]`);
  if (!isRecord(spec)) throw malformed(`${where}[customization_spec]`, "an object");
  const keys = Object.keys(spec);
  if (!keys.length) return spec;
  const here = `${where}[customization_spec]`;
  for (const key of keys) {
    if (NON_PLACEMENT_FIELDS.includes(key)) throw notModelled(`${here}[${key}] (segment or language asset customization)`);
    const known = key === "publisher_platforms" || key === "device_platforms" || RULE_PLATFORMS.some((platform) => key === `${platform}_positions`);
    if (!known)
      throw graphErrors.invalidParameter(
        "Invalid customization spec",
        key === "whatsapp_positions"
          ? `${here} can't name WhatsApp Status: a placement rule's customization_spec has no whatsapp_positions (AdAssetCustomizationRuleCustomizationSpec) and its publisher_platforms are ${RULE_PLATFORMS.join(", ")}.`
          : `${here}[${key}] is not a field of a placement rule's customization_spec.`,
      );
  }
  const platforms = spec.publisher_platforms;
  if (platforms === undefined) throw graphErrors.missingParameter(`${here}[publisher_platforms]`);
  if (!Array.isArray(platforms) || !platforms.length) throw malformed(`${here}[publisher_platforms]`, "a non-empty array");
  for (const platform of platforms) {
    if (!RULE_PLATFORMS.includes(String(platform))) throw graphErrors.mustBeOneOf(`${here}[publisher_platforms]`, RULE_PLATFORMS);
  }
  for (const platform of RULE_PLATFORMS) {
    const field = `${platform}_positions`;
    const positions = spec[field];
    const selected = platforms.map(String).includes(platform);
    if (positions === undefined) {
      if (selected) throw graphErrors.missingParameter(`${here}[${field}]`);
      continue;
    }
    if (!selected)
      throw graphErrors.invalidParameter("Invalid customization spec", `${here}[${field}] is set, but ${platform} isn't in its publisher_platforms.`);
    if (!Array.isArray(positions) || !positions.length) throw malformed(`${here}[${field}]`, "a non-empty array");
    for (const position of positions) {
      if (!RULE_POSITIONS[platform]!.includes(String(position))) throw graphErrors.mustBeOneOf(`${here}[${field}]`, RULE_POSITIONS[platform]!);
    }
  }
  const devices = spec.device_platforms;
  if (devices !== undefined) {
    if (!Array.isArray(devices) || devices.some((device) => !DEVICE_PLATFORMS.includes(String(device))))
      throw graphErrors.mustBeOneOf(`${here}[device_platforms]`, DEVICE_PLATFORMS);
  }
  return spec;
}

/** The label a rule gives for an asset kind: `{"name": "{LABEL_NAME}"}` ([PAC]). */
function ruleLabel(rule: Spec, field: string, where: string): string | undefined {
  const label = rule[field];
  if (label === undefined) return undefined;
  if (!isRecord(label) || typeof label.name !== "string" || !label.name) throw malformed(`${where}[${field}]`, 'an object {"name": "<LABEL_NAME>"}');
  return label.name;
}

/**
 * One kind of asset under one rule: with a label, exactly one asset of the kind carries it (2446173 when
 * none, 1885878 when several); without, the kind has at most one asset, shared by every rule (1885878).
 */
function assetOfRule(list: Spec[], label: string | undefined, word: string, where: string, ruleNumber: number): Spec | undefined {
  if (label === undefined) {
    if (list.length > 1) throw multipleAssets(word, ruleNumber);
    return list[0];
  }
  const matching = list.filter((asset) => labelsOf(asset).includes(label));
  if (!matching.length) throw labelNotFound(where, label, word);
  if (matching.length > 1) throw multipleAssets(word, ruleNumber);
  return matching[0];
}

function checkRules(feed: Spec, lists: Record<string, Spec[]>) {
  const rules = feed.asset_customization_rules;
  if (rules === undefined) throw graphErrors.missingParameter("asset_feed_spec[asset_customization_rules]");
  if (!Array.isArray(rules) || !rules.every(isRecord)) throw malformed("asset_feed_spec[asset_customization_rules]", "an array of objects");
  // "every asset_feed_spec needs to have more than one customization rule" ([PAC]); "fewer than two rules,
  // you will not be able to create that ad" ([ACR]). Meta publishes no error text for it.
  if (rules.length < 2)
    throw graphErrors.invalidParameter(
      "At least two customization rules",
      `Placement asset customization needs at least two rules in asset_feed_spec[asset_customization_rules]; it has ${rules.length}.`,
    );
  rules.forEach((rule, index) => {
    const where = `asset_feed_spec[asset_customization_rules][${index}]`;
    checkCustomizationSpec(rule.customization_spec, where);
    if (rule.priority !== undefined && !Number.isInteger(Number(rule.priority))) throw malformed(`${where}[priority]`, "an integer");
    if (rule.is_default !== undefined && typeof rule.is_default !== "boolean") throw malformed(`${where}[is_default]`, "a boolean");
    // "image_label … Required for SINGLE_IMAGE format" ([PAC] "Supported properties").
    const imageLabel = ruleLabel(rule, "image_label", where);
    if (imageLabel === undefined) throw graphErrors.missingParameter(`${where}[image_label]`);
    for (const kind of ASSET_KINDS) assetOfRule(lists[kind.field]!, ruleLabel(rule, kind.label, where), kind.word, `${where}[${kind.label}]`, index + 1);
    // call_to_action_types are plain values (no adlabels, [CG]): what a rule's CTA labels pick is undocumented.
    for (const field of ["video_label", "carousel_label", "caption_label", "call_to_action_label", "call_to_action_type_label"]) {
      if (rule[field] !== undefined) throw notModelled(`${where}[${field}] in a SINGLE_IMAGE placement feed`);
    }
  });
}

/**
 * The fields of a placement-customized creative (POST /act_{id}/adcreatives with `asset_feed_spec`), after
 * Meta's checks: the Page's `object_story_spec` without link_data/video_data ([PAC]'s examples; "minimal
 * object_story_spec", [MB]), one SINGLE_IMAGE format, images of this ad account, the [OPT] limits, at least
 * two rules, each naming its image by a label exactly one image carries. The feed is kept as sent (observed
 * "stored verbatim", [MCP]); `thumbnail_url` is the first image's (which one Meta reports is undocumented).
 */
export function placementCreativeFields(ctx: Ctx, account: AdAccountSeed, story: Spec, feed: Spec): Record<string, unknown> {
  if (story.link_data !== undefined || story.video_data !== undefined)
    throw notModelled("link_data or video_data beside asset_feed_spec (dynamic creative, website ads that click to message)");
  const optimization = feed.optimization_type;
  if (optimization !== undefined && !OPTIMIZATION_TYPES.includes(String(optimization) as (typeof OPTIMIZATION_TYPES)[number]))
    throw graphErrors.mustBeOneOf("asset_feed_spec[optimization_type]", OPTIMIZATION_TYPES);
  // PLACEMENT, or no optimization_type with rules ([PAC]'s "Feed Setup" example sends none).
  if (optimization !== undefined && optimization !== "PLACEMENT") throw notModelled(`asset_feed_spec with optimization_type ${String(optimization)}`);
  if (feed.asset_customization_rules === undefined && optimization === undefined)
    throw notModelled("asset_feed_spec without asset_customization_rules (dynamic creative, music through audios, message_extensions)");
  for (const field of ["videos", "carousels", "audios", "captions", "call_to_actions", "message_extensions", "onsite_destinations"]) {
    if (feed[field] !== undefined) throw notModelled(`asset_feed_spec[${field}] in a placement feed`);
  }
  const formats = feed.ad_formats;
  if (formats === undefined) throw graphErrors.missingParameter("asset_feed_spec[ad_formats]");
  if (!Array.isArray(formats) || formats.length !== 1)
    throw graphErrors.invalidParameter(
      "Invalid ad format",
      "asset_feed_spec[ad_formats] takes exactly one format: only one ad_format is allowed per asset feed.",
    );
  const format = String(formats[0]);
  if (!AD_FORMATS.includes(format as (typeof AD_FORMATS)[number])) throw graphErrors.mustBeOneOf("asset_feed_spec[ad_formats]", AD_FORMATS);
  if (format !== "SINGLE_IMAGE") throw notModelled(`placement asset customization with ad_formats ${format}`);

  const lists: Record<string, Spec[]> = {};
  for (const kind of ASSET_KINDS) {
    const list = assetList(feed, kind.field);
    if (list.length > kind.max)
      throw graphErrors.invalidParameter("Too many assets", `asset_feed_spec[${kind.field}] takes at most ${kind.max}; it has ${list.length}.`);
    lists[kind.field] = list;
  }
  checkImages(ctx, account, lists.images!);
  checkTexts(lists.bodies!, "bodies", MAX_BODY);
  checkTexts(lists.titles!, "titles", MAX_TITLE);
  checkTexts(lists.descriptions!, "descriptions", MAX_TITLE);
  // "Only provide one link description, since the link description cannot be customized per placement" ([PAC]).
  if (lists.descriptions!.length > 1)
    throw graphErrors.invalidParameter("One description", "Placement asset customization takes one link description: it can't be customized per placement.");
  checkLinks(lists.link_urls!);
  const types = checkCallToActionTypes(feed);
  const total = Object.values(lists).reduce((sum, list) => sum + list.length, 0) + types.length + 1;
  if (total > MAX_ASSETS) throw graphErrors.invalidParameter("Too many assets", `An asset feed takes at most ${MAX_ASSETS} assets; this one has ${total}.`);
  checkRules(feed, lists);

  const first = lists.images![0]!;
  const thumbnail = first.hash !== undefined ? ctx.state.images.get(`${account.account_id}:${String(first.hash)}`)?.url : String(first.url);
  return { asset_feed_spec: feed, thumbnail_url: thumbnail };
}

/**
 * At ad creation (POST /act_{id}/ads): `call_to_action_types` is "Required for all objectives, except
 * OUTCOME_AWARENESS" ([OPT]), which only the campaign tells. Meta publishes no error text for it.
 */
export function checkPlacementAd(state: FakeMetaState, adset: StoredObject, creative: StoredObject): void {
  const feed = creative.fields.asset_feed_spec;
  if (!isRecord(feed)) return;
  const campaign = state.objects.get(String(adset.fields.campaign_id ?? ""));
  const objective = String(campaign?.fields.objective ?? "");
  const types = Array.isArray(feed.call_to_action_types) ? feed.call_to_action_types : [];
  if (!types.length && objective !== "OUTCOME_AWARENESS")
    throw graphErrors.invalidParameter(
      "Call to action required",
      `The creative ${creative.id} has no asset_feed_spec[call_to_action_types]: it is required for every objective but OUTCOME_AWARENESS, and the campaign's is ${objective}.`,
    );
}

// ---- The read-out for tests (GET /__control/placements/{id}) ----

/** What shows on a placement: the image (by hash, or URL for url images) and the rule's label. */
export type PlacementAsset = { label?: string; hash?: string; url?: string; width?: number; height?: number; video_id?: string };
export type PlacementReadout = {
  id: string;
  kind: "adcreative" | "ad";
  creative_id: string;
  optimization_type: string | null;
  /**
   * "platform:position" → the asset Meta shows there. For a creative, the positions its rules name; for an
   * ad whose ad set names placements, those placements. "*" stands for every other placement: the default
   * (empty customization_spec) rule's image, or null where Meta shows "random combination of assets" ([SAC]).
   */
  placements: Record<string, PlacementAsset | null>;
  /** The creative's degrees_of_freedom_spec.creative_features_spec, feature → enroll_status, as stored. */
  creative_features: Record<string, string>;
};

type ResolvedRule = { priority: number; order: number; spec: Spec; asset: PlacementAsset };

function assetOfImage(state: FakeMetaState, accountId: string, image: Spec, label: string): PlacementAsset {
  if (image.hash === undefined) return { label, url: String(image.url) };
  const record = state.images.get(`${accountId}:${String(image.hash)}`);
  return { label, hash: String(image.hash), url: record?.url, width: record?.width, height: record?.height };
}

/** The rules by precedence: priority 1 first; without one, a rule's priority is its place in the list ([SAC]). */
function resolvedRules(state: FakeMetaState, creative: StoredObject, feed: Spec): ResolvedRule[] {
  const images = Array.isArray(feed.images) ? feed.images.filter(isRecord) : [];
  const rules = Array.isArray(feed.asset_customization_rules) ? feed.asset_customization_rules.filter(isRecord) : [];
  return rules
    .map((rule, index) => {
      const label = isRecord(rule.image_label) ? String(rule.image_label.name) : "";
      const image = images.find((item) => labelsOf(item).includes(label)) ?? {};
      return {
        priority: rule.priority === undefined ? index + 1 : Number(rule.priority),
        order: index,
        spec: isRecord(rule.customization_spec) ? rule.customization_spec : {},
        asset: assetOfImage(state, creative.accountId, image, label),
      };
    })
    .sort((a, b) => a.priority - b.priority || a.order - b.order);
}

const isDefaultRule = (rule: ResolvedRule) => Object.keys(rule.spec).length === 0;

/** Whether a rule covers a placement (device_platforms aside: the read-out is per position). */
function covers(rule: ResolvedRule, platform: string, position: string): boolean {
  if (isDefaultRule(rule)) return true;
  const platforms = Array.isArray(rule.spec.publisher_platforms) ? rule.spec.publisher_platforms.map(String) : [];
  const positions = rule.spec[`${platform}_positions`];
  return platforms.includes(platform) && Array.isArray(positions) && positions.map(String).includes(position);
}

/** The placements an ad set names ([PT]): its platforms × their positions (a platform without positions: all its defaults). Undefined for automatic placements. */
function adSetPlacements(targeting: unknown): string[] | undefined {
  if (!isRecord(targeting)) return undefined;
  const named = Object.keys(TARGETING_POSITIONS).filter((platform) => Array.isArray(targeting[`${platform}_positions`]));
  const platforms = Array.isArray(targeting.publisher_platforms) ? targeting.publisher_platforms.map(String) : named;
  if (!platforms.length) return undefined;
  return platforms.flatMap((platform) => {
    const positions = targeting[`${platform}_positions`];
    const list = Array.isArray(positions) ? positions.map(String) : (TARGETING_POSITIONS[platform] ?? []);
    return list.map((position) => `${platform}:${position}`);
  });
}

function featuresOf(creative: StoredObject): Record<string, string> {
  const dof = creative.fields.degrees_of_freedom_spec;
  const spec = isRecord(dof) && isRecord(dof.creative_features_spec) ? dof.creative_features_spec : {};
  return Object.fromEntries(Object.entries(spec).map(([name, detail]) => [name, isRecord(detail) ? String(detail.enroll_status) : ""]));
}

/** The read-out of a creative or an ad (its creative, seen through its ad set's placements); undefined for another id. */
export function placementReadout(state: FakeMetaState, id: string): PlacementReadout | undefined {
  const object = state.objects.get(id);
  if (!object || (object.kind !== "adcreative" && object.kind !== "ad")) return undefined;
  const creativeId = object.kind === "ad" ? String((object.fields.creative as { id?: unknown } | undefined)?.id ?? "") : object.id;
  const creative = state.objects.get(creativeId);
  if (!creative || creative.kind !== "adcreative") return undefined;
  const feed = creative.fields.asset_feed_spec;
  const placements: Record<string, PlacementAsset | null> = {};
  if (!isRecord(feed)) {
    // One image everywhere: link_data's image, or a video and its thumbnail.
    const single: PlacementAsset = {
      hash: creative.fields.image_hash as string | undefined,
      url: (creative.fields.image_url ?? creative.fields.thumbnail_url) as string | undefined,
    };
    if (creative.fields.video_id !== undefined) single.video_id = String(creative.fields.video_id);
    placements["*"] = single;
  } else {
    const rules = resolvedRules(state, creative, feed);
    const adset = object.kind === "ad" ? state.objects.get(String(object.fields.adset_id ?? "")) : undefined;
    const wanted =
      adSetPlacements(adset?.fields.targeting) ??
      rules.flatMap((rule) =>
        RULE_PLATFORMS.flatMap((platform) =>
          Array.isArray(rule.spec[`${platform}_positions`]) ? (rule.spec[`${platform}_positions`] as unknown[]).map((p) => `${platform}:${String(p)}`) : [],
        ),
      );
    for (const key of wanted) {
      const [platform = "", position = ""] = key.split(":");
      placements[key] = rules.find((rule) => covers(rule, platform, position))?.asset ?? null;
    }
    if (!adSetPlacements(adset?.fields.targeting)) placements["*"] = rules.find(isDefaultRule)?.asset ?? null;
  }
  return {
    id: object.id,
    kind: object.kind,
    creative_id: creative.id,
    optimization_type: isRecord(feed) && feed.optimization_type !== undefined ? String(feed.optimization_type) : null,
    placements,
    creative_features: featuresOf(creative),
  };
}
