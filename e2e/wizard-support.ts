// Helpers for the campaign wizard's end-to-end tests: the fakes process's control endpoint
// (e2e/fakes/serve.ts), the fake Meta's control API, the fixture store's addresses and the app without AI keys.
import type { PlacementReadout } from "./fakes/meta/asset-feed";
import { E2E_FAKES_URL, E2E_FAKE_META_URL, E2E_NOKEY_PORT, E2E_STORE_URL } from "./env";
import type {
  AssetsPatch,
  ExpireTokensOptions,
  FailOnceOptions,
  FakeMetaSettings,
  FakeMetaSnapshot,
  HoldControl,
  HoldState,
  InsightsOverride,
  RateLimitOptions,
  RecordedCall,
  SeedCampaign,
  SettingsPatch,
  FatigueOptions,
  FatigueResult,
  RegisterWebhooksOptions,
  WebhookOptions,
  WebhookOptionsPatch,
  WebhookRegistration,
  WebhooksSnapshot,
} from "./fakes/meta";
import type { FakeModes, RecordedRequests } from "./fakes/serve";

export type { FakeMetaSnapshot, FakeModes, RecordedRequests };

/** The app started without OpenAI and Replicate settings (same build, its own embedded database). */
export const NOKEY_BASE_URL = `http://localhost:${E2E_NOKEY_PORT}`;

/**
 * A page on the fixture store: a saved product page's file name from
 * ../shared/fixtures/product-pages/manifest.json (e.g. "01-shopify-buykud.html"), or one of the made-up
 * pages: "produto-br" (a Brazilian store's product in BRL, its image served by the store),
 * "no-product" (a page with no product), "blog" (a blog post citing a product: og:type article, BlogPosting),
 * "title-only" (a product page with only its name), "missing" (404), "forbidden" (403), "broken" (500),
 * "not-html" (JSON), "redirect?to=<page>" (302). `delay` holds the answer back, in milliseconds (≤ 15 s).
 */
export function storeUrl(file: string, options: { delay?: number } = {}): string {
  const url = new URL(`/store/${file}`, E2E_STORE_URL);
  if (options.delay) url.searchParams.set("delay", String(options.delay));
  return url.toString();
}

/** The 1200x1200 PNG the fixture store serves as its product image. */
export const STORE_PRODUCT_IMAGE_URL = storeUrl("images/product.png");

async function control<T>(method: string, path: string, body?: unknown, base = E2E_FAKES_URL): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fakes ${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * Switches the fakes' behaviour for the next requests from the apps.
 * openai: "ok" | "error500" | "invalid_json" | "too_long"; replicate: "ok" | "failed" | "error500" | "not_an_image".
 */
export const setFakeModes = (modes: Partial<FakeModes>) => control<FakeModes>("POST", "/mode", modes);

/** Both AI fakes back to "ok", the fake Meta back to its seed, the recorded requests cleared: call it in beforeEach. */
export const resetFakes = () => control<FakeModes>("POST", "/reset");

/** What the apps asked the fakes since the last reset (OpenAI request bodies, Replicate prompts, store paths). */
export const fakeRequests = () => control<RecordedRequests>("GET", "/requests");

export const clearFakeRequests = () => control<void>("DELETE", "/requests");

export const fakesHealth = () => control<{ ok: true; modes: FakeModes }>("GET", "/health");

// The fake Meta (e2e/fakes/meta.ts): Graph API and login dialog at E2E_FAKE_META_URL, controlled here.
const metaControl = <T>(method: string, path: string, body?: unknown) => control<T>(method, `/__control${path}`, body, E2E_FAKE_META_URL);

/** The fake Meta back to its seed: no tokens but the seed one, nothing created, no planned failures. */
export const resetFakeMeta = () => metaControl<{ ok: true }>("POST", "/reset");

/**
 * Everything the app created on the fake Meta, per ad account ("act_120210000000001": campaigns, adsets,
 * adcreatives, ads, images, videos), the status changes, call counters, tokens and settings.
 */
export const fakeMetaState = () => metaControl<FakeMetaSnapshot>("GET", "/state");

/** Issue 35: the image each placement of an ad (or creative) shows, and its creative features, as the fake Meta keeps them. */
export const fakeMetaPlacements = (id: string) => metaControl<PlacementReadout>("GET", `/placements/${id}`);

/** Calls per endpoint name ("oauth", "me", "adaccounts", "campaigns", "adsets", "activate", "insights"...). */
export const fakeMetaCalls = () => metaControl<Record<string, number>>("GET", "/calls");

/** The last request per endpoint name (method, path, parameters, files) and the log of recent calls. */
export const fakeMetaRequests = () => metaControl<{ last: Record<string, RecordedCall>; log: RecordedCall[] }>("GET", "/requests");

/**
 * The next call to a step fails with a Graph error (default code 1 "An unknown error occurred", HTTP 500).
 * Steps: oauth, debug_token, me, permissions, adaccounts, pages, pixels, search, minimum_budgets, adimages,
 * advideos (or advideos.start|transfer|finish), video_status, campaigns, adsets, adcreatives, ads,
 * activate (POST /{id}), delete, objects (reads), insights.
 */
export const metaFailOnce = (options: FailOnceOptions) => metaControl<unknown>("POST", "/fail", options);

/** The next `times` calls (to `endpoint`, or any) answer a rate limit (code 80004 by default) with the usage header. */
export const metaRateLimit = (options: RateLimitOptions = {}) => metaControl<unknown>("POST", "/rate-limit", options);

/** Every token (or one) stops working: code 190, subcode 463 (or 460 for reason "password_changed"). */
export const metaExpireTokens = (options: ExpireTokensOptions = {}) => metaControl<{ expired: string[] }>("POST", "/expire-tokens", options);

/**
 * Holds the calls to a step in flight ({ endpoint: "adsets" }) until released ({ endpoint, release: true },
 * or { release: true } for all): a publish stopped part-way, for as long as the test needs (at most 25 s).
 */
export const metaHold = (control: HoldControl) => metaControl<HoldState>("POST", "/hold", control);

/** The dialog's person (userName), automatic answers (dialogAuto: "approve" | "cancel"), declined permissions... */
export const metaSettings = (patch: SettingsPatch) => metaControl<FakeMetaSettings>("POST", "/settings", patch);

/** Replaces the person's ad accounts, Pages or pixels (e.g. none, to show the empty states). */
export const metaSetAssets = (patch: AssetsPatch) => metaControl<unknown>("POST", "/assets", patch);

/** Connects a WhatsApp number to a seeded Page, or takes it away with null (the seller's WhatsApp Business settings). */
export const metaSetPageWhatsApp = (pageId: string, whatsappNumber: string | null) =>
  metaControl<Record<string, unknown>>("POST", `/pages/${pageId}`, { whatsapp_number: whatsappNumber });

/** A valid user token without going through the dialog, for tests that store a connection directly. */
export const metaIssueToken = (options: { scopes?: string[]; kind?: "short" | "long"; expiresIn?: number } = {}) =>
  metaControl<{ access_token: string; token_type: string; expires_in: number }>("POST", "/tokens", options);

/** Changes a created object as Meta might: { effective_status: "DISAPPROVED" }, { status: "PAUSED" }, { video_status: "error" }. */
export const metaPatchObject = (id: string, fields: Record<string, unknown>) => metaControl<Record<string, unknown>>("POST", `/objects/${id}`, fields);

/** A campaign that exists on Meta without the app having created it (createdDaysAgo spreads its insights). */
export const metaSeedCampaign = (seed: SeedCampaign = {}) => metaControl<Record<string, unknown>>("POST", "/campaigns", seed);

/** Fixed lifetime insights for an object (spend in minor units). */
export const metaSetInsights = (id: string, override: InsightsOverride) => metaControl<InsightsOverride>("POST", "/insights", { id, ...override });

/**
 * The fake Meta's Ads webhooks (e2e/fakes/meta/webhooks-control.ts): registers the callback as the App
 * Dashboard would – it must echo hub.challenge – for the ad_account fields (default effective_status,
 * with_issues_ad_objects, in_process_ad_objects, creative_fatigue); throws with the reason otherwise.
 */
export const registerWebhooks = (options: RegisterWebhooksOptions) => metaControl<{ registration: WebhookRegistration }>("POST", "/webhooks", options);

/**
 * The registration, the accounts that subscribed the app, and every delivery (body, time, attempts,
 * delivered); `settled` first waits until nothing is pending (true: 5 s at most, or that many ms).
 */
export const fakeMetaWebhooks = (options: { settled?: boolean | number } = {}) =>
  metaControl<WebhooksSnapshot>(
    "GET",
    options.settled === undefined || options.settled === false ? "/webhooks" : `/webhooks?settled=${options.settled === true ? "" : options.settled}`,
  );

/** Every notification POSTed twice ({ duplicates: true }), or another retry schedule ({ retryDelaysMs: [0, 100] }). */
export const setWebhookOptions = (options: WebhookOptionsPatch) => metaControl<WebhookOptions>("POST", "/webhooks/options", options);

/** Meta notices an ACTIVE ad's creative fatigue: a creative_fatigue notification (refused for an ad that isn't ACTIVE). */
export const sendFatigue = (options: FatigueOptions) => metaControl<FatigueResult>("POST", "/fatigue", options);
