// A local stand-in for Meta's Graph API (Marketing API v24) and the Facebook Login dialog, speaking their
// wire format, so the app's Meta client is exercised in tests without the network. One loopback server
// answers the dialog (${base}/{v}/dialog/oauth), Graph calls (${base}/{v}/...), the same calls as Meta's
// video host (${base}/graph-video/{v}/..., e2e/env.ts FAKE_META_VIDEO_PATH), the images and videos it
// hands out (/fake-cdn/...) and its control API for tests (/__control/..., see meta/control-server.ts and meta/control.ts).
// After every request it answers, it looks for the changes Meta's Ads webhooks report and sends them to the
// app's registered callback (meta/webhook-watch.ts, meta/webhook-delivery.ts).
// Never used by production code.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import * as control from "./meta/control";
import { admit, keysOf } from "./meta/admit";
import { GraphError } from "./meta/errors";
import { route, type Route } from "./meta/graph";
import { makePng } from "./png";
import { send, type Ctx, type Reply } from "./meta/reply";
import { serveControl } from "./meta/control-server";
import { parseBody, readRawBody, tokenFrom, type GraphRequest } from "./meta/request";
import { FAKE_META_DEFAULT_VERSION } from "./meta/seed";
import { FakeMetaState, type PlannedRateLimit } from "./meta/state";
import { businessUseCaseHeader, businessUseCaseOf } from "./meta/usage";
import { FAKE_META_VIDEO_PATH } from "../env";
import { onVideoHost, serveVideoHostControl, VIDEO_HOST_CONTROL_PATH, videoUploadCalls, type UploadHost } from "./meta/media";
import { passHolds } from "./meta/holds";
import { observeWebhooks } from "./meta/webhook-watch";
import { stopWebhooks, type WebhookOptions, type WebhookRegistration } from "./meta/webhook-store";
import * as webhooks from "./meta/webhooks-control";

export { fakeMetaCityKey, FAKE_CITIES } from "./meta/geo";
export { FAKE_INTERESTS } from "./meta/interests";
export { lifetimeMetrics } from "./meta/insights";
export {
  DEFAULT_AD_ACCOUNTS,
  DEFAULT_PAGES,
  DEFAULT_PIXELS,
  DEFAULT_USER,
  FAKE_BRAZIL_IDENTITIES,
  FAKE_PAGE_WITHOUT_WHATSAPP,
  FAKE_META_APP,
  FAKE_META_DEFAULT_VERSION,
  FAKE_META_SEED_TOKEN,
  MINIMUM_BUDGETS,
} from "./meta/seed";
export type {
  AssetsPatch,
  ExpireTokensOptions,
  FailOnceOptions,
  PageWhatsAppPatch,
  RateLimitOptions,
  ReviewOptions,
  SeedCampaign,
  SettingsPatch,
} from "./meta/control";
/** GET /__control/state, as JSON. */
export type FakeMetaSnapshot = ReturnType<typeof control.snapshot>;
export type { GraphErrorBody, GraphErrorSpec } from "./meta/errors";
export type { FakeMetaSettings, InsightsOverride, RecordedCall, StatusChange } from "./meta/state";
export type { VideoHostControl, VideoHostState } from "./meta/media";
export type { HoldControl, HoldState } from "./meta/holds";
export { USAGE_TIERS, type UsageBudget } from "./meta/usage-tiers";
export type { FatigueOptions, FatigueResult, RegisterWebhooksOptions, WebhookOptionsPatch, WebhooksSnapshot } from "./meta/webhooks-control";
export type { DeliveryAttempt, WebhookDelivery, WebhookOptions, WebhookRegistration } from "./meta/webhook-store";
export { DEFAULT_RETRY_DELAYS_MS } from "./meta/webhook-store";
export { BATCH_TICK_MS, MAX_CHANGES_PER_POST } from "./meta/webhook-delivery";
export { AD_ACCOUNT_WEBHOOK_FIELDS, DEFAULT_WEBHOOK_FIELDS, FATIGUE_LEVELS } from "./meta/webhook-fields";

export type FakeMeta = {
  /** The base URL for both META_GRAPH_BASE_URL and META_OAUTH_DIALOG_URL (no version, no trailing slash). */
  url: string;
  /** The base URL for META_GRAPH_VIDEO_BASE_URL: the fake as Meta's video host. */
  videoUrl: string;
  /** The advideos upload calls (every phase) handled since the last reset, by the host they came through. */
  videoUploadCalls: () => Record<UploadHost, number>;
  /** The live state (replaced by reset()). */
  readonly state: FakeMetaState;
  reset: () => void;
  snapshot: () => FakeMetaSnapshot;
  failOnce: (options: control.FailOnceOptions) => void;
  rateLimit: (options: control.RateLimitOptions) => void;
  expireTokens: (options?: control.ExpireTokensOptions) => void;
  settings: (patch: control.SettingsPatch) => void;
  /** Meta's ad review decides on an ad, or every ad of a campaign (as POST /__control/review). */
  review: (options: control.ReviewOptions) => ReturnType<typeof control.reviewAds>;
  issueToken: (options?: Parameters<typeof control.issueToken>[1]) => ReturnType<typeof control.issueToken>;
  /**
   * Connects a WhatsApp number to a Page, or takes it away with null (as POST /__control/pages/{id}
   * { whatsapp_number, has_whatsapp_business_number? }); throws for a Page the fake doesn't have.
   */
  setPageWhatsApp: (pageId: string, patch: control.PageWhatsAppPatch) => NonNullable<ReturnType<typeof control.setPageWhatsApp>>;
  /**
   * The clock the ad accounts' rate-limit budgets run on (meta/usage.ts), for a test in the same process
   * that lets time pass at once; null for the wall clock again. It stays across reset().
   */
  setClock: (now: (() => number) | null) => void;
  /**
   * The App Dashboard's Webhooks product (as POST /__control/webhooks): verifies the callback (it must
   * echo hub.challenge) and registers it for the ad_account fields; rejects with the reason otherwise.
   */
  registerWebhooks: (options: webhooks.RegisterWebhooksOptions) => Promise<WebhookRegistration>;
  /** The registration and every delivery (as GET /__control/webhooks); `settled` first waits until nothing is pending (true: 5 s at most, or that many ms). */
  webhooks: (options?: { settled?: boolean | number }) => Promise<webhooks.WebhooksSnapshot>;
  /** Duplicates and the retry schedule (as POST /__control/webhooks/options). */
  setWebhookOptions: (patch: webhooks.WebhookOptionsPatch) => WebhookOptions;
  /** Meta notices an ACTIVE ad's creative fatigue (as POST /__control/fatigue): a creative_fatigue notification. */
  sendFatigue: (options: webhooks.FatigueOptions) => webhooks.FatigueResult;
  close: () => Promise<void>;
};

const AVATAR_PNG = makePng(50, 50);
const VIDEO_THUMBNAIL_PNG = makePng(1280, 720, { top: [30, 41, 59], bottom: [15, 23, 42], accent: [234, 88, 12] });

/**
 * The usage headers of an answer (meta/usage.ts): X-App-Usage, and for a call about an ad account
 * X-Business-Use-Case-Usage with that account's use of its budget – full, with the minutes to wait, when a
 * test planned a rate limit for the call.
 */
function usageHeaders(holder: control.StateHolder, found: Route | undefined, limited?: PlannedRateLimit): Record<string, string> {
  const state = holder.state;
  const headers: Record<string, string> = {
    "x-app-usage": JSON.stringify(
      limited?.code === 4 ? { call_count: 100, total_cputime: 35, total_time: 42 } : { call_count: 1, total_cputime: 1, total_time: 1 },
    ),
    "facebook-api-version": FAKE_META_DEFAULT_VERSION,
  };
  if (limited && limited.code !== 4) {
    const accountId = found?.accountId ?? state.adAccounts[0]?.account_id;
    if (!accountId) return headers;
    const planned = {
      type: businessUseCaseOf(found),
      call_count: 100,
      total_cputime: 58,
      total_time: 71,
      estimated_time_to_regain_access: limited.regainMinutes,
      ads_api_access_tier: state.settings.usageBudget.tier,
    };
    return { ...headers, "x-business-use-case-usage": JSON.stringify({ [accountId]: [planned] }) };
  }
  return { ...headers, ...businessUseCaseHeader(state, found?.accountId ? [{ accountId: found.accountId, useCase: businessUseCaseOf(found) }] : []) };
}

/** Parameters as recorded: long strings (base64 image bytes) shortened, so the log stays small. */
const recordable = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === "string" && value.length > 2000 ? `${value.slice(0, 100)}… (${value.length} characters)` : value,
    ]),
  );

function errorHeaders(error: GraphError): Record<string, string> {
  const kind = error.body.code === 190 ? "invalid_token" : "invalid_request";
  return { "www-authenticate": `OAuth "Facebook Platform" "${kind}" "${error.body.message.replace(/"/g, "'")}"`, "x-fb-trace-id": error.body.fbtrace_id };
}

function sendReply(res: ServerResponse, reply: Reply, headers: Record<string, string>) {
  switch (reply.kind) {
    case "json":
      return send(res, reply.status, reply.body, { ...headers, ...reply.headers });
    case "html":
      return res.writeHead(reply.status, { "content-type": "text/html; charset=utf-8" }).end(reply.body);
    case "redirect":
      return res.writeHead(302, { location: reply.location }).end();
    case "bytes":
      return res.writeHead(200, { "content-type": reply.contentType, "content-length": reply.body.length }).end(reply.body);
  }
}

async function graphRequest(holder: control.StateHolder, req: IncomingMessage, url: URL): Promise<GraphRequest> {
  // A call to the video host routes as any Graph call; its URL (kept in the request and the log) says where it came.
  const pathname = onVideoHost(url) ? url.pathname.slice(FAKE_META_VIDEO_PATH.length) : url.pathname;
  const match = /^\/(v\d+\.\d+)(\/.*)?$/.exec(pathname);
  const version = match ? match[1]! : FAKE_META_DEFAULT_VERSION;
  const rest = match ? (match[2] ?? "") : pathname;
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const { params: body, files } = req.method === "GET" ? { params: {}, files: [] } : await parseBody(req.headers["content-type"] ?? "", await readRawBody(req));
  Object.assign(params, body);
  return {
    method: req.method ?? "GET",
    url,
    version,
    segments: rest.split("/").filter(Boolean).map(decodeURIComponent),
    params,
    files,
    token: tokenFrom(params, req.headers.authorization),
  };
}

async function serveGraph(holder: control.StateHolder, req: IncomingMessage, res: ServerResponse, url: URL) {
  let found: Route | undefined;
  let limited: PlannedRateLimit | undefined;
  try {
    const request = await graphRequest(holder, req, url);
    const state = holder.state;
    try {
      found = route(state, request);
    } finally {
      const keys = found ? keysOf(found) : ["unknown"];
      state.record(
        {
          method: request.method,
          path: url.pathname,
          endpoint: keys[0]!,
          params: recordable(request.params),
          at: new Date().toISOString(),
          files: request.files.map((file) => ({ field: file.field, filename: file.filename, size: file.bytes.length, contentType: file.contentType })),
        },
        keys,
      );
    }
    const auth = admit(state, request, found, (limit) => (limited = limit));
    await passHolds(state, keysOf(found));
    if (found.open) return sendReply(res, await found.open(state, request), usageHeaders(holder, found));
    const ctx: Ctx = { state, req: request, base: holder.base, auth: auth! };
    return sendReply(res, await found.handle!(ctx), usageHeaders(holder, found));
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    return send(res, error.status, { error: error.body }, { ...usageHeaders(holder, found, limited), ...errorHeaders(error) });
  }
}

function serveCdn(holder: control.StateHolder, res: ServerResponse, pathname: string) {
  const image = /^\/fake-cdn\/adimages\/([0-9a-f]{32})$/.exec(pathname);
  if (image) {
    const bytes = holder.state.imageBytes.get(image[1]!);
    const record = [...holder.state.images.values()].find((item) => item.hash === image[1]);
    if (bytes) return sendReply(res, { kind: "bytes", contentType: record?.contentType ?? "image/png", body: bytes }, {});
  }
  if (/^\/fake-cdn\/videos\/\d+\.png$/.test(pathname)) return sendReply(res, { kind: "bytes", contentType: "image/png", body: VIDEO_THUMBNAIL_PNG }, {});
  if (pathname === "/fake-cdn/avatar.png") return sendReply(res, { kind: "bytes", contentType: "image/png", body: AVATAR_PNG }, {});
  return send(res, 404, { error: "not found" });
}

/** Looks for webhook changes (meta/webhook-watch.ts); a failure there is logged, never thrown at the server. */
function observe(holder: control.StateHolder) {
  try {
    observeWebhooks(holder.state);
  } catch (error) {
    console.error("fake Meta failed looking for webhook changes", error);
  }
}

/** GET /__control/webhooks?settled as an option: true waits the default time, a number that many ms. */
const settleMs = (settled: boolean | number | undefined) => (settled === true ? webhooks.SETTLE_DEFAULT_MS : typeof settled === "number" ? settled : undefined);

/** `port` 0 (the default) picks a free port; the e2e fakes process (serve.ts) passes a fixed one. */
export async function startFakeMeta(options: { port?: number } = {}): Promise<FakeMeta> {
  const holder: control.StateHolder = { state: new FakeMetaState(), base: "" };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", holder.base);
    // Browsers ask for /favicon.ico on the dialog: answer an icon rather than a Graph error.
    if (url.pathname === "/favicon.ico") return sendReply(res, { kind: "bytes", contentType: "image/png", body: AVATAR_PNG }, {});
    // The video host's own control (meta/media.ts: chunk transfers held in flight) sits beside the others.
    const work =
      url.pathname === VIDEO_HOST_CONTROL_PATH
        ? serveVideoHostControl(holder.state, req, res)
        : url.pathname.startsWith("/__control")
          ? serveControl(holder, req, res, url)
          : url.pathname.startsWith("/fake-cdn/")
            ? Promise.resolve(serveCdn(holder, res, url.pathname))
            : serveGraph(holder, req, res, url);
    void work
      .catch((error: unknown) => {
        console.error("fake Meta failed on", req.method, req.url, error);
        if (!res.headersSent) send(res, 500, { error: { message: "An unknown error occurred", type: "OAuthException", code: 1, fbtrace_id: "fake" } });
      })
      // The answer is out: what the request changed is compared now, and sent on a timer (never before the answer).
      .then(() => observe(holder));
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(options.port ?? 0, "127.0.0.1", resolve));
  holder.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: holder.base,
    videoUrl: `${holder.base}${FAKE_META_VIDEO_PATH}`,
    videoUploadCalls: () => videoUploadCalls(holder.state),
    get state() {
      return holder.state;
    },
    reset: () => control.reset(holder),
    snapshot: () => control.snapshot(holder),
    failOnce: (failure) => void control.failOnce(holder, failure),
    rateLimit: (limit) => void control.rateLimit(holder, limit),
    expireTokens: (expiry) => void control.expireTokens(holder, expiry),
    settings: (patch) => {
      control.updateSettings(holder, patch);
      observe(holder);
    },
    review: (options) => {
      const reviewed = control.reviewAds(holder, options);
      observe(holder);
      return reviewed;
    },
    issueToken: (token) => control.issueToken(holder, token),
    setPageWhatsApp: (pageId, patch) => {
      const page = control.setPageWhatsApp(holder, pageId, patch);
      if (!page) throw new Error(`the fake Meta has no Page ${pageId}`);
      return page;
    },
    setClock: (now) => {
      holder.state.clock = now ?? (() => Date.now());
    },
    registerWebhooks: async (options) => (await webhooks.registerWebhooks(holder.state, options)).registration,
    webhooks: (options = {}) => webhooks.webhooksSnapshot(holder.state, settleMs(options.settled)),
    setWebhookOptions: (patch) => webhooks.setWebhookOptions(holder.state, patch),
    sendFatigue: (options) => webhooks.sendFatigue(holder.state, options),
    close: () => {
      stopWebhooks(holder.state);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
