// Insights as Meta reports them (GET /act_{id}/insights, /{object_id}/insights): numbers as strings,
// purchase_roas as [{ action_type: "omni_purchase", value }], date_start/date_stop on every row, daily
// rows with time_increment=1. Figures are made up but deterministic: each object's lifetime totals come
// from its id, spread over the days since it was created. Only objects that were ever active have any.
// Never used by production code.
//
// The fields and their types are Meta's SDK codegen spec (facebook/facebook-business-sdk-codegen,
// api_specs/specs/AdsInsights.json): `inline_link_clicks`, `inline_link_click_ctr` and
// `cost_per_inline_link_click` are strings, `actions`, `action_values` and `purchase_roas` are
// list<AdsActionStats>, each item an `action_type` and a `value` (AdsActionStats.json). Every row is
// built from the sums of its days, so a lifetime row is the sum of its daily rows, ratios included.
import { GraphError, graphErrors } from "./errors";
import { json, type Ctx, type Reply } from "./reply";
import { jsonParam, paged, str } from "./request";
import { ZERO_DECIMAL_CURRENCIES, type AdAccountSeed } from "./seed";
import { ADS_INSIGHTS_FIELDS } from "./specs";
import type { FakeMetaState, InsightsOverride, StoredObject } from "./state";
import { accountDay, hashNumber } from "./text";
import { isWhatsAppAdSet } from "./whatsapp";

export type Metrics = {
  impressions: number;
  reach: number;
  clicks: number;
  linkClicks: number;
  landingPageViews: number;
  spend: number;
  purchases: number;
  purchaseValue: number;
  /** Messaging conversations started and first replies (ads that click to WhatsApp; 0 for the others). */
  conversations: number;
  firstReplies: number;
};
const KEYS: (keyof Metrics)[] = [
  "impressions",
  "reach",
  "clicks",
  "linkClicks",
  "landingPageViews",
  "spend",
  "purchases",
  "purchaseValue",
  "conversations",
  "firstReplies",
];
const zero = (): Metrics => ({
  impressions: 0,
  reach: 0,
  clicks: 0,
  linkClicks: 0,
  landingPageViews: 0,
  spend: 0,
  purchases: 0,
  purchaseValue: 0,
  conversations: 0,
  firstReplies: 0,
});
const add = (a: Metrics, b: Metrics): Metrics => Object.fromEntries(KEYS.map((key) => [key, a[key] + b[key]])) as Metrics;

/**
 * An object's lifetime totals (spend and purchase value in minor units): from its id, or a test's override.
 * `whatsapp`: the object's ads click to WhatsApp (whatsapp.ts), so some of its link clicks start a
 * conversation and some of those get a first reply.
 */
export function lifetimeMetrics(id: string, objective: string, override: InsightsOverride = {}, whatsapp = false): Metrics {
  const h = hashNumber(id);
  const impressions = override.impressions ?? 5_000 + (h % 45_000);
  const reach = override.reach ?? Math.floor(impressions * (0.55 + ((h >>> 8) % 35) / 100));
  const clicks = override.clicks ?? Math.max(1, Math.round((impressions * (80 + ((h >>> 4) % 220))) / 10_000));
  const linkClicks = Math.round(clicks * 0.85);
  const spend = override.spend ?? clicks * (40 + ((h >>> 12) % 160));
  const purchases = override.purchases ?? (objective === "OUTCOME_SALES" ? Math.max(1, Math.round(linkClicks * 0.03)) : 0);
  const roas = override.roas ?? (purchases ? (100 + ((h >>> 16) % 300)) / 100 : 0);
  const conversations = override.conversations ?? (whatsapp ? Math.max(1, Math.round((linkClicks * (25 + ((h >>> 20) % 25))) / 100)) : 0);
  const firstReplies = override.firstReplies ?? Math.round((conversations * (50 + ((h >>> 24) % 40))) / 100);
  return {
    impressions,
    reach,
    clicks,
    linkClicks,
    landingPageViews: Math.round(linkClicks * 0.7),
    spend,
    purchases,
    purchaseValue: Math.round(spend * roas),
    conversations,
    firstReplies,
  };
}

/** Whether the object's ads click to WhatsApp: its ad set's destination, or for a campaign any of its ad sets'. */
function clicksToWhatsApp(state: FakeMetaState, object: StoredObject): boolean {
  if (object.kind === "campaign") return state.objectsOf("adset").some((adset) => adset.fields.campaign_id === object.id && isWhatsAppAdSet(adset));
  return isWhatsAppAdSet(object.kind === "adset" ? object : state.objects.get(String(object.fields.adset_id ?? "")));
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
function daysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  for (let day = since; day <= until && days.length < 1200; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The lifetime totals spread over the days from creation to today (weights from the id and day). The
 * purchase value goes with the purchases: a day without a purchase has no purchase value.
 */
function dailyMetrics(state: FakeMetaState, object: StoredObject): Map<string, Metrics> {
  const campaign = object.kind === "campaign" ? object : state.objects.get(String(object.fields.campaign_id ?? ""));
  const total = lifetimeMetrics(object.id, String(campaign?.fields.objective ?? ""), state.insightsOverrides.get(object.id), clicksToWhatsApp(state, object));
  const days = daysBetween(accountDay(object.createdAt), accountDay(Date.now()));
  const weights = days.map((day) => 1 + (hashNumber(`${object.id}:${day}`) % 5));
  const sum = weights.reduce((a, b) => a + b, 0);
  const result = new Map<string, Metrics>();
  const given = zero();
  const valueUpTo = (purchases: number) => (total.purchases ? Math.round((total.purchaseValue * purchases) / total.purchases) : 0);
  days.forEach((day, index) => {
    const last = index === days.length - 1;
    const metrics = Object.fromEntries(KEYS.map((key) => [key, last ? total[key] - given[key] : Math.floor((total[key] * weights[index]!) / sum)])) as Metrics;
    metrics.purchaseValue = valueUpTo(given.purchases + metrics.purchases) - valueUpTo(given.purchases);
    KEYS.forEach((key) => (given[key] += metrics[key]));
    result.set(day, metrics);
  });
  return result;
}

function dateRange(ctx: Ctx, firstDay: string): { since: string; until: string } {
  const today = accountDay(Date.now());
  const range = jsonParam(ctx.req.params, "time_range");
  if (range && typeof range === "object" && !Array.isArray(range)) {
    const { since, until } = range as { since?: string; until?: string };
    if (!since || !until || !/^\d{4}-\d{2}-\d{2}$/.test(since) || !/^\d{4}-\d{2}-\d{2}$/.test(until) || since > until) {
      throw new GraphError({ code: 100, message: "(#100) Param time_range must be an object with since and until dates (YYYY-MM-DD), since not after until" });
    }
    return { since, until };
  }
  const preset = str(ctx.req.params, "date_preset") ?? "last_30d";
  const lastDays = /^last_(\d+)d$/.exec(preset);
  if (lastDays) return { since: addDays(today, -Number(lastDays[1])), until: addDays(today, -1) };
  switch (preset) {
    case "today":
      return { since: today, until: today };
    case "yesterday":
      return { since: addDays(today, -1), until: addDays(today, -1) };
    case "this_month":
      return { since: `${today.slice(0, 8)}01`, until: today };
    case "maximum":
    case "lifetime":
      return { since: firstDay < today ? firstDay : today, until: today };
    default:
      throw graphErrors.mustBeOneOf("date_preset", [
        "today",
        "yesterday",
        "this_month",
        "maximum",
        "last_3d",
        "last_7d",
        "last_14d",
        "last_28d",
        "last_30d",
        "last_90d",
      ]);
  }
}

const FILTER_FIELDS: Record<string, "campaign" | "adset" | "ad"> = { "campaign.id": "campaign", "adset.id": "adset", "ad.id": "ad" };

function applyFiltering(ctx: Ctx, objects: StoredObject[]): StoredObject[] {
  const filtering = jsonParam(ctx.req.params, "filtering");
  if (filtering === undefined) return objects;
  if (!Array.isArray(filtering)) throw new GraphError({ code: 100, message: "(#100) Param filtering must be an array" });
  return filtering.reduce<StoredObject[]>((kept, rule: { field?: string; operator?: string; value?: unknown }) => {
    const kind = FILTER_FIELDS[rule.field ?? ""];
    if (!kind)
      throw new GraphError({
        code: 100,
        message: `(#100) Filtering field ${String(rule.field)} is invalid. Use one of ${Object.keys(FILTER_FIELDS).join(", ")}`,
      });
    const values = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(String);
    const idOf = (object: StoredObject) => (object.kind === kind ? object.id : String(object.fields[`${kind}_id`] ?? ""));
    switch (rule.operator) {
      case "IN":
      case "EQUAL":
        return kept.filter((object) => values.includes(idOf(object)));
      case "NOT_IN":
      case "NOT_EQUAL":
        return kept.filter((object) => !values.includes(idOf(object)));
      case undefined:
      default:
        throw graphErrors.mustBeOneOf("filtering[operator]", ["EQUAL", "NOT_EQUAL", "IN", "NOT_IN"]);
    }
  }, objects);
}

/**
 * AdsInsights.json fields Meta refuses since v19.0 although the spec still lists them, with these words
 * (the answer quoted in airbytehq/airbyte#35334: "(#100) age_targeting, gender_targeting, labels,
 * location, estimated_ad_recall_rate_lower_bound, … are not valid for fields param after V19.0").
 */
const REMOVED_IN_V19 = [
  "age_targeting",
  "gender_targeting",
  "labels",
  "location",
  "estimated_ad_recall_rate_lower_bound",
  "estimated_ad_recall_rate_upper_bound",
  "estimated_ad_recallers_lower_bound",
  "estimated_ad_recallers_upper_bound",
];

/**
 * The `fields` of an insights read checked as Meta does: every name must be a field of AdsInsights
 * (specs.ts, the codegen spec AdsInsights.json; breakdowns such as age are not fields). All the wrong
 * names are refused at once in one code 100 error, "x, y are not valid for fields param. please check
 * https://developers.facebook.com/docs/marketing-api/reference/ads-insights/ for all valid values" ("is"
 * for one), the text Meta answers (facebook/facebook-nodejs-business-sdk#98,
 * facebook/facebook-php-business-sdk#481, lucasrcosta/facebook-js-ads-sdk#47). Fields the fake doesn't
 * compute are left out of the rows, as Meta leaves out a metric without a value.
 */
function checkInsightsFields(requested: string[]) {
  const removed = requested.filter((field) => REMOVED_IN_V19.includes(field));
  if (removed.length)
    throw new GraphError({ code: 100, message: `(#100) ${removed.join(", ")} ${removed.length > 1 ? "are" : "is"} not valid for fields param after V19.0` });
  const invalid = requested.filter((field) => !(field in ADS_INSIGHTS_FIELDS));
  if (!invalid.length) return;
  throw new GraphError({
    code: 100,
    message: `(#100) ${invalid.join(", ")} ${invalid.length > 1 ? "are" : "is"} not valid for fields param. please check https://developers.facebook.com/docs/marketing-api/reference/ads-insights/ for all valid values`,
  });
}

const decimal = (value: number, places = 6) => (Number.isFinite(value) ? String(Number(value.toFixed(places))) : "0");

function row(fields: string[], names: Record<string, unknown>, m: Metrics, account: AdAccountSeed, since: string, until: string) {
  const major = (minor: number) => (ZERO_DECIMAL_CURRENCIES.has(account.currency) ? minor : minor / 100);
  const money = (minor: number) => (ZERO_DECIMAL_CURRENCIES.has(account.currency) ? String(minor) : (minor / 100).toFixed(2));
  const actions = [
    ["link_click", m.linkClicks],
    ["landing_page_view", m.landingPageViews],
    ["page_engagement", m.clicks],
    ["post_engagement", m.clicks],
    ["purchase", m.purchases],
    ["omni_purchase", m.purchases],
    ["offsite_conversion.fb_pixel_purchase", m.purchases],
    // Ads that click to WhatsApp: conversations started and first replies. Meta's reference pages don't
    // name these action types; they are the ones seen in live answers (the research doc
    // docs/research/click-to-whatsapp.md, §5), where the cost_per_action_type entry of the same
    // action_type is spend ÷ that count, as below. Meta guarantees no order of the entries.
    ["onsite_conversion.messaging_conversation_started_7d", m.conversations],
    ["onsite_conversion.messaging_first_reply", m.firstReplies],
  ]
    .filter(([, value]) => Number(value) > 0)
    .map(([action_type, value]) => ({ action_type, value: String(value) }));
  // Meta reports one sale under several purchase types at once, each with the whole value: the
  // omnichannel roll-up `omni_purchase`, the pixel's `offsite_conversion.fb_pixel_purchase` (Meta's ROAS
  // ad rules guide, developers.facebook.com/docs/marketing-api/ad-rules/guides/roas-ad-rules) and
  // `purchase`. Adding them up doubles the value, as PostHog found in Meta's answers (PostHog/posthog#44949:
  // "$31.02 + $31.02 = $62.04 instead of $31.02"); a client must pick one.
  const purchaseValues = ["purchase", "omni_purchase", "offsite_conversion.fb_pixel_purchase"].map((action_type) => ({
    action_type,
    value: money(m.purchaseValue),
  }));
  const roas = decimal(m.purchaseValue / m.spend);
  const all: Record<string, unknown> = {
    ...names,
    account_currency: account.currency,
    impressions: String(m.impressions),
    reach: String(m.reach),
    frequency: decimal(m.impressions / m.reach),
    clicks: String(m.clicks),
    unique_clicks: String(Math.round(m.clicks * 0.9)),
    // Meta's note on link clicks (developers.facebook.com/ads/blog/post/v2/2016/03/16/link-clicks-updates/):
    // `clicks`, `ctr` and `cpc` count every click on the ad; `inline_link_clicks` counts the clicks on its
    // links (the `link_click` action), with `inline_link_click_ctr` and `cost_per_inline_link_click` as
    // their ratios (link clicks ÷ impressions × 100, spend ÷ link clicks).
    inline_link_clicks: String(m.linkClicks),
    ctr: decimal((m.clicks / m.impressions) * 100),
    inline_link_click_ctr: decimal((m.linkClicks / m.impressions) * 100),
    cpc: decimal(major(m.spend) / m.clicks),
    cost_per_inline_link_click: m.linkClicks ? decimal(major(m.spend) / m.linkClicks) : undefined,
    cpm: decimal((major(m.spend) / m.impressions) * 1000),
    cpp: decimal((major(m.spend) / m.reach) * 1000),
    spend: money(m.spend),
    actions: actions.length ? actions : undefined,
    action_values: m.purchases ? purchaseValues : undefined,
    cost_per_action_type: actions.length
      ? actions.map((action) => ({ action_type: action.action_type, value: decimal(major(m.spend) / Number(action.value)) }))
      : undefined,
    purchase_roas: m.purchases ? [{ action_type: "omni_purchase", value: roas }] : undefined,
    website_purchase_roas: m.purchases ? [{ action_type: "offsite_conversion.fb_pixel_purchase", value: roas }] : undefined,
  };
  const out: Record<string, unknown> = {};
  for (const field of fields) if (all[field] !== undefined) out[field] = all[field];
  return { ...out, date_start: since, date_stop: until };
}

function buckets(days: string[], increment: string | undefined): string[][] {
  if (!increment || increment === "all_days") return days.length ? [days] : [];
  if (increment === "monthly") {
    const months = new Map<string, string[]>();
    for (const day of days) months.set(day.slice(0, 7), [...(months.get(day.slice(0, 7)) ?? []), day]);
    return [...months.values()];
  }
  const size = Number(increment);
  if (!Number.isInteger(size) || size < 1 || size > 90)
    throw new GraphError({ code: 100, message: "(#100) Param time_increment must be all_days, monthly or a number of days between 1 and 90" });
  const result: string[][] = [];
  for (let i = 0; i < days.length; i += size) result.push(days.slice(i, i + size));
  return result;
}

const LEVELS = ["account", "campaign", "adset", "ad"] as const;

// GET /{v}/act_{id}/insights and /{v}/{campaign|adset|ad id}/insights
export function insights(ctx: Ctx, account: AdAccountSeed, scope?: StoredObject): Reply {
  const params = ctx.req.params;
  if (params.breakdowns !== undefined) throw new GraphError({ code: 100, message: "(#100) breakdowns are not supported by the fake Meta; leave them out" });
  const level = (str(params, "level") ?? scope?.kind ?? "account") as (typeof LEVELS)[number];
  if (!LEVELS.includes(level)) throw graphErrors.mustBeOneOf("level", LEVELS);
  const requested = (str(params, "fields") || "impressions,spend")
    .split(",")
    .map((field) => field.trim())
    .filter(Boolean);
  checkInsightsFields(requested);
  const kind = level === "account" ? "campaign" : level;
  const inScope = (object: StoredObject) => !scope || object.id === scope.id || object.fields[`${scope.kind}_id`] === scope.id;
  const objects = applyFiltering(
    ctx,
    ctx.state.objectsOf(kind, account.account_id).filter((object) => object.everActive && inScope(object)),
  );
  const firstDay = objects.reduce((first, object) => (accountDay(object.createdAt) < first ? accountDay(object.createdAt) : first), accountDay(Date.now()));
  const { since, until } = dateRange(ctx, firstDay);
  const periods = buckets(daysBetween(since, until), str(params, "time_increment"));
  const entities =
    level === "account"
      ? [{ names: { account_id: account.account_id, account_name: account.name }, days: mergeDays(objects.map((object) => dailyMetrics(ctx.state, object))) }]
      : objects.map((object) => ({ names: namesOf(ctx.state, object, account), days: dailyMetrics(ctx.state, object) }));
  const rows = entities.flatMap((entity) =>
    periods.flatMap((period) => {
      const metrics = period.reduce((sum, day) => add(sum, entity.days.get(day) ?? zero()), zero());
      const bounds = str(params, "time_increment") && str(params, "time_increment") !== "all_days" ? [period[0]!, period[period.length - 1]!] : [since, until];
      return metrics.impressions > 0 ? [row(requested, entity.names, metrics, account, bounds[0]!, bounds[1]!)] : [];
    }),
  );
  return json(paged(rows, ctx.req));
}

function mergeDays(maps: Map<string, Metrics>[]): Map<string, Metrics> {
  const merged = new Map<string, Metrics>();
  for (const map of maps) for (const [day, metrics] of map) merged.set(day, add(merged.get(day) ?? zero(), metrics));
  return merged;
}

function namesOf(state: FakeMetaState, object: StoredObject, account: AdAccountSeed): Record<string, unknown> {
  const campaign = object.kind === "campaign" ? object : state.objects.get(String(object.fields.campaign_id ?? ""));
  const adset = object.kind === "adset" ? object : state.objects.get(String(object.fields.adset_id ?? ""));
  return {
    account_id: account.account_id,
    account_name: account.name,
    campaign_id: campaign?.id,
    campaign_name: campaign?.fields.name,
    objective: campaign?.fields.objective,
    adset_id: object.kind === "campaign" ? undefined : adset?.id,
    adset_name: object.kind === "campaign" ? undefined : adset?.fields.name,
    ad_id: object.kind === "ad" ? object.id : undefined,
    ad_name: object.kind === "ad" ? object.fields.name : undefined,
  };
}
