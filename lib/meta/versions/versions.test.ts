import { addDays } from "@/tests/support/days";
import { META_VERSIONS } from "@/e2e/fakes/meta/versions";
import { CURRENT_MARKETING_API_VERSION, EXPIRY_WARNING_DAYS, MARKETING_API_VERSIONS, versionStanding } from ".";

// Every case passes its own "now", so the cases hold on any day, the shifted-clock run's too (issue 28).
// One test is the calendar's alarm: on the day the suite runs it fails once the default has expired and
// warns within 60 days of its expiry, so the table and the default are updated before Meta refuses the
// calls. It is about the real day, so a shifted-clock run (tests/setup/shift-clock.cjs) skips it; CI's
// unit run at today's date keeps it.

/** Noon UTC on a yyyy-mm-dd day, `days` later. */
const day = (iso: string, days = 0) => new Date(`${addDays(iso, days)}T12:00:00Z`);
const clockShifted = Boolean((Date as unknown as { shiftedBy?: number }).shiftedBy);

describe("the Marketing API version table", () => {
  (clockShifted ? it.skip : it)("keeps the default version supported on the day the suite runs (skipped with the clock shifted)", () => {
    const standing = versionStanding(CURRENT_MARKETING_API_VERSION, new Date());
    if (standing.state === "expiring")
      console.warn(`Marketing API ${CURRENT_MARKETING_API_VERSION} expires on ${standing.expires}: move the default to a newer version.`);
    expect(standing.state === "supported" || standing.state === "expiring").toBe(true);
  });

  it("defaults to the newest version, supported from its release day", () => {
    const newest = MARKETING_API_VERSIONS[0]!;
    expect(CURRENT_MARKETING_API_VERSION).toBe(newest.version);
    for (const item of MARKETING_API_VERSIONS.slice(1)) expect(Number(item.version.slice(1)) < Number(newest.version.slice(1))).toBe(true);
    expect(versionStanding(CURRENT_MARKETING_API_VERSION, day(newest.released))).toMatchObject({ state: "supported" });
  });

  it("lists versions newest first, each released before it expires", () => {
    const released = MARKETING_API_VERSIONS.map((item) => item.released);
    expect([...released].sort().reverse()).toEqual(released);
    for (const item of MARKETING_API_VERSIONS) if (item.expires) expect(item.expires > item.released).toBe(true);
  });

  // Meta's versions page, copied twice on purpose: here and in the fake Meta (e2e/fakes/meta/versions.ts,
  // which stands for Meta and must not import this table). The two copies agree, release and expiry alike.
  it("holds the same dates as the fake Meta's copy of Meta's page", () => {
    expect(MARKETING_API_VERSIONS).toEqual(META_VERSIONS);
  });

  // Each case's "now" is counted from the table's own dates, so the cases hold on any day.
  it("serves a version through its last day, warns 60 days ahead, and refuses it the day after", () => {
    const end = (version: string) => MARKETING_API_VERSIONS.find((item) => item.version === version)!.expires!;
    const v24 = end("v24.0");
    expect(versionStanding("v24.0", day(v24, -34))).toEqual({ state: "expiring", expires: v24, daysLeft: 35 });
    expect(versionStanding("v24.0", new Date(`${v24}T23:59:00Z`))).toMatchObject({ state: "expiring", daysLeft: 1 });
    expect(versionStanding("v24.0", day(v24, 1))).toEqual({ state: "expired", expires: v24 });
    const v25 = end("v25.0");
    expect(versionStanding("v25.0", day(v25, -88))).toEqual({ state: "supported", expires: v25 });
    expect(versionStanding("v25.0", day(v25, -53))).toEqual({ state: "expiring", expires: v25, daysLeft: 54 });
    expect(versionStanding("v25.0", day(v25, 1))).toEqual({ state: "expired", expires: v25 });
    expect(versionStanding("v27.0", day(v25, 1))).toEqual({ state: "supported", expires: null });
  });

  // The days are counted from the table's own expiry dates, so the cases hold whatever versions it lists.
  it("tells supported, expiring, expired and unknown versions apart", () => {
    const expiries = MARKETING_API_VERSIONS.flatMap((item) => item.expires ?? []).sort();
    // The newest version with an end date: supported, then expiring within 60 days, then expired.
    const dated = MARKETING_API_VERSIONS.find((item) => item.expires !== null)!;
    const end = dated.expires!;
    expect(versionStanding(dated.version, day(end, -127))).toEqual({ state: "supported", expires: end });
    expect(versionStanding(dated.version, day(end, -35))).toEqual({ state: "expiring", expires: end, daysLeft: 36 });
    expect(versionStanding(dated.version, day(end))).toMatchObject({ state: "expiring", daysLeft: 1 });
    expect(versionStanding(dated.version, day(end, 1))).toEqual({ state: "expired", expires: end });
    // After the table's last end date, the versions Meta has given none (its "TBD") still stand supported.
    const undated = MARKETING_API_VERSIONS.filter((item) => item.expires === null);
    expect(undated.length).toBeGreaterThan(0);
    for (const item of undated) expect(versionStanding(item.version, day(expiries.at(-1)!, 1))).toEqual({ state: "supported", expires: null });
    const someDay = day(MARKETING_API_VERSIONS[0]!.released);
    expect(versionStanding("v12.0", someDay)).toEqual({ state: "expired", expires: null });
    expect(versionStanding("v99.0", someDay)).toEqual({ state: "unknown" });
    expect(EXPIRY_WARNING_DAYS).toBe(60);
  });
});
