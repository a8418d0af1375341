// Creating ad creatives and ads as Meta checks them: an app in Live mode, a Page the person has the
// ADVERTISE task on, an Instagram account the Page or the ad account may use, by instagram_user_id
// (instagram_actor_id is refused), images by a hash uploaded to the same ad account, videos that
// finished processing, known call-to-action types, and ads that point at an existing ad set and
// creative; for ads that click to WhatsApp, the call to action, link and welcome message of whatsapp.ts,
// and ads whose creative fits their ad set's destination; creatives with one image per placement
// (asset-feed.ts) and Advantage+ creative features (creative-features.ts). Never used by production code.
import { assetFeedParam, checkPlacementAd, placementCreativeFields } from "./asset-feed";
import { checkCreativeFeaturesAd, creativeFeaturesFields } from "./creative-features";
import { GraphError, graphErrors } from "./errors";
import { videoReady } from "./media";
import { json, type Ctx, type Reply } from "./reply";
import { jsonParam, str } from "./request";
import { freshReview } from "./review";
import { CALL_TO_ACTION_TYPES, PAGE_TASKS, type AdAccountSeed, type PageSeed } from "./seed";
import type { StoredObject } from "./state";
import { graphTime } from "./text";
import { checkAdDestination, checkWelcomeMessage, checkWhatsAppCallToAction, WHATSAPP_CALL_TO_ACTION } from "./whatsapp";

type Spec = Record<string, unknown>;
const isRecord = (value: unknown): value is Spec => !!value && typeof value === "object" && !Array.isArray(value);

// instagram_actor_id, replaced by instagram_user_id (v22.0; restfb/restfb#1577), is refused whatever its
// value since Meta's January 2026 change, with these words verbatim (pipeboard-co/meta-ads-mcp#114).
const deprecatedActor = () => new GraphError({ code: 100, message: "(#100) Param instagram_actor_id must be a valid Instagram account id" });

/**
 * The Instagram accounts an ad of this Page in this ad account may run as: the one connected to the Page
 * and its Page-backed one (the Page's instagram_accounts and page_backed_instagram_accounts edges), and
 * those assigned to the ad account (its instagram_accounts edge) – the three kinds of the Marketing
 * API's Instagram ads guide ("Get Started", step 1: Business Manager, Page-connected and Page-backed
 * Instagram accounts). Any other id is refused with the words Meta gives an Instagram account "not valid
 * for this ad account" (graphErrors.invalidInstagramUser, pipeboard-co/meta-ads-mcp#114).
 */
function usableInstagramIds(page: PageSeed, account: AdAccountSeed): string[] {
  const usable = [page.instagram, page.pageBackedInstagram, ...(account.instagram_accounts ?? [])];
  return usable.flatMap((instagram) => (instagram ? [instagram.id] : []));
}

const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/\S+$/.test(value);

function checkCallToAction(cta: unknown, where: string, needsLink: boolean) {
  if (cta === undefined) return undefined;
  if (!isRecord(cta)) throw new GraphError({ code: 100, message: `(#100) Param ${where}[call_to_action] must be an object` });
  if (!CALL_TO_ACTION_TYPES.includes(String(cta.type) as (typeof CALL_TO_ACTION_TYPES)[number]))
    throw graphErrors.mustBeOneOf(`${where}[call_to_action][type]`, CALL_TO_ACTION_TYPES);
  const link = isRecord(cta.value) ? cta.value.link : undefined;
  if (needsLink && cta.type !== "NO_BUTTON" && !isUrl(link)) {
    throw graphErrors.invalidParameter(
      "Call to action link required",
      `The ${String(cta.type)} button needs a website link in ${where}[call_to_action][value][link].`,
    );
  }
  return String(cta.type);
}

function imageOf(ctx: Ctx, account: AdAccountSeed, hash: unknown, where: string) {
  const image = ctx.state.images.get(`${account.account_id}:${String(hash)}`);
  if (!image)
    throw graphErrors.invalidParameter(
      "Image not found",
      `The image hash ${String(hash)} in ${where} isn't an image of ad account ${account.account_id}. Upload it to /act_${account.account_id}/adimages first.`,
    );
  return image;
}

// POST /{v}/act_{id}/adcreatives → { id }
export function createCreative(ctx: Ctx, account: AdAccountSeed): Reply {
  const params = ctx.req.params;
  if (params.instagram_actor_id !== undefined) throw deprecatedActor();
  const spec = jsonParam(params, "object_story_spec");
  if (spec === undefined || spec === "") throw graphErrors.missingParameter("object_story_spec");
  if (!isRecord(spec)) throw new GraphError({ code: 100, message: "(#100) Param object_story_spec must be a JSON-encoded object" });
  if (spec.instagram_actor_id !== undefined) throw deprecatedActor();
  const page = ctx.state.pages.find((item) => item.id === String(spec.page_id ?? ""));
  if (!spec.page_id) throw graphErrors.missingParameter("object_story_spec[page_id]");
  if (!page) throw graphErrors.invalidParameter("Invalid Page", `The Page ${String(spec.page_id)} doesn't exist or you can't advertise for it.`);
  // Meta refuses the creatives of a development-mode app, validate_only included (errors.ts).
  if (ctx.state.settings.appMode === "development") throw graphErrors.appInDevelopment();
  if (!(page.tasks ?? PAGE_TASKS).includes("ADVERTISE")) throw graphErrors.pageAdvertiseTask(page.id);
  const instagramParam = spec.instagram_user_id ?? params.instagram_user_id;
  const instagramUserId = instagramParam === undefined ? undefined : String(instagramParam);
  if (instagramUserId && !usableInstagramIds(page, account).includes(instagramUserId)) throw graphErrors.invalidInstagramUser();
  // page_welcome_message is also a parameter of the adcreatives edge ([CG] AdAccount.json), and [CTWA]
  // Step 3's prose puts it "under object_story_spec" (whatsapp.ts).
  checkWelcomeMessage(params.page_welcome_message, "page_welcome_message");
  checkWelcomeMessage(spec.page_welcome_message, "object_story_spec[page_welcome_message]");
  const link = spec.link_data;
  const video = spec.video_data;
  const fields: Record<string, unknown> = {};
  // A creative with one image per placement (asset-feed.ts) carries its assets in asset_feed_spec instead.
  const assetFeed = assetFeedParam(params);
  if (!assetFeed && isRecord(link) === isRecord(video)) {
    throw graphErrors.invalidParameter("Invalid creative", "object_story_spec needs exactly one of link_data or video_data.");
  }
  if (assetFeed) {
    Object.assign(fields, placementCreativeFields(ctx, account, spec, assetFeed));
  } else if (isRecord(link)) {
    if (!isUrl(link.link)) throw new GraphError({ code: 100, message: "(#100) Param object_story_spec[link_data][link] must be a valid URL" });
    let imageUrl = typeof link.picture === "string" ? link.picture : undefined;
    if (link.image_hash !== undefined) imageUrl = imageOf(ctx, account, link.image_hash, "link_data").url;
    if (!imageUrl) throw graphErrors.invalidParameter("Image required", "Link ads need an image: set image_hash (from /adimages) or picture in link_data.");
    const cta = checkCallToAction(link.call_to_action, "link_data", false);
    if (cta === WHATSAPP_CALL_TO_ACTION) checkWhatsAppCallToAction(link.call_to_action, "link_data", link.link);
    checkWelcomeMessage(link.page_welcome_message, "object_story_spec[link_data][page_welcome_message]");
    Object.assign(fields, {
      object_type: "SHARE",
      title: link.name,
      body: link.message,
      link_url: link.link,
      image_hash: link.image_hash,
      image_url: imageUrl,
      thumbnail_url: imageUrl,
      call_to_action_type: cta,
    });
  } else if (isRecord(video)) {
    const videoObject = ctx.state.objects.get(String(video.video_id ?? ""));
    if (!video.video_id) throw graphErrors.missingParameter("object_story_spec[video_data][video_id]");
    if (!videoObject || videoObject.kind !== "advideo" || videoObject.accountId !== account.account_id) {
      throw graphErrors.invalidParameter("Video not found", `The video ${String(video.video_id)} isn't a video of ad account ${account.account_id}.`);
    }
    if (!videoReady(videoObject))
      throw graphErrors.invalidParameter(
        "Video not ready",
        `The video ${videoObject.id} is still processing. Wait until its status is "ready" before using it in an ad.`,
      );
    let thumbnail = typeof video.image_url === "string" ? video.image_url : undefined;
    if (video.image_hash !== undefined) thumbnail = imageOf(ctx, account, video.image_hash, "video_data").url;
    if (!thumbnail) throw graphErrors.invalidParameter("Video thumbnail required", "Video ads need a thumbnail: set image_url or image_hash in video_data.");
    const cta = checkCallToAction(video.call_to_action, "video_data", true);
    if (cta === WHATSAPP_CALL_TO_ACTION) checkWhatsAppCallToAction(video.call_to_action, "video_data", undefined);
    checkWelcomeMessage(video.page_welcome_message, "object_story_spec[video_data][page_welcome_message]");
    const ctaValue = isRecord(video.call_to_action) && isRecord(video.call_to_action.value) ? video.call_to_action.value.link : undefined;
    Object.assign(fields, {
      object_type: "VIDEO",
      title: video.title,
      body: video.message,
      video_id: videoObject.id,
      image_url: thumbnail,
      thumbnail_url: thumbnail,
      link_url: ctaValue,
      call_to_action_type: cta,
    });
  }
  // Advantage+ creative features (creative-features.ts), for the creative's format.
  Object.assign(fields, creativeFeaturesFields(params, ctx.req.version, fields.video_id === undefined ? "image" : "video"));
  const now = Date.now();
  const creative: StoredObject = {
    id: ctx.state.newId(),
    kind: "adcreative",
    accountId: account.account_id,
    createdAt: now,
    everActive: false,
    fields: {
      name: str(params, "name") ?? `Creative ${graphTime(now)}`,
      status: "ACTIVE",
      object_story_spec: spec,
      instagram_user_id: instagramUserId,
      actor_id: page.id,
      ...fields,
    },
  };
  ctx.state.objects.set(creative.id, creative);
  return json({ id: creative.id });
}

/** The `creative` parameter of an ad ({"creative_id": X}): a creative of the same ad account. */
export function creativeOf(ctx: Ctx, account: AdAccountSeed): StoredObject {
  const creativeParam = jsonParam(ctx.req.params, "creative");
  if (creativeParam === undefined || creativeParam === "") throw graphErrors.missingParameter("creative");
  const creativeId = isRecord(creativeParam) ? String(creativeParam.creative_id ?? "") : "";
  if (!creativeId) throw new GraphError({ code: 100, message: "(#100) Param creative must be a JSON object with a creative_id" });
  const creative = ctx.state.objects.get(creativeId);
  if (!creative || creative.kind !== "adcreative" || creative.accountId !== account.account_id) {
    throw graphErrors.invalidParameter("Creative not found", `The ad creative ${creativeId} doesn't exist in ad account ${account.account_id}.`);
  }
  return creative;
}

// POST /{v}/act_{id}/ads → { id }, reviewed as the setting adReview says.
export function createAd(ctx: Ctx, account: AdAccountSeed): Reply {
  const params = ctx.req.params;
  const name = str(params, "name");
  if (!name) throw graphErrors.missingParameter("name");
  const adsetId = str(params, "adset_id");
  if (!adsetId) throw graphErrors.missingParameter("adset_id");
  const adset = ctx.state.objects.get(adsetId);
  if (!adset || adset.kind !== "adset" || adset.accountId !== account.account_id || adset.fields.status === "DELETED") {
    throw graphErrors.invalidParameter("Ad set not found", `The ad set ${adsetId} doesn't exist in ad account ${account.account_id} or was deleted.`);
  }
  const creative = creativeOf(ctx, account);
  checkAdDestination(adset, creative);
  checkPlacementAd(ctx.state, adset, creative);
  // "When creating an ad through the /ads endpoint, the status field on the ad is set to PAUSED by default"
  // (Meta, "Get Started with Advantage+ Creative"), for the AI-generated features' check.
  checkCreativeFeaturesAd(creative, str(params, "status") ?? "PAUSED");
  const status = str(params, "status") ?? "ACTIVE";
  if (!["ACTIVE", "PAUSED"].includes(status)) throw graphErrors.mustBeOneOf("status", ["ACTIVE", "PAUSED"]);
  const now = Date.now();
  const ad: StoredObject = {
    id: ctx.state.newId(),
    kind: "ad",
    accountId: account.account_id,
    createdAt: now,
    everActive: status === "ACTIVE",
    fields: { name, status, adset_id: adset.id, campaign_id: adset.fields.campaign_id, creative: { id: creative.id }, updated_time: graphTime(now) },
    review: freshReview(ctx.state),
  };
  ctx.state.objects.set(ad.id, ad);
  return json({ id: ad.id });
}
