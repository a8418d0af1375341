import { budgetRuleFor, checkSetBudgets, type BudgetRule } from "@/lib/money/budget-rule";
import { placementAssetFeed } from "./placements";
import type { FormatId } from "@/lib/images/placements/formats";
import { chosenFeatures, creativeFeaturesSpec, type CreativeFeatureName } from "@/lib/meta/creative-features";
import { addDays, dayStart, storedDay, zonedTime } from "@/lib/campaigns/calendar";
import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";
import { regulationFields, targetsBrazil, type RegulationIdentities } from "@/lib/meta/regulation/fields";
import { storedAdSets, storedCreatives, type StoredAdSet, type StoredCreative } from "@/lib/campaigns/stored";
import { isOwnMedia } from "@/lib/storage/keys";
import { BR_CITIES } from "@/lib/wizard/br-cities";
import { budgetTooLow, type PublishErrorClassification } from "@/lib/meta/errors";
import type { PublishSelection } from "@/lib/meta/run-state";
import type { MessageKey } from "@/lib/actions/result";
import { hasUnmatchedSegments, UNMATCHED_SEGMENTS } from "@/lib/campaigns/targeting";
import { campaignAges, campaignCountries, campaignCta, campaignDestination, campaignName, type Destination } from "@/lib/campaigns/model";
import { WHATSAPP_OBJECTIVE, WHATSAPP_SEND_URL, whatsappAdSetFields, whatsappCallToAction, whatsappWelcomeMessage } from "./whatsapp";

// What publishing sends to Meta, worked out from the stored campaign without touching the network:
// the checks publishing needs, then the campaign, ad set, creative and ad payloads (Graph API v24+).

export type Creative = StoredCreative;
export type AdSetConfig = StoredAdSet;

/** The stored campaign's columns publishing reads. */
export type CampaignRow = {
  id: string;
  productName: string | null;
  projectName: string | null;
  productUrl: string | null;
  cta: string | null;
  campaignObjective: string | null;
  destination: string;
  whatsappMessage: string | null;
  creativeFeatures: string[];
  dailyBudget: number | null;
  /** The currency the budget is in (minor units): the ad account's when it was chosen. */
  currency: string;
  targetingAgeMin: number | null;
  targetingAgeMax: number | null;
  targetingCountries: string[];
  targetingCities: string[];
  startDate: Date | null;
  endDate: Date | null;
  creatives: unknown;
  adSetsConfig: unknown;
};

export type PublishPlan = {
  name: string;
  objective: "traffic" | "conversions";
  /** Where the ads take people: the product page (`link`), or a WhatsApp chat opened with `whatsappMessage`. */
  destination: Destination;
  whatsappMessage: string;
  /** The chosen Page's WhatsApp number, read from Meta when publishing starts (null until then, and for the site). */
  whatsappNumber: string | null;
  /** Meta's creative enhancements the seller turned on; every creative opts out of the others (issue 35). */
  creativeFeatures: CreativeFeatureName[];
  link: string;
  cta: string;
  ageMin: number;
  ageMax: number;
  countries: string[];
  citySlugs: string[];
  startDate: string | null;
  endDate: string | null;
  creatives: Creative[];
  mainCreative: Creative;
  /** The enabled sets; a run keeps each one's Meta ad set under its id (unique among the stored sets). */
  adSets: AdSetConfig[];
  /** The verified beneficiary and payer the user gave for the ad account (Brazil's ad regulation), or null. */
  regulation: RegulationIdentities | null;
  /** The ad account's currency and minimum daily budget per ad set. */
  budgetRule: BudgetRule;
  /** The ad account's time zone (IANA): the ad sets start and end on its days. */
  timeZone: string;
};

export type PlannedAdSet = PublishPlan["adSets"][number];

/** One ad publishing creates: an enabled ad set showing one creative. */
export type PlannedAd = { set: PlannedAdSet; creative: Creative };

/** Meta keeps at most 50 ads that are not deleted in an ad set; each set gets one ad per creative. */
export const MAX_ADS_PER_AD_SET = 50;

export type PlanProblem = { error: MessageKey; values?: Record<string, string | number>; classification?: PublishErrorClassification };

/**
 * Everything publishing needs, checked before anything is sent (001 §5: at least one creative, one
 * enabled ad set with its title and text, a pixel for conversions, the minimum per enabled set: R$ 20.00,
 * or the ad account's own). `accountRule` and `timeZone` are the account's as Meta reports them; without
 * them (Meta not asked yet) the campaign's currency sets the rule and the days are Brazil's.
 */
export function planPublish(
  campaign: CampaignRow,
  selection: Pick<PublishSelection, "pixelId">,
  userId: string,
  regulation: RegulationIdentities | null = null,
  accountRule: BudgetRule | null = null,
  timeZone: string = BRAZIL_TIME_ZONE,
): { ok: true; plan: PublishPlan } | ({ ok: false } & PlanProblem) {
  const creatives = storedCreatives(campaign.creatives);
  const allSets = storedAdSets(campaign.adSetsConfig);
  const enabled = allSets.filter((set) => set.enabled);
  if (!creatives.length) return { ok: false, error: "wizard.config.errors.creativeRequired" };
  if (!enabled.length) return { ok: false, error: "wizard.save.errors.noEnabledSet" };
  if (creatives.length > MAX_ADS_PER_AD_SET)
    return { ok: false, error: "wizard.publish.errors.tooManyAds", values: { count: creatives.length, max: MAX_ADS_PER_AD_SET } };
  if (creatives.some((creative) => !isOwnMedia(creative.url, userId))) return { ok: false, error: "wizard.save.errors.foreignMedia" };
  if (!campaign.productUrl) return { ok: false, error: "wizard.save.errors.missingData" };
  for (const set of enabled) {
    if (!set.title.trim()) return { ok: false, error: "wizard.save.errors.adSetTitle", values: { name: set.name } };
    if (!set.primaryText.trim()) return { ok: false, error: "wizard.save.errors.adSetText", values: { name: set.name } };
    if (hasUnmatchedSegments(set)) return { ok: false, error: UNMATCHED_SEGMENTS, values: { name: set.name } };
  }
  const destination = campaignDestination(campaign);
  // A WhatsApp campaign has its own objective at Meta (decision 030): the site's objectives don't apply.
  const objective = destination === "website" && campaign.campaignObjective === "conversions" ? "conversions" : "traffic";
  if (objective === "conversions" && !selection.pixelId) return { ok: false, error: "wizard.publish.errors.pixelRequired" };
  const whatsappMessage = campaign.whatsappMessage?.trim() ?? "";
  if (destination === "whatsapp" && !whatsappMessage) return { ok: false, error: "wizard.publish.errors.whatsappMessageRequired" };
  // Budgets are sent as the stored minor units: they must be in the account's currency.
  if (accountRule && accountRule.currency !== campaign.currency) {
    return { ok: false, error: "campaignConfig.errors.budgetCurrencyChanged", values: { campaign: campaign.currency, account: accountRule.currency } };
  }
  const budgetRule = accountRule ?? budgetRuleFor(campaign.currency, null);
  const budget = checkSetBudgets(
    enabled.map((set) => set.budget),
    budgetRule,
  );
  if (!budget.ok) {
    const classification = budgetTooLow(budget.currentCents, budget.minimumCents, enabled.length, budgetRule);
    return { ok: false, error: classification.titleKey, values: classification.values, classification };
  }
  const unknownCity = campaign.targetingCities.find((slug) => !BR_CITIES.some((city) => city.value === slug));
  if (unknownCity) return { ok: false, error: "wizard.publish.errors.cityNotFound", values: { city: unknownCity } };
  return {
    ok: true,
    plan: {
      name: campaignName(campaign, "Campaign"),
      objective,
      destination,
      whatsappMessage,
      whatsappNumber: null,
      creativeFeatures: chosenFeatures(campaign.creativeFeatures),
      link: campaign.productUrl,
      cta: campaignCta(campaign.cta),
      ...campaignAges(campaign),
      countries: campaignCountries(campaign),
      citySlugs: campaign.targetingCities,
      startDate: storedDay(campaign.startDate),
      endDate: storedDay(campaign.endDate),
      creatives,
      mainCreative: creatives.find((creative) => creative.isMain) ?? creatives[0]!,
      adSets: enabled,
      regulation,
      budgetRule,
      timeZone,
    },
  };
}

/** Every ad publishing creates, ad set by ad set, each set's ads in the creatives' order with the main creative first. */
export function adsPlan(plan: Pick<PublishPlan, "adSets" | "creatives" | "mainCreative">): PlannedAd[] {
  const creatives = [plan.mainCreative, ...plan.creatives.filter((creative) => creative.id !== plan.mainCreative.id)];
  return plan.adSets.flatMap((set) => creatives.map((creative) => ({ set, creative })));
}

// The Graph API specs give names no length; Ads Manager is reported to stop at 400 characters. Each
// part is clipped so that the whole stays under that and every part, the creative's included, shows.
const NAME_PART_MAX = 120;
const clip = (part: string) => {
  const chars = [...part.trim()];
  return chars.length > NAME_PART_MAX ? `${chars.slice(0, NAME_PART_MAX - 1).join("")}…` : chars.join("");
};

/** The ad's and its creative's name: campaign, ad set and creative, so that a set's ads tell their creatives apart. */
export function adName(plan: Pick<PublishPlan, "name" | "creatives">, { set, creative }: { set: { name: string }; creative: Creative }): string {
  const position = plan.creatives.findIndex((item) => item.id === creative.id) + 1;
  const label = clip(creative.name) || `${creative.type} ${position}`;
  // Two files may share a name: their position among the creatives tells them apart.
  const shared = plan.creatives.some((item) => item.id !== creative.id && item.name.trim() === creative.name.trim());
  return [clip(plan.name), clip(set.name), shared ? `${label} (${position})` : label].filter(Boolean).join(" - ");
}

/**
 * The ad set's schedule in the ad account's time zone: from the start day's first instant (left out once
 * past: Meta then starts at once) to the end day's last second, each written with the zone's offset on
 * that date. AdSet `start_time` and `end_time` are datetimes (facebook-business-sdk-codegen
 * api_specs/specs/AdSet.json); the Ad Set reference writes them with an offset, "2015-03-12 23:59:59-07:00".
 */
export function schedule(dates: Pick<PublishPlan, "startDate" | "endDate">, timeZone: string, now = new Date()): { start_time?: string; end_time?: string } {
  const start = dates.startDate ? dayStart(dates.startDate, timeZone) : null;
  const end = dates.endDate ? dayStart(addDays(dates.endDate, 1), timeZone) - 1000 : null;
  return {
    ...(start !== null && start > now.getTime() ? { start_time: zonedTime(start, timeZone) } : {}),
    ...(end !== null ? { end_time: zonedTime(end, timeZone) } : {}),
  };
}

export function campaignPayload(plan: PublishPlan) {
  return {
    name: plan.name,
    objective: plan.destination === "whatsapp" ? WHATSAPP_OBJECTIVE : plan.objective === "conversions" ? "OUTCOME_SALES" : "OUTCOME_TRAFFIC",
    status: "PAUSED",
    special_ad_categories: [],
    buying_type: "AUCTION",
    // The budgets live on the ad sets (Meta requires saying so for a campaign without a budget).
    is_adset_budget_sharing_enabled: false,
  };
}

export function targeting(plan: PublishPlan, set: AdSetConfig, cityKeys: string[]) {
  const interests = set.metaInterests.map((interest) => ({ id: interest.id, name: interest.name }));
  return {
    geo_locations: cityKeys.length ? { cities: cityKeys.map((key) => ({ key })) } : { countries: plan.countries },
    age_min: plan.ageMin,
    age_max: plan.ageMax,
    ...(interests.length ? { flexible_spec: [{ interests }] } : {}),
    // Required since v23: 0 keeps the audience to what the user chose.
    targeting_automation: { advantage_audience: 0 },
  };
}

/** The ad set's goal and what it promotes: a chat on the Page's WhatsApp number, a purchase on the pixel, or visits to the site. */
function adSetGoal(plan: PublishPlan, ids: AdSetIds) {
  if (plan.destination === "whatsapp") return whatsappAdSetFields({ pageId: ids.pageId ?? "", whatsappNumber: plan.whatsappNumber });
  if (plan.objective === "conversions")
    return { optimization_goal: "OFFSITE_CONVERSIONS", promoted_object: { pixel_id: ids.pixelId, custom_event_type: "PURCHASE" } };
  return { optimization_goal: "LINK_CLICKS", destination_type: "WEBSITE" };
}

/** The ids an ad set is made with: its campaign, and the pixel or the Page it promotes. */
export type AdSetIds = { campaignId: string; pixelId?: string | null; pageId?: string | null };

export function adSetPayload(plan: PublishPlan, set: AdSetConfig, ids: AdSetIds, cityKeys: string[], now = new Date()) {
  return {
    name: set.name,
    campaign_id: ids.campaignId,
    daily_budget: String(set.budget),
    billing_event: "IMPRESSIONS",
    bid_strategy: "LOWEST_COST_WITHOUT_CAP",
    ...adSetGoal(plan, ids),
    targeting: targeting(plan, set, cityKeys),
    ...schedule(plan, plan.timeZone, now),
    // An audience in Brazil is declared with the verified ids when the user gave them (without them an
    // account that Meta requires it of refuses the ad set: "No beneficiary/payer provided").
    ...(plan.regulation && targetsBrazil(plan.countries, plan.citySlugs) ? regulationFields(plan.regulation) : {}),
    // The campaign stays PAUSED until activation, which keeps everything under it off.
    status: "ACTIVE",
  };
}

export type CreativeMedia = {
  imageHash?: string;
  /** Issue 35: the image's version for each placement format, when all three are at Meta. */
  placementHashes?: Record<FormatId, string>;
  videoId?: string;
  thumbnailHash?: string;
  thumbnailUrl?: string;
};

type CreativePlan = Pick<PublishPlan, "name" | "creatives" | "cta" | "link" | "destination" | "whatsappMessage" | "creativeFeatures">;

// Meta's own AI changes the ad only where the seller said so: every enhancement is sent, on or off.
const creativeFeatures = (plan: Pick<PublishPlan, "creativeFeatures">, media: CreativeMedia) => ({
  degrees_of_freedom_spec: { creative_features_spec: creativeFeaturesSpec(media.videoId ? "video" : "image", plan.creativeFeatures) },
});

/**
 * The creative Meta gets for one ad: a website ad's image with its versions at Meta runs each in its
 * placement (asset_feed_spec, issue 35); anything else is the one-image or video story (creativePayload).
 */
export function creativeParams(
  plan: CreativePlan,
  ad: { set: Pick<AdSetConfig, "name" | "title" | "primaryText">; creative: Creative },
  selection: Pick<PublishSelection, "pageId" | "instagramAccountId">,
  media: CreativeMedia,
) {
  if (!media.placementHashes || plan.destination === "whatsapp" || media.videoId) return creativePayload(plan, ad, selection, media);
  return {
    name: adName(plan, ad),
    // Placement asset customization: the Page only, the assets and their rules in asset_feed_spec.
    object_story_spec: { page_id: selection.pageId, ...(selection.instagramAccountId ? { instagram_user_id: selection.instagramAccountId } : {}) },
    asset_feed_spec: placementAssetFeed(media.placementHashes, { title: ad.set.title, body: ad.set.primaryText, link: plan.link, cta: plan.cta }),
    ...creativeFeatures(plan, media),
  };
}

export function creativePayload(
  plan: CreativePlan,
  ad: { set: Pick<AdSetConfig, "name" | "title" | "primaryText">; creative: Creative },
  selection: Pick<PublishSelection, "pageId" | "instagramAccountId">,
  media: CreativeMedia,
) {
  const { set } = ad;
  const whatsapp = plan.destination === "whatsapp";
  const features = creativeFeatures(plan, media);
  // A video has no link of its own (AdCreativeVideoData.json): its call to action carries WhatsApp's.
  const callToAction = whatsapp ? whatsappCallToAction(Boolean(media.videoId)) : { type: plan.cta, value: { link: plan.link } };
  const welcome = whatsapp ? { page_welcome_message: whatsappWelcomeMessage(plan.whatsappMessage) } : {};
  const story = media.videoId
    ? {
        video_data: {
          video_id: media.videoId,
          ...(media.thumbnailHash ? { image_hash: media.thumbnailHash } : media.thumbnailUrl ? { image_url: media.thumbnailUrl } : {}),
          title: set.title,
          message: set.primaryText,
          call_to_action: callToAction,
          ...welcome,
        },
      }
    : {
        link_data: {
          image_hash: media.imageHash,
          link: whatsapp ? WHATSAPP_SEND_URL : plan.link,
          message: set.primaryText,
          name: set.title,
          call_to_action: callToAction,
          ...welcome,
        },
      };
  return {
    name: adName(plan, ad),
    object_story_spec: {
      page_id: selection.pageId,
      ...(selection.instagramAccountId ? { instagram_user_id: selection.instagramAccountId } : {}),
      ...story,
    },
    ...features,
  };
}

export function adPayload(plan: PublishPlan, ad: PlannedAd, ids: { adSetId: string; creativeId: string }) {
  return { name: adName(plan, ad), adset_id: ids.adSetId, creative: { creative_id: ids.creativeId }, status: "ACTIVE" };
}
