import { addDays } from "@/tests/support/days";
import { CURRENT_MARKETING_API_VERSION, EXPIRY_WARNING_DAYS, MARKETING_API_VERSIONS, versionStanding } from "./versions";

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

  // Meta's versions page as the issue read it in 2026-11 (literal days, each case with its own "now").
  it("holds Meta's dates: v27.0 released 2026-11-04, v25.0 until 2027-02-23, v24.0 until 2026-11-10", () => {
    const entry = (version: string) => MARKETING_API_VERSIONS.find((item) => item.version === version);
    expect(entry("v27.0")).toEqual({ version: "v27.0", released: "2026-11-04", expires: null });
    expect(entry("v26.0")).toMatchObject({ released: "2026-07-29", expires: null });
    expect(entry("v25.0")).toMatchObject({ released: "2026-02-18", expires: "2027-02-23" });
    expect(entry("v24.0")).toMatchObject({ released: "2025-10-08", expires: "2026-11-10" });
    // v24.0 answered through its last day (the table once said 2026-10-06), and not the day after.
    expect(versionStanding("v24.0", day("2026-10-07"))).toEqual({ state: "expiring", expires: "2026-11-10", daysLeft: 35 });
    expect(versionStanding("v24.0", new Date("2026-11-10T23:59:00Z"))).toMatchObject({ state: "expiring", daysLeft: 1 });
    expect(versionStanding("v24.0", day("2026-11-11"))).toEqual({ state: "expired", expires: "2026-11-10" });
    // On 2026-11-27 v25.0 has 89 days left, more than the 60 of the warning; from 2027-01-01 it is warned about.
    expect(versionStanding("v25.0", day("2026-11-27"))).toEqual({ state: "supported", expires: "2027-02-23" });
    expect(versionStanding("v25.0", day("2027-01-01"))).toEqual({ state: "expiring", expires: "2027-02-23", daysLeft: 54 });
    expect(versionStanding("v25.0", day("2027-02-24"))).toEqual({ state: "expired", expires: "2027-02-23" });
    expect(versionStanding("v27.0", day("2026-11-27"))).toEqual({ state: "supported", expires: null });
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
