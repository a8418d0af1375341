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

  it("tells supported, expiring, expired and unknown versions apart", () => {
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    expect(versionStanding("v24.0", day("2026-06-01"))).toEqual({ state: "supported", expires: "2026-10-06" });
    expect(versionStanding("v24.0", day("2026-09-01"))).toEqual({ state: "expiring", expires: "2026-10-06", daysLeft: 36 });
    expect(versionStanding("v24.0", day("2026-10-06"))).toMatchObject({ state: "expiring", daysLeft: 1 });
    expect(versionStanding("v24.0", day("2026-10-07"))).toEqual({ state: "expired", expires: "2026-10-06" });
    expect(versionStanding("v26.0", day("2026-11-23"))).toEqual({ state: "supported", expires: null });
    expect(versionStanding("v12.0")).toEqual({ state: "expired", expires: null });
    expect(versionStanding("v99.0")).toEqual({ state: "unknown" });
    expect(EXPIRY_WARNING_DAYS).toBe(60);
  });
});
