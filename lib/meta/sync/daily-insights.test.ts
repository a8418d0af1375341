import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";
import { DAILY_DAYS, dailyRange } from "./daily-insights";

// The chart's days are the ad account's (Meta reads time_range in its time zone). Instants are given.

describe("dailyRange", () => {
  it("ends today in the account's zone and covers DAILY_DAYS days", () => {
    const now = new Date("2025-03-10T10:30:00Z");
    expect(DAILY_DAYS).toBe(30);
    expect(dailyRange(BRAZIL_TIME_ZONE, now)).toEqual({ since: "2025-02-09", until: "2025-03-10" });
    expect(dailyRange("Pacific/Kiritimati", now)).toEqual({ since: "2025-02-10", until: "2025-03-11" });
    expect(dailyRange("America/Los_Angeles", new Date("2025-03-10T06:59:59Z"))).toEqual({ since: "2025-02-08", until: "2025-03-09" });
  });

  it("is Brazil's when no zone is given: tomorrow only from 03:00 UTC", () => {
    expect(dailyRange(undefined, new Date("2025-03-10T02:59:59Z")).until).toBe("2025-03-09");
    expect(dailyRange(undefined, new Date("2025-03-10T03:00:00Z")).until).toBe("2025-03-10");
  });
});
