// Graph API errors as Meta sends them: { error: { message, type, code, error_subcode, error_user_title,
// error_user_msg, fbtrace_id } }.
export type GraphErrorBody = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  /** Meta's own "retrying may work" flag; its SDKs read it (facebook-python-business-sdk exceptions.py, api_transient_error). */
  is_transient?: boolean;
  fbtrace_id?: string;
};

// Code families from Meta's tables: Graph API "Handling errors"
// (https://developers.facebook.com/docs/graph-api/guides/error-handling) and Marketing API "Error codes"
// (https://developers.facebook.com/docs/marketing-api/error-reference).
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
// 102 "API Session", 190 "Access token has expired"; subcodes 463 "Expired", 467 "Invalid access token".
const TOKEN_CODES = new Set([102, 190]);
const TOKEN_SUBCODES = new Set([463, 467]);
// 1 "API Unknown" and 2 "API Service": "temporary issue due to downtime. Wait and retry the operation".
const DOWNTIME_CODES = new Set([1, 2]);

/** What Meta wrote for the person: error_user_title and error_user_msg joined, or null when it wrote neither. */
export function userTextOf(error: { userTitle?: string | null; userMessage?: string | null }): string | null {
  return [error.userTitle, error.userMessage].filter(Boolean).join(": ") || null;
}

export class GraphError extends Error {
  readonly status: number;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly userTitle: string | null;
  readonly userMessage: string | null;
  /**
   * What Meta wrote for the person, error_user_title and error_user_msg joined, or null. Graph API
   * "Handling errors" (https://developers.facebook.com/docs/graph-api/guides/error-handling): these are
   * "the message to display to the user", in the request's locale; `message` is the developer's English
   * text and is never shown to the seller as a sentence.
   */
  readonly userText: string | null;
  readonly fbtraceId: string | null;
  /** Meta's `is_transient`: the call may succeed if sent again. */
  readonly isTransient: boolean;
  /** Minutes until Meta lets calls through again, from X-Business-Use-Case-Usage, when it says. */
  readonly retryAfterMinutes: number | null;

  constructor(status: number, body: GraphErrorBody | undefined, retryAfterMinutes: number | null = null) {
    super(body?.message ?? `Graph API answered ${status}`);
    this.name = "GraphError";
    this.status = status;
    this.code = body?.code ?? null;
    this.subcode = body?.error_subcode ?? null;
    this.userTitle = body?.error_user_title ?? null;
    this.userMessage = body?.error_user_msg ?? null;
    this.userText = userTextOf(this);
    this.fbtraceId = body?.fbtrace_id ?? null;
    this.isTransient = body?.is_transient === true;
    this.retryAfterMinutes = retryAfterMinutes;
  }

  /** Codes 4, 17, 32, 613 and the ads-management range 80000–80014. */
  get isRateLimit(): boolean {
    return this.code !== null && (RATE_LIMIT_CODES.has(this.code) || (this.code >= 80000 && this.code <= 80014));
  }

  get isTokenError(): boolean {
    return (this.code !== null && TOKEN_CODES.has(this.code)) || (this.subcode !== null && TOKEN_SUBCODES.has(this.subcode));
  }

  /** Meta down or failing for a moment: codes 1 and 2, or an HTTP 5xx answer. */
  get isDowntime(): boolean {
    return (this.code !== null && DOWNTIME_CODES.has(this.code)) || this.status >= 500;
  }

  /** 10 "API Permission Denied" and 200–299 "API Permission": a permission not granted or removed. */
  get isPermissionError(): boolean {
    return this.code === 10 || (this.code !== null && this.code >= 200 && this.code <= 299);
  }
}

/** A Graph answer as its data, or the GraphError it carries (a failed status, an `error` body, no body). */
export function graphOutcome<T>(
  status: number,
  payload: (T & { error?: GraphErrorBody }) | null,
  headers: Headers,
): { ok: true; data: T } | { ok: false; error: GraphError } {
  if (status >= 200 && status < 300 && payload && !payload.error) return { ok: true, data: payload };
  return { ok: false, error: new GraphError(status, payload?.error, regainAccessMinutes(headers)) };
}

/** The longest wait, in minutes, that X-Business-Use-Case-Usage (or X-App-Usage) announces. */
export function regainAccessMinutes(headers: Headers): number | null {
  const raw = headers.get("x-business-use-case-usage");
  if (!raw) return null;
  try {
    const usage = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const waits = Object.values(usage)
      .flat()
      .map((entry) => Number(entry.estimated_time_to_regain_access ?? 0));
    return waits.length ? Math.max(...waits) : null;
  } catch {
    return null;
  }
}
