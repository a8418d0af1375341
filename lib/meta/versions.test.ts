import { addDays } from "@/tests/support/days";
import { CURRENT_MARKETING_API_VERSION, EXPIRY_WARNING_DAYS, MARKETING_API_VERSIONS, versionStanding } from "./versions";

// The default Marketing API version must be alive today: this test fails once it has expired and warns
// within 60 days of its expiry, so the table and the default are updated before Meta refuses the calls.

describe("the Marketing API version table", () => {
  it("keeps the default version supported today", () => {
    const standing = versionStanding(CURRENT_MARKETING_API_VERSION);
    if (standing.state === "expiring")
      console.warn(`Marketing API ${CURRENT_MARKETING_API_VERSION} expires on ${standing.expires}: move the default to a newer version.`);
    expect(standing.state === "supported" || standing.state === "expiring").toBe(true);
  });

  it("lists versions newest first, each released before it expires", () => {
    const released = MARKETING_API_VERSIONS.map((item) => item.released);
    expect([...released].sort().reverse()).toEqual(released);
    for (const item of MARKETING_API_VERSIONS) if (item.expires) expect(item.expires > item.released).toBe(true);
  });

  // The days are counted from the table's own expiry dates, so the cases hold whatever versions it lists.
  it("tells supported, expiring, expired and unknown versions apart", () => {
    const day = (iso: string, days = 0) => new Date(`${addDays(iso, days)}T12:00:00Z`);
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
    expect(versionStanding("v12.0")).toEqual({ state: "expired", expires: null });
    expect(versionStanding("v99.0")).toEqual({ state: "unknown" });
    expect(EXPIRY_WARNING_DAYS).toBe(60);
  });
});
