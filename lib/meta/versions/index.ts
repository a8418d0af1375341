// The Marketing API versions and their lifetimes, from Meta's versions page as read on 2026-11-27
// (https://developers.facebook.com/docs/marketing-api/marketing-api-changelog/versions, also published as
// https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions;
// v27.0's release also in Meta's post of 2026-11-04, "Introducing Graph API v27.0 and Marketing API v27.0").
// v24.0's end moved from 2026-10-06 (the page's earlier text) to 2026-11-10. A Marketing API version
// expires about a year after its release, long before the Graph API version of the same number
// (https://developers.facebook.com/docs/graph-api/changelog/versions); once expired, Meta answers
// `(#2635) You are calling a deprecated version of the Ads API` or upgrades the call silently.
// `expires: null` is Meta's "TBD". Used by the app (its default version) and its admin warning; the fake
// Meta keeps its own copy of Meta's table (e2e/fakes/meta/versions.ts), so a mistake here is not mirrored there.

export type MarketingApiVersion = { version: `v${number}.0`; released: string; expires: string | null };

export const MARKETING_API_VERSIONS: readonly MarketingApiVersion[] = [
  { version: "v27.0", released: "2026-11-04", expires: null },
  { version: "v26.0", released: "2026-07-29", expires: null },
  { version: "v25.0", released: "2026-02-18", expires: "2027-02-23" },
  { version: "v24.0", released: "2025-10-08", expires: "2026-11-10" },
  { version: "v23.0", released: "2025-05-29", expires: "2026-06-09" },
  { version: "v22.0", released: "2025-01-21", expires: "2026-02-19" },
  { version: "v21.0", released: "2024-10-02", expires: "2025-09-09" },
  { version: "v20.0", released: "2024-05-21", expires: "2025-05-06" },
];

/** The newest version Meta serves: the app's default. */
export const CURRENT_MARKETING_API_VERSION = MARKETING_API_VERSIONS[0]!.version;

/** How long before expiry the admin (and the version test) is warned. */
export const EXPIRY_WARNING_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export type VersionStanding =
  | { state: "supported"; expires: string | null }
  | { state: "expiring"; expires: string; daysLeft: number }
  /** `expires` null: older than the table, long gone. */
  | { state: "expired"; expires: string | null }
  /** Not in the table: older than it (expired) or newer than this code knows. */
  | { state: "unknown" };

/** Where a version stands on a day: supported, expiring within 60 days, expired, or unknown to the table. */
export function versionStanding(version: string, now = new Date()): VersionStanding {
  const entry = MARKETING_API_VERSIONS.find((item) => item.version === version);
  if (!entry) {
    const oldest = Number(MARKETING_API_VERSIONS.at(-1)!.version.slice(1));
    const asked = Number(version.replace(/^v/, ""));
    return Number.isFinite(asked) && asked < oldest ? { state: "expired", expires: null } : { state: "unknown" };
  }
  if (!entry.expires) return { state: "supported", expires: null };
  // Usable through the day of expiry (Meta's "available until").
  const end = Date.parse(`${entry.expires}T23:59:59Z`);
  if (now.getTime() > end) return { state: "expired", expires: entry.expires };
  const daysLeft = Math.ceil((end - now.getTime()) / DAY_MS);
  return daysLeft <= EXPIRY_WARNING_DAYS ? { state: "expiring", expires: entry.expires, daysLeft } : { state: "supported", expires: entry.expires };
}
