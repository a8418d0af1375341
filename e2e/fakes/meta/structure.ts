// Creating campaigns and ad sets with the checks Meta makes at v24: special_ad_categories on every
// campaign, is_adset_budget_sharing_enabled when the campaign has no budget, budgets at or above the
// minimum, a campaign that exists, an optimization goal the objective allows, the targeting rules, and a
// promoted object (pixel and event) for conversions; a destination_type Meta knows and, for ads that click
// to WhatsApp, the rules of whatsapp.ts. Never used by production code.
import { budgetParam, campaignBudgetConflict, checkDailyMinimum, onlyOneBudget } from "./budgets";
import { GraphError, graphErrors } from "./errors";
import { json, type Ctx, type Reply } from "./reply";
import { boolParam, jsonParam, listParam, str } from "./request";
import {
  BILLING_EVENTS,
  CUSTOM_EVENT_TYPES,
  DESTINATION_TYPES,
  GOALS_BY_OBJECTIVE,
  OBJECTIVES,
  OPTIMIZATION_GOALS,
  SPECIAL_AD_CATEGORIES,
  type AdAccountSeed,
} from "./seed";
import type { StoredObject } from "./state";
import { checkBrazilRegulation } from "./regulation";
import { checkTargeting } from "./targeting";
import { graphTime, parseTimeParam } from "./text";
import { checkWhatsAppBilling, checkWhatsAppDestination, checkWhatsAppGoal, checkWhatsAppPromotedObject } from "./whatsapp";

const CREATE_STATUSES = ["ACTIVE", "PAUSED"];
const BID_STRATEGIES = ["LOWEST_COST_WITHOUT_CAP", "LOWEST_COST_WITH_BID_CAP", "COST_CAP", "LOWEST_COST_WITH_MIN_ROAS"];

function createStatus(params: Record<string, unknown>): string {
  const status = str(params, "status") ?? "ACTIVE";
  if (!CREATE_STATUSES.includes(status)) throw graphErrors.mustBeOneOf("status", CREATE_STATUSES);
  return status;
}

function required(params: Record<string, unknown>, name: string): string {
  const value = str(params, name);
  if (value === undefined || value === "") throw graphErrors.missingParameter(name);
  return value;
}

function store(ctx: Ctx, kind: StoredObject["kind"], account: AdAccountSeed, fields: Record<string, unknown>): StoredObject {
  const now = Date.now();
  const object: StoredObject = {
    id: ctx.state.newId(),
    kind,
    accountId: account.account_id,
    createdAt: now,
    everActive: fields.status === "ACTIVE",
    fields: { ...fields, updated_time: graphTime(now) },
  };
  ctx.state.objects.set(object.id, object);
  return object;
}

const versionNumber = (version: string) => Number(version.replace(/^v/, ""));

// POST /{v}/act_{id}/campaigns → { id }
export function createCampaign(ctx: Ctx, account: AdAccountSeed): Reply {
  const params = ctx.req.params;
  const name = required(params, "name");
  const objective = required(params, "objective");
  if (!OBJECTIVES.includes(objective as (typeof OBJECTIVES)[number])) throw graphErrors.mustBeOneOf("objective", OBJECTIVES);
  const categories = listParam(params, "special_ad_categories");
  if (categories === undefined) {
    throw new GraphError({
      code: 100,
      message: "(#100) The parameter special_ad_categories is required",
      error_user_title: "Special ad categories required",
      error_user_msg:
        'Declare whether this campaign\'s ads are about credit, employment, housing, or social issues, elections or politics: send special_ad_categories as a JSON array, empty ([]) or ["NONE"] when none applies.',
    });
  }
  for (const category of categories) {
    if (!SPECIAL_AD_CATEGORIES.includes(category as (typeof SPECIAL_AD_CATEGORIES)[number]))
      throw graphErrors.mustBeOneOf("special_ad_categories", SPECIAL_AD_CATEGORIES);
  }
  const restricted = categories.filter((category) => category !== "NONE");
  if (restricted.length && !listParam(params, "special_ad_category_country")?.length) throw graphErrors.missingParameter("special_ad_category_country");
  const status = createStatus(params);
  const daily = budgetParam(params, "daily_budget");
  const lifetime = budgetParam(params, "lifetime_budget");
  if (daily !== undefined && lifetime !== undefined) throw onlyOneBudget("campaign");
  if (daily !== undefined) checkDailyMinimum(daily, account);
  const sharing = boolParam(params, "is_adset_budget_sharing_enabled");
  // Since v24 a campaign without its own budget must say whether its ad sets share theirs.
  if (daily === undefined && lifetime === undefined && sharing === undefined && versionNumber(ctx.req.version) >= 24) {
    throw graphErrors.invalidParameter(
      "Must specify True or False in is_adset_budget_sharing_enabled field",
      "Must specify True or False in is_adset_budget_sharing_enabled field if you are not using campaign budget. It is required from version 24.",
      4834011,
    );
  }
  const bidStrategy = str(params, "bid_strategy");
  if (bidStrategy !== undefined && !BID_STRATEGIES.includes(bidStrategy)) throw graphErrors.mustBeOneOf("bid_strategy", BID_STRATEGIES);
  const buyingType = str(params, "buying_type") ?? "AUCTION";
  if (!["AUCTION", "RESERVED"].includes(buyingType)) throw graphErrors.mustBeOneOf("buying_type", ["AUCTION", "RESERVED"]);
  const campaign = store(ctx, "campaign", account, {
    name,
    objective,
    status,
    buying_type: buyingType,
    special_ad_categories: categories,
    bid_strategy: bidStrategy,
    daily_budget: daily === undefined ? undefined : String(daily),
    lifetime_budget: lifetime === undefined ? undefined : String(lifetime),
    is_adset_budget_sharing_enabled: sharing,
    start_time: graphTime(Date.now()),
  });
  return json({ id: campaign.id });
}

function checkPromotedObject(ctx: Ctx, account: AdAccountSeed, goal: string): Record<string, unknown> | undefined {
  const promoted = jsonParam(ctx.req.params, "promoted_object");
  const needsPixel = goal === "OFFSITE_CONVERSIONS" || goal === "VALUE";
  if (promoted === undefined || promoted === "") {
    if (!needsPixel) return undefined;
    throw graphErrors.invalidParameter(
      "Promoted object required",
      `Ad sets optimized for ${goal} need a promoted_object with the pixel_id of the ad account's pixel and the custom_event_type to optimize for (for example PURCHASE).`,
    );
  }
  if (!promoted || typeof promoted !== "object" || Array.isArray(promoted))
    throw new GraphError({ code: 100, message: "(#100) Param promoted_object must be a JSON-encoded object" });
  const spec = promoted as Record<string, unknown>;
  if (needsPixel) {
    const pixel = ctx.state.pixels.find((item) => item.id === String(spec.pixel_id ?? "") && item.account_id === account.account_id);
    if (!pixel)
      throw graphErrors.invalidParameter(
        "Invalid pixel",
        `The pixel ${String(spec.pixel_id ?? "(none)")} isn't available to ad account ${account.account_id}. Use one of its /adspixels.`,
      );
    if (!CUSTOM_EVENT_TYPES.includes(String(spec.custom_event_type) as (typeof CUSTOM_EVENT_TYPES)[number]))
      throw graphErrors.mustBeOneOf("promoted_object[custom_event_type]", CUSTOM_EVENT_TYPES);
  }
  return spec;
}

/**
 * An ad set's schedule: valid times, an end after the start and not in the past, an end with a lifetime
 * budget. An edit passes the ad set's `current` times, which stand for the ones it doesn't send (a start
 * already past may stay as it is).
 */
export function checkSchedule(params: Record<string, unknown>, lifetime: number | undefined, current: { start?: number; end?: number } = {}) {
  const start = parseTimeParam(str(params, "start_time"));
  const end = parseTimeParam(str(params, "end_time"));
  if (Number.isNaN(start)) throw new GraphError({ code: 100, message: "(#100) Param start_time must be a valid date/time" });
  if (Number.isNaN(end)) throw new GraphError({ code: 100, message: "(#100) Param end_time must be a valid date/time" });
  const startAt = start ?? current.start ?? Date.now();
  const endAt = end ?? current.end;
  if (lifetime !== undefined && endAt === undefined)
    throw graphErrors.invalidParameter("End time required", "Ad sets with a lifetime budget need an end_time.");
  if (endAt !== undefined && endAt <= startAt) throw graphErrors.invalidParameter("Invalid end time", "The ad set's end time must be after its start time.");
  if (end !== undefined && end <= Date.now()) throw graphErrors.invalidParameter("Invalid end time", "The ad set's end time is in the past.");
  return { start_time: graphTime(startAt), end_time: endAt === undefined ? undefined : graphTime(endAt) };
}

// POST /{v}/act_{id}/adsets → { id }
export function createAdSet(ctx: Ctx, account: AdAccountSeed): Reply {
  const params = ctx.req.params;
  const name = required(params, "name");
  const campaignId = required(params, "campaign_id");
  const campaign = ctx.state.objects.get(campaignId);
  if (!campaign || campaign.kind !== "campaign" || campaign.accountId !== account.account_id || campaign.fields.status === "DELETED") {
    throw graphErrors.invalidParameter("Campaign not found", `The campaign ${campaignId} doesn't exist in ad account ${account.account_id} or was deleted.`);
  }
  const billingEvent = required(params, "billing_event");
  if (!BILLING_EVENTS.includes(billingEvent as (typeof BILLING_EVENTS)[number])) throw graphErrors.mustBeOneOf("billing_event", BILLING_EVENTS);
  const goal = required(params, "optimization_goal");
  if (!OPTIMIZATION_GOALS.includes(goal)) throw graphErrors.mustBeOneOf("optimization_goal", OPTIMIZATION_GOALS);
  const objective = String(campaign.fields.objective);
  const destination = str(params, "destination_type");
  if (destination !== undefined && !DESTINATION_TYPES.includes(destination as (typeof DESTINATION_TYPES)[number]))
    throw graphErrors.mustBeOneOf("destination_type", DESTINATION_TYPES);
  // Ads that click to WhatsApp (whatsapp.ts): their objectives, goals and billing event, [CTWA] Step 1 and 2.
  // A WHATSAPP ad set's goals are [CTWA]'s own table (which adds POST_ENGAGEMENT under OUTCOME_TRAFFIC).
  const whatsapp = destination === "WHATSAPP";
  checkWhatsAppDestination(destination, objective);
  if (whatsapp) checkWhatsAppBilling(billingEvent);
  if (whatsapp) checkWhatsAppGoal(goal, objective);
  const allowed = GOALS_BY_OBJECTIVE[objective] ?? [];
  if (!whatsapp && !allowed.includes(goal)) {
    throw graphErrors.invalidParameter(
      "Performance goal not available",
      `The optimization goal ${goal} isn't available for a campaign with the objective ${objective}. Choose one of ${allowed.join(", ")}.`,
    );
  }
  const daily = budgetParam(params, "daily_budget");
  const lifetime = budgetParam(params, "lifetime_budget");
  const campaignBudget = campaign.fields.daily_budget !== undefined || campaign.fields.lifetime_budget !== undefined;
  if (campaignBudget && (daily !== undefined || lifetime !== undefined)) throw campaignBudgetConflict();
  if (!campaignBudget && daily === undefined && lifetime === undefined) {
    throw graphErrors.invalidParameter("Budget required", "Set a daily_budget or lifetime_budget on the ad set, since its campaign has no budget.", 1487061);
  }
  if (daily !== undefined && lifetime !== undefined) throw onlyOneBudget("ad set");
  if (daily !== undefined) checkDailyMinimum(daily, account);
  const targeting = checkTargeting(jsonParam(params, "targeting"));
  const regulation = checkBrazilRegulation(params, targeting, account);
  const promoted = checkPromotedObject(ctx, account, goal);
  if (whatsapp) checkWhatsAppPromotedObject(ctx.state, promoted);
  const schedule = checkSchedule(params, lifetime);
  const bidStrategy = str(params, "bid_strategy");
  if (bidStrategy !== undefined && !BID_STRATEGIES.includes(bidStrategy)) throw graphErrors.mustBeOneOf("bid_strategy", BID_STRATEGIES);
  if ((bidStrategy === "LOWEST_COST_WITH_BID_CAP" || bidStrategy === "COST_CAP") && !str(params, "bid_amount"))
    throw graphErrors.missingParameter("bid_amount");
  const adset = store(ctx, "adset", account, {
    name,
    campaign_id: campaignId,
    status: createStatus(params),
    billing_event: billingEvent,
    optimization_goal: goal,
    targeting,
    promoted_object: promoted,
    daily_budget: daily === undefined ? undefined : String(daily),
    lifetime_budget: lifetime === undefined ? undefined : String(lifetime),
    bid_strategy: bidStrategy,
    bid_amount: str(params, "bid_amount"),
    destination_type: destination,
    ...schedule,
    ...regulation,
  });
  return json({ id: adset.id });
}
