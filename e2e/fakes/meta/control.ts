// The fake Meta's control API for tests, on its own server under /__control: reset, read what the app
// created, plan failures and rate limits, expire tokens, change the dialog's person and other settings,
// seed campaigns and insights. Never used by production code.
import type { GraphErrorSpec, RateLimitCode } from "./errors";
import { RATE_LIMIT_CODES } from "./errors";
import { applyStatus, objectNode } from "./objects";
import { decide, REVIEW_DECISIONS, type ReviewDecision } from "./review";
import type { AdAccountSeed, PageSeed, PixelSeed } from "./seed";
import { ALL_SCOPES } from "./seed";
import {
  FakeMetaState,
  LONG_LIVED_SECONDS,
  SHORT_LIVED_SECONDS,
  defaultSettings,
  type FakeMetaSettings,
  type InsightsOverride,
  type StoredObject,
  type TokenRecord,
} from "./state";
import { graphTime } from "./text";
import { budgetOf } from "./usage";
import { stopWebhooks } from "./webhook-store";
import type { UsageBudget } from "./usage-tiers";

/** The state lives in a holder so that reset can swap it whole. */
export type StateHolder = { state: FakeMetaState; base: string };

/** `after`: how many matching calls go through before the failures start. */
export type FailOnceOptions = { step: string; error?: GraphErrorSpec; times?: number; after?: number };
export type RateLimitOptions = { endpoint?: string; times?: number; code?: RateLimitCode; regainMinutes?: number };
export type ExpireTokensOptions = { token?: string; reason?: TokenRecord["invalidated"] };
export type SettingsPatch = Partial<Omit<FakeMetaSettings, "user" | "usageBudget">> & {
  user?: Partial<FakeMetaSettings["user"]>;
  userName?: string;
  /** Merged into the budget, on the tier it names (usage.ts budgetOf). */
  usageBudget?: Partial<UsageBudget>;
};
export type AssetsPatch = { adAccounts?: AdAccountSeed[]; pages?: PageSeed[]; pixels?: PixelSeed[] };
export type ReviewOptions = { id: string; decision: ReviewDecision; reason?: string; policy?: string };
export type SeedCampaign = { accountId?: string; id?: string; name?: string; objective?: string; status?: string; createdDaysAgo?: number };

const DEFAULT_FAILURE: GraphErrorSpec = { code: 1, error_subcode: 99, message: "An unknown error occurred", is_transient: true };

export function snapshot(holder: StateHolder) {
  const { state } = holder;
  const accounts: Record<string, Record<string, unknown[]>> = {};
  for (const account of state.adAccounts) {
    const id = account.account_id;
    const nodes = (kind: StoredObject["kind"]) => state.objectsOf(kind, id).map((object) => objectNode(state, object));
    accounts[`act_${id}`] = {
      campaigns: nodes("campaign"),
      adsets: nodes("adset"),
      adcreatives: nodes("adcreative"),
      ads: nodes("ad"),
      videos: state.objectsOf("advideo", id).map((video) => ({ id: video.id, ...video.fields })),
      images: [...state.images.values()].filter((image) => image.accountId === id).map((image) => ({ ...image, created_time: graphTime(image.createdAt) })),
    };
  }
  return {
    accounts,
    statusChanges: state.statusChanges,
    calls: state.calls,
    tokens: [...state.tokens.values()].map((token) => ({ ...token, expires_at: Math.floor(token.expiresAt / 1000) })),
    settings: state.settings,
    failures: state.failures,
    rateLimits: state.rateLimits,
  };
}

export function reset(holder: StateHolder) {
  // The clock is the test's, not Meta's state: it stays. Webhooks still under way from the old state stop.
  const clock = holder.state.clock;
  stopWebhooks(holder.state);
  holder.state = new FakeMetaState();
  holder.state.clock = clock;
}

export function failOnce(holder: StateHolder, options: FailOnceOptions) {
  if (!options.step) throw new Error("failOnce needs a step (an endpoint name such as campaigns, adsets, activate)");
  holder.state.failures.push({ step: options.step, error: { ...DEFAULT_FAILURE, ...options.error }, remaining: options.times ?? 1, skip: options.after ?? 0 });
  return holder.state.failures;
}

export function rateLimit(holder: StateHolder, options: RateLimitOptions) {
  const code = options.code ?? 80004;
  if (!RATE_LIMIT_CODES.includes(code)) throw new Error(`rateLimit code must be one of ${RATE_LIMIT_CODES.join(", ")}`);
  holder.state.rateLimits.push({ endpoint: options.endpoint ?? null, remaining: options.times ?? 1, code, regainMinutes: options.regainMinutes ?? 1 });
  return holder.state.rateLimits;
}

export function expireTokens(holder: StateHolder, options: ExpireTokensOptions = {}) {
  holder.state.invalidateTokens(options.reason ?? "expired", options.token);
  return { expired: [...holder.state.tokens.values()].filter((token) => token.invalidated).map((token) => token.token) };
}

export function updateSettings(holder: StateHolder, patch: SettingsPatch) {
  const { user, userName, usageBudget, ...rest } = patch;
  if (rest.adReview !== undefined && !["instant", "manual"].includes(rest.adReview)) throw new Error('adReview must be "instant" or "manual"');
  if (rest.appMode !== undefined && !["live", "development"].includes(rest.appMode)) throw new Error('appMode must be "live" or "development"');
  if (rest.videoProcessingMs !== undefined && !(Number.isFinite(rest.videoProcessingMs) && rest.videoProcessingMs >= 0))
    throw new Error("videoProcessingMs takes a number of milliseconds");
  if (rest.unapprovedPermissions !== undefined && !Array.isArray(rest.unapprovedPermissions))
    throw new Error("unapprovedPermissions must be a list of permission names");
  const settings = holder.state.settings;
  if (usageBudget !== undefined) settings.usageBudget = budgetOf(settings.usageBudget, usageBudget);
  Object.assign(settings, rest);
  if (user) Object.assign(settings.user, user);
  if (userName) settings.user.name = userName;
  if (rest.dialogAuto !== undefined && ![null, "approve", "cancel"].includes(rest.dialogAuto)) settings.dialogAuto = defaultSettings().dialogAuto;
  return settings;
}

export function setAssets(holder: StateHolder, patch: AssetsPatch) {
  const { state } = holder;
  if (patch.adAccounts) state.adAccounts = structuredClone(patch.adAccounts);
  if (patch.pages) state.pages = structuredClone(patch.pages);
  if (patch.pixels) state.pixels = structuredClone(patch.pixels);
  return { adAccounts: state.adAccounts, pages: state.pages, pixels: state.pixels };
}

/**
 * The WhatsApp number connected to a Page (as the Page's owner links or unlinks it in Meta's Page
 * settings, or by POST /{page-id}/page_whatsapp_number_verification, which the fake doesn't serve):
 * `whatsapp_number` a numeric string, or null for none; `has_whatsapp_business_number` whether it is a
 * WhatsApp Business number (true unless said). Answers the Page's WhatsApp fields as Graph reads them.
 */
export type PageWhatsAppPatch = { whatsapp_number: string | null; has_whatsapp_business_number?: boolean };

export function setPageWhatsApp(holder: StateHolder, pageId: string, patch: PageWhatsAppPatch) {
  const page = holder.state.pages.find((item) => item.id === pageId);
  if (!page) return undefined;
  const number = patch.whatsapp_number;
  if (number !== null && (typeof number !== "string" || !/^\d+$/.test(number)))
    throw new Error("whatsapp_number takes a numeric string (country code first, digits only) or null");
  if (patch.has_whatsapp_business_number !== undefined && typeof patch.has_whatsapp_business_number !== "boolean")
    throw new Error("has_whatsapp_business_number takes a boolean");
  if (number === null) delete page.whatsapp;
  else page.whatsapp = { number, business: patch.has_whatsapp_business_number ?? true };
  return {
    id: page.id,
    whatsapp_number: page.whatsapp?.number,
    has_whatsapp_number: Boolean(page.whatsapp),
    has_whatsapp_business_number: Boolean(page.whatsapp?.business),
  };
}

/** A user token issued directly (no dialog), for tests that store a connection themselves. */
export function issueToken(holder: StateHolder, options: { scopes?: string[]; kind?: "short" | "long"; expiresIn?: number } = {}) {
  const kind = options.kind ?? "long";
  const seconds = options.expiresIn ?? (kind === "long" ? LONG_LIVED_SECONDS : SHORT_LIVED_SECONDS);
  const record = holder.state.issueToken({ userId: holder.state.settings.user.id, scopes: options.scopes ?? [...ALL_SCOPES], declined: [] }, kind, seconds);
  return { access_token: record.token, token_type: "bearer", expires_in: seconds };
}

/**
 * Changes a created object's fields as Meta or Ads Manager might (effective_status "DISAPPROVED",
 * video_status "error", a new daily_budget or status): the next read shows them; status changes are on
 * record (a deletion reaching the children, as in the API); budgets are kept as Graph writes them, strings.
 */
export function patchObject(holder: StateHolder, id: string, fields: Record<string, unknown>) {
  const object = holder.state.objects.get(id);
  if (!object) return undefined;
  const { status, ...rest } = fields;
  for (const budget of ["daily_budget", "lifetime_budget"]) if (typeof rest[budget] === "number") rest[budget] = String(rest[budget]);
  Object.assign(object.fields, rest);
  if (typeof status === "string") applyStatus(holder.state, object, status);
  object.fields.updated_time = graphTime(Date.now());
  return objectNode(holder.state, object);
}

/**
 * Meta's ad review decides (setting adReview "manual" leaves new ads pending): the ad, or every ad of a
 * campaign, is approved (back to the status its own and its parents' statuses give), rejected (DISAPPROVED
 * with ad_review_feedback and issues_info, see review.ts) or pending again (PENDING_REVIEW).
 */
export function reviewAds(holder: StateHolder, options: ReviewOptions) {
  const { state } = holder;
  if (!REVIEW_DECISIONS.includes(options.decision)) throw new Error(`review decision must be one of ${REVIEW_DECISIONS.join(", ")}`);
  const target = state.objects.get(String(options.id ?? ""));
  if (!target || (target.kind !== "ad" && target.kind !== "campaign")) throw new Error(`review takes an ad id or a campaign id, not ${String(options.id)}`);
  const ads = target.kind === "ad" ? [target] : state.objectsOf("ad").filter((ad) => ad.fields.campaign_id === target.id);
  for (const ad of ads) ad.review = decide(options.decision, options.reason, options.policy);
  return { ads: ads.map((ad) => objectNode(state, ad)) };
}

/** A campaign that exists on Meta's side without the app having created it (e.g. for insights). */
export function seedCampaign(holder: StateHolder, seed: SeedCampaign) {
  const { state } = holder;
  const accountId = (seed.accountId ?? state.adAccounts[0]?.account_id ?? "").replace(/^act_/, "");
  const status = seed.status ?? "ACTIVE";
  const createdAt = Date.now() - (seed.createdDaysAgo ?? 0) * 86_400_000;
  const campaign: StoredObject = {
    id: seed.id ?? state.newId(),
    kind: "campaign",
    accountId,
    createdAt,
    everActive: status === "ACTIVE" || status === "PAUSED",
    fields: {
      name: seed.name ?? "Seeded campaign",
      objective: seed.objective ?? "OUTCOME_TRAFFIC",
      status,
      buying_type: "AUCTION",
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
      start_time: graphTime(createdAt),
      updated_time: graphTime(createdAt),
    },
  };
  state.objects.set(campaign.id, campaign);
  return objectNode(state, campaign);
}

export function setInsights(holder: StateHolder, id: string, override: InsightsOverride) {
  holder.state.insightsOverrides.set(id, override);
  return override;
}
