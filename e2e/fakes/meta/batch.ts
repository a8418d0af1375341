// Graph batch requests (https://developers.facebook.com/docs/graph-api/batch-requests): POST /{v}/ whose
// `batch` parameter is a JSON array of at most 50 operations { method, relative_url, body? }. Each runs
// as a request of its own, with the batch's token unless it names its own access_token, through the same
// routing and checks as any call (token, version, planned failures, rate limits and holds, counted under
// its own endpoint and logged with `batchItem`). Named operations and dependencies between them are not
// modelled.
// Never used by production code.
import { admit, keysOf } from "./admit";
import { GraphError } from "./errors";
import { passHolds } from "./holds";
import type { Route } from "./route";
import { json, type Ctx, type Reply } from "./reply";
import { boolParam, jsonParam, tokenFrom, type GraphRequest } from "./request";
import type { FakeMetaState } from "./state";
import { businessUseCaseHeader, businessUseCaseOf } from "./usage";

// "Batch requests are limited to 50 requests per batch" (the docs). The refusal's type and text as Meta
// answers them (a logged answer: pastebin.com/5PVMMuhq); its code is published nowhere: 1, with a 400.
const MAX_OPERATIONS = 50;

type Operation = { method: string; relative_url: string; body?: string };
type Answer = { code: number; headers?: { name: string; value: string }[]; body: string };
type Router = (state: FakeMetaState, req: GraphRequest) => Route;

/** The `batch` parameter checked as Meta does: a JSON array of at most 50 operations, each with a method and a relative_url. */
function operationsOf(params: Record<string, unknown>): Operation[] {
  const value = jsonParam(params, "batch");
  // The docs give the shape (an array; each operation a method and a relative_url), not the errors for a
  // batch that breaks it: code 100 in Graph's "(#100) ..." form, as for other malformed parameters.
  if (!Array.isArray(value)) throw new GraphError({ code: 100, message: "(#100) Param batch must be a JSON array" });
  if (value.length > MAX_OPERATIONS) {
    throw new GraphError({
      status: 400,
      code: 1,
      type: "GraphBatchException",
      message: `Too many requests in batch message. Maximum batch size is ${MAX_OPERATIONS}`,
    });
  }
  return value.map((item: unknown, index) => {
    const operation = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
    const { method, relative_url: relativeUrl, body } = operation;
    if (typeof method !== "string" || !method || typeof relativeUrl !== "string") {
      throw new GraphError({ code: 100, message: `(#100) batch[${index}] needs a method and a relative_url` });
    }
    return { method: method.toUpperCase(), relative_url: relativeUrl, ...(typeof body === "string" ? { body } : {}) };
  });
}

/** An operation as a request of its own: the batch's version unless relative_url names one, its query and form body as parameters. */
function requestOf(ctx: Ctx, operation: Operation): GraphRequest {
  const url = new URL(`/${operation.relative_url.replace(/^\/+/, "")}`, ctx.base);
  const versioned = /^\/(v\d+\.\d+)(\/.*)?$/.exec(url.pathname);
  const version = versioned ? versioned[1]! : ctx.req.version;
  const rest = versioned ? (versioned[2] ?? "") : url.pathname;
  url.pathname = `/${version}${rest}`;
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (operation.body) Object.assign(params, Object.fromEntries(new URLSearchParams(operation.body)));
  const segments = rest.split("/").filter(Boolean).map(decodeURIComponent);
  const own = tokenFrom(params, undefined);
  // The batch's token, and with it the batch's appsecret_proof, serve the operations that name none.
  if (!own && ctx.req.params.appsecret_proof !== undefined && params.appsecret_proof === undefined) params.appsecret_proof = ctx.req.params.appsecret_proof;
  return { method: operation.method, url, version, segments, params, files: [], token: own ?? ctx.req.token };
}

/** The operation through the checks of any call (admit.ts), then its handler. */
async function reply(ctx: Ctx, request: GraphRequest, found: Route): Promise<Reply> {
  const auth = admit(ctx.state, request, found);
  await passHolds(ctx.state, keysOf(found));
  return found.open ? found.open(ctx.state, request) : found.handle!({ ...ctx, req: request, auth: auth! });
}

async function run(ctx: Ctx, route: Router, operation: Operation, index: number): Promise<{ code: number; body: unknown; found?: Route; version: string }> {
  const request = requestOf(ctx, operation);
  let found: Route | undefined;
  try {
    try {
      found = route(ctx.state, request);
    } finally {
      const keys = found ? keysOf(found) : ["unknown"];
      ctx.state.record(
        {
          method: request.method,
          path: request.url.pathname,
          endpoint: keys[0]!,
          params: request.params,
          files: [],
          at: new Date().toISOString(),
          batchItem: index,
        },
        keys,
      );
    }
    const answer = await reply(ctx, request, found);
    if (answer.kind !== "json") throw new GraphError({ code: 100, message: "(#100) Only Graph API calls can be batched" });
    return { code: answer.status, body: answer.body, found, version: request.version };
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    return { code: error.status, body: { error: error.body }, found, version: request.version };
  }
}

/**
 * The campaign an operation's ad set belongs to: an ad set made (or checked with validate_only) on an ad
 * account's adsets edge names it in campaign_id; an operation on an ad set's own node (or its edges)
 * belongs to that ad set's campaign. Null for any other operation.
 */
function adSetCampaignOf(state: FakeMetaState, request: GraphRequest): string | null {
  const [first, edge] = request.segments;
  if (first?.startsWith("act_") && edge === "adsets" && request.segments.length === 2 && request.method === "POST") {
    return typeof request.params.campaign_id === "string" ? request.params.campaign_id : "";
  }
  const object = first ? state.objects.get(first) : undefined;
  return object?.kind === "adset" ? String(object.fields.campaign_id ?? "") : null;
}

// Meta's Batch Requests page (https://developers.facebook.com/docs/graph-api/batch-requests), "Limitations":
// "Batch requests cannot include multiple Adsets under the same Campaign." The page gives no error for it,
// so the refusal takes the shape of the page's other limit (the batch-size refusal above): the whole batch,
// before any of its operations runs, as GraphBatchException code 1 with a 400. An operation that names no
// campaign (campaign_id missing) counts as its own: Meta's own checks answer it.
function refuseAdSetsSharingACampaign(ctx: Ctx, operations: Operation[]): void {
  const seen = new Set<string>();
  for (const operation of operations) {
    const campaign = adSetCampaignOf(ctx.state, requestOf(ctx, operation));
    if (!campaign) continue;
    if (seen.has(campaign)) {
      throw new GraphError({
        status: 400,
        code: 1,
        type: "GraphBatchException",
        message: "Batch requests cannot include multiple Adsets under the same Campaign",
      });
    }
    seen.add(campaign);
  }
}

/**
 * An operation's headers, as a logged v23.0 batch answer shows them (public code quoting Meta's answer:
 * each operation's `headers` hold Facebook-API-Version, X-Business-Use-Case-Usage for its ad account,
 * Content-Type "text/javascript; charset=UTF-8", with Expires, Cache-Control, ETag… the fake leaves out).
 * Each operation is charged to its ad account's budget (admit.ts, usage.ts) and reports it here. Whether
 * the batch's own HTTP answer also carries X-Business-Use-Case-Usage is published nowhere: the fake
 * doesn't send it there, so a client learns a batch's use from its operations.
 */
function operationHeaders(ctx: Ctx, found: Route | undefined, version: string): { name: string; value: string }[] {
  const headers = [{ name: "Facebook-API-Version", value: version }];
  if (found?.accountId && found.ads) {
    const usage = businessUseCaseHeader(ctx.state, [{ accountId: found.accountId, useCase: businessUseCaseOf(found) }]);
    headers.push({ name: "X-Business-Use-Case-Usage", value: usage["x-business-use-case-usage"]! });
  }
  headers.push({ name: "Content-Type", value: "text/javascript; charset=UTF-8" });
  return headers;
}

// POST /{v}/ with batch=[...] – one answer per operation, in order: { code, headers, body: "<JSON text>" },
// an operation's error in its own body; include_headers=false leaves the headers out.
export async function runBatch(ctx: Ctx, route: Router): Promise<Reply> {
  const operations = operationsOf(ctx.req.params);
  refuseAdSetsSharingACampaign(ctx, operations);
  const headers = boolParam(ctx.req.params, "include_headers") !== false;
  const answers: Answer[] = [];
  // One after another, so planned failures and rate limits meet the operations in the order sent.
  for (const [index, operation] of operations.entries()) {
    const { code, body, found, version } = await run(ctx, route, operation, index);
    answers.push({ code, ...(headers ? { headers: operationHeaders(ctx, found, version) } : {}), body: JSON.stringify(body) });
  }
  return json(answers);
}
