// How much of Meta's rate limits the app has used, read from every Graph answer, and how long to wait
// before the next call so that Meta never has to refuse one. Meta's "Rate Limiting" page
// (https://developers.facebook.com/docs/graph-api/overview/rate-limiting): X-App-Usage carries
// call_count, total_cputime and total_time, and X-Business-Use-Case-Usage, per business object, the same
// with estimated_time_to_regain_access, each "a percentage" of the limit; X-Ad-Account-Usage carries
// acc_id_util_pct. At 100 the calls are throttled (codes 4, 17, 80000–80014).

type UsageEntry = { call_count?: unknown; total_cputime?: unknown; total_time?: unknown; acc_id_util_pct?: unknown };

/** Slow down from this share of any limit... */
export const PACE_FROM_PERCENT = 75;
/** ...waiting up to this long before a call as the use nears 100 %. */
export const PACE_MAX_MS = 8000;

function parsed(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const percentsOf = (entry: UsageEntry | null | undefined) =>
  [entry?.call_count, entry?.total_cputime, entry?.total_time, entry?.acc_id_util_pct].map(Number).filter((value) => Number.isFinite(value));

/** The highest share (0–100) of any limit the answer's headers report, or null when they report none. */
export function usagePercent(headers: Headers): number | null {
  const business = parsed(headers.get("x-business-use-case-usage"));
  const entries: (UsageEntry | null)[] = [
    parsed(headers.get("x-app-usage")) as UsageEntry | null,
    parsed(headers.get("x-ad-account-usage")) as UsageEntry | null,
    ...(business && typeof business === "object" ? Object.values(business as Record<string, unknown>).flat() : []).map((entry) => entry as UsageEntry),
  ];
  const percents = entries.flatMap(percentsOf);
  return percents.length ? Math.max(...percents) : null;
}

/** The wait before the next call at this use: none below 75 %, then growing to 8 s at 100 %. */
export function paceMs(percent: number | null): number {
  if (percent === null || percent < PACE_FROM_PERCENT) return 0;
  const share = Math.min(1, (percent - PACE_FROM_PERCENT) / (100 - PACE_FROM_PERCENT));
  return Math.round(1000 + share * (PACE_MAX_MS - 1000));
}

// The last use each token's calls reported (the limits are the app's per ad account and business, and a
// token's calls concern one seller's accounts). Kept for this process; a few thousand entries at most.
const MAX_KEPT = 5000;
const lastUse = new Map<string, { percent: number; at: number }>();
// Meta's figures are for the last hour, sliding: a reading is trusted for a minute.
const READING_TTL_MS = 60_000;

export function rememberUse(key: string, headers: Headers, now = Date.now()): void {
  const percent = usagePercent(headers);
  if (percent === null) return;
  if (lastUse.size >= MAX_KEPT && !lastUse.has(key)) lastUse.delete(lastUse.keys().next().value!);
  lastUse.set(key, { percent, at: now });
}

/** How long a call with this key waits first, from the last use its calls reported. */
export function waitBeforeCall(key: string, now = Date.now()): number {
  const last = lastUse.get(key);
  if (!last || now - last.at > READING_TTL_MS) return 0;
  return paceMs(last.percent);
}

/** Forgets every reading (tests). */
export const forgetUse = () => lastUse.clear();
