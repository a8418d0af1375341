import "server-only";
import { createHash, createHmac } from "node:crypto";
import { batchOperations, batchResults, MAX_BATCH_ITEMS, operationHeaders, type BatchItem, type BatchResult } from "./batch";
import { graphOutcome, type GraphError, type GraphErrorBody } from "./errors";
import { encode, type GraphParams } from "./params";
import { rememberUse, waitBeforeCall } from "./usage";

// A thin, typed client for Meta's Graph API. The token travels in the Authorization header, never
// in a logged URL; errors carry Graph's fields; rate limits and Meta's downtime are retried with backoff
// (sendsAgain() says which calls).
export type { GraphParams } from "./params";
export type GraphClientOptions = {
  baseUrl: string;
  version: string;
  accessToken?: string;
  /** The app secret: with a user token, every call carries appsecret_proof (Meta's "Require App Secret"). */
  appSecret?: string | null;
  fetch?: typeof fetch;
  /** Retries of a rate-limited call or one Meta's downtime failed (default 2). */
  maxRetries?: number;
  /** The longest single wait before a retry (default 8 s); a longer announced wait fails at once. */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Each request's time limit (default 30 s). */
  timeoutMs?: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class GraphClient {
  constructor(private readonly options: GraphClientOptions) {}

  withToken(accessToken: string): GraphClient {
    return new GraphClient({ ...this.options, accessToken });
  }

  /** The same client (token, app secret, retries) on another host or with another per-request timeout. */
  withOptions(changes: Partial<Pick<GraphClientOptions, "baseUrl" | "timeoutMs">>): GraphClient {
    return new GraphClient({ ...this.options, ...changes });
  }

  url(path: string): string {
    return `${this.options.baseUrl}/${this.options.version}/${path.replace(/^\/+/, "")}`;
  }

  get<T>(path: string, params: GraphParams = {}): Promise<T> {
    const query = encode({ ...params, ...this.proof() }).toString();
    return this.request<T>("GET", `${this.url(path)}${query ? `?${query}` : ""}`);
  }

  post<T>(path: string, params: GraphParams | FormData = {}): Promise<T> {
    if (!(params instanceof FormData)) return this.request<T>("POST", this.url(path), encode({ ...params, ...this.proof() }));
    for (const [key, value] of Object.entries(this.proof())) params.set(key, value);
    return this.request<T>("POST", this.url(path), params);
  }

  delete<T>(path: string, params: GraphParams = {}): Promise<T> {
    const query = encode({ ...params, ...this.proof() }).toString();
    return this.request<T>("DELETE", `${this.url(path)}${query ? `?${query}` : ""}`);
  }

  /**
   * appsecret_proof: the HMAC-SHA256 of the user token keyed with the app secret, hex
   * (https://developers.facebook.com/docs/graph-api/securing-requests#appsecret_proof). A batch's proof
   * covers its calls.
   */
  private proof(): { appsecret_proof?: string } {
    const { accessToken, appSecret } = this.options;
    return accessToken && appSecret ? { appsecret_proof: createHmac("sha256", appSecret).update(accessToken).digest("hex") } : {};
  }

  /** Several calls in one HTTP request (a Graph batch, at most 50): each call's data or GraphError, in order. */
  async batch<T>(items: BatchItem[]): Promise<BatchResult<T>[]> {
    if (items.length > MAX_BATCH_ITEMS) throw new RangeError(`A Graph batch takes at most ${MAX_BATCH_ITEMS} calls, not ${items.length}`);
    if (!items.length) return [];
    const answer = await this.post<unknown[]>("", { batch: batchOperations(items) });
    // The use each operation reports paces the next calls, as a plain call's answer does.
    const usageKey = this.usageKey();
    for (const headers of operationHeaders(answer)) rememberUse(usageKey, headers);
    return batchResults<T>(answer, items.length);
  }

  private async request<T>(method: string, url: string, body?: URLSearchParams | FormData): Promise<T> {
    const retries = this.options.maxRetries ?? 2;
    const usageKey = this.usageKey();
    for (let attempt = 0; ; attempt++) {
      // Near a limit, calls slow down (usage.ts) so that Meta does not have to refuse them.
      const pace = Math.min(waitBeforeCall(usageKey), this.options.maxWaitMs ?? 8000);
      if (pace > 0) await (this.options.sleep ?? wait)(pace);
      const response = await (this.options.fetch ?? fetch)(url, {
        method,
        headers: this.options.accessToken ? { authorization: `Bearer ${this.options.accessToken}` } : {},
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      rememberUse(usageKey, response.headers);
      const payload = (await response.json().catch(() => null)) as (T & { error?: GraphErrorBody }) | null;
      const outcome = graphOutcome<T>(response.status, payload, response.headers);
      if (outcome.ok) return outcome.data;
      const error = outcome.error;
      const delay = sendsAgain(method, error) ? this.retryDelay(error, attempt) : null;
      if (delay === null || attempt >= retries) throw error;
      await (this.options.sleep ?? wait)(delay);
    }
  }

  /** Whose use the answers report: the token's (a hash of it, never the token), or the app's without one. */
  private usageKey(): string {
    const { accessToken } = this.options;
    return accessToken ? createHash("sha256").update(accessToken).digest("hex").slice(0, 32) : "app";
  }

  // Exponential backoff (1 s, 2 s…), or the wait Meta announces when it is short enough to sit out.
  private retryDelay(error: GraphError, attempt: number): number | null {
    const announced = error.retryAfterMinutes ? error.retryAfterMinutes * 60_000 : 0;
    const delay = Math.max(announced, 1000 * 2 ** attempt);
    return delay <= (this.options.maxWaitMs ?? 8000) ? delay : null;
  }
}

/**
 * Which failed calls are sent again. A rate limit: always, Meta refused the call before doing anything.
 * Downtime (codes 1, 2, HTTP 5xx; Graph API "Handling errors": "wait and retry the operation",
 * https://developers.facebook.com/docs/graph-api/guides/error-handling): a GET always, since reading twice
 * changes nothing. A POST or DELETE only when Meta says sending it again is safe: `is_transient: true`, or
 * code 2 "API Service" (the service was down, the call not done). A code 1 "unknown error" or a bare 5xx
 * after a POST may come after Meta created the object, and a second POST would create it twice; that
 * call fails instead, and the publish run resumes from the ids it recorded. Any other error (a refused
 * parameter, even one flagged transient) is Meta's answer and is not sent again.
 */
function sendsAgain(method: string, error: GraphError): boolean {
  if (error.isRateLimit) return true;
  if (!error.isDowntime) return false;
  return method === "GET" || error.isTransient || error.code === 2;
}
