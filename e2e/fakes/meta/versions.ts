// The fake Meta's own copy of Meta's Marketing API versions table. Never used by production code.
// Source: Meta's versions page as read on 2026-11-27
// (https://developers.facebook.com/docs/marketing-api/marketing-api-changelog/versions; v27.0's release
// also in Meta's post "Introducing Graph API v27.0 and Marketing API v27.0" of 2026-11-04).
// `expires: null` is the page's "TBD". Deliberately not imported from the app's table
// (lib/meta/versions.ts): the fake stands for Meta, so a wrong date in the app's table (as v24.0's was)
// shows as a call Meta refuses instead of being copied into the fake. Update it from Meta's page, not
// from the app.

export type MetaVersion = { version: string; released: string; expires: string | null };

export const META_VERSIONS: readonly MetaVersion[] = [
  { version: "v27.0", released: "2026-11-04", expires: null },
  { version: "v26.0", released: "2026-07-29", expires: null },
  { version: "v25.0", released: "2026-02-18", expires: "2027-02-23" },
  { version: "v24.0", released: "2025-10-08", expires: "2026-11-10" },
  { version: "v23.0", released: "2025-05-29", expires: "2026-06-09" },
  { version: "v22.0", released: "2025-01-21", expires: "2026-02-19" },
  { version: "v21.0", released: "2024-10-02", expires: "2025-09-09" },
  { version: "v20.0", released: "2024-05-21", expires: "2025-05-06" },
];

/** Meta's newest version: the one a call without a version gets, and the one error #2635 points to. */
export const FAKE_META_CURRENT_VERSION = META_VERSIONS[0]!.version;

/**
 * Whether Meta serves Ads API calls on `version` at `now`. A version is served through its expiry day
 * (the page's "Expiration Date", taken as the end of that day in UTC); after it, and for any version older
 * than the table, Meta answers `(#2635) You are calling a deprecated version of the Ads API`. A version
 * newer than the table is left to the route to answer.
 */
export function servesAdsVersion(version: string, now: number = Date.now()): boolean {
  const entry = META_VERSIONS.find((item) => item.version === version);
  if (!entry) {
    const asked = Number(version.replace(/^v/, ""));
    const oldest = Number(META_VERSIONS.at(-1)!.version.slice(1));
    return !(Number.isFinite(asked) && asked < oldest);
  }
  return entry.expires === null || now <= Date.parse(`${entry.expires}T23:59:59.999Z`);
}
