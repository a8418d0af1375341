// Graph API errors as Meta sends them: { error: { message, type, code, error_subcode, error_user_title,
// error_user_msg, fbtrace_id } }.
export type GraphErrorBody = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
};

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const TOKEN_CODES = new Set([102, 190]);

export class GraphError extends Error {
  readonly status: number;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly userTitle: string | null;
  readonly userMessage: string | null;
  readonly fbtraceId: string | null;
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
    this.fbtraceId = body?.fbtrace_id ?? null;
    this.retryAfterMinutes = retryAfterMinutes;
  }

  /** Codes 4, 17, 32, 613 and the ads-management range 80000–80014. */
  get isRateLimit(): boolean {
    return this.code !== null && (RATE_LIMIT_CODES.has(this.code) || (this.code >= 80000 && this.code <= 80014));
  }

  get isTokenError(): boolean {
    return this.code !== null && TOKEN_CODES.has(this.code);
  }

  /** What a person reads: Meta's user-facing text when it gives one. */
  get displayMessage(): string {
    return [this.userTitle, this.userMessage].filter(Boolean).join(": ") || this.message;
  }
}

/** A Graph answer as its data, or the GraphError it carries (a failed status, an `error` body, no body). */
export function graphOutcome<T>(status: number, payload: (T & { error?: GraphErrorBody }) | null, headers: Headers): { ok: true; data: T } | { ok: false; error: GraphError } {
  if (status >= 200 && status < 300 && payload && !payload.error) return { ok: true, data: payload };
  return { ok: false, error: new GraphError(status, payload?.error, regainAccessMinutes(headers)) };
}

/** The longest wait, in minutes, that X-Business-Use-Case-Usage (or X-App-Usage) announces. */
export function regainAccessMinutes(headers: Headers): number | null {
  const raw = headers.get("x-business-use-case-usage");
  if (!raw) return null;
  try {
    const usage = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const waits = Object.values(usage).flat().map((entry) => Number(entry.estimated_time_to_regain_access ?? 0));
    return waits.length ? Math.max(...waits) : null;
  } catch {
    return null;
  }
}
