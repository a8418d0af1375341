import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";
import { addDays, dayStart, daysBetween, isCalendarDay, offsetMinutes, timeZoneOr, todayIn, zonedTime } from "./calendar";

// Days in a time zone (issue 30 item 6, issue 32). Every instant is given, in past years: nothing here
// depends on the day the suite runs.

const at = (iso: string) => Date.parse(iso);
/** The day's first instant as the zone's wall clock with its offset. */
const start = (day: string, zone: string) => zonedTime(dayStart(day, zone), zone);
/** The day's last second as the zone's wall clock with its offset. */
const lastSecond = (day: string, zone: string) => zonedTime(dayStart(addDays(day, 1), zone) - 1000, zone);

describe("the zone", () => {
  it("is the account's when the runtime knows it, else Brazil's", () => {
    expect(timeZoneOr("America/New_York")).toBe("America/New_York");
    expect(timeZoneOr("Asia/Tokyo")).toBe("Asia/Tokyo");
    for (const unknown of [null, undefined, "", "Mars/Olympus_Mons", "GMT-3 Brasília"]) expect(timeZoneOr(unknown)).toBe(BRAZIL_TIME_ZONE);
  });
});

describe("today", () => {
  it("turns at midnight in Brazil, three hours after UTC's", () => {
    expect(todayIn(BRAZIL_TIME_ZONE, at("2025-03-10T02:59:59Z"))).toBe("2025-03-09");
    expect(todayIn(BRAZIL_TIME_ZONE, at("2025-03-10T03:00:00Z"))).toBe("2025-03-10");
  });

  it("is two different days on either side of the date line at the same instant", () => {
    const instant = at("2025-03-10T10:30:00Z");
    expect(todayIn("Pacific/Kiritimati", instant)).toBe("2025-03-11");
    expect(todayIn("UTC", instant)).toBe("2025-03-10");
    expect(todayIn("Pacific/Pago_Pago", instant)).toBe("2025-03-09");
  });

  it("skips the day Samoa crossed the date line (30 December 2011 never happened in Apia)", () => {
    expect(todayIn("Pacific/Apia", at("2011-12-30T09:59:59Z"))).toBe("2011-12-29");
    expect(todayIn("Pacific/Apia", at("2011-12-30T10:00:00Z"))).toBe("2011-12-31");
    expect(dayStart("2011-12-30", "Pacific/Apia")).toBe(dayStart("2011-12-31", "Pacific/Apia"));
  });
});

describe("a day's first and last second with the zone's offset on that date", () => {
  it("keeps Brazil at -03:00 all year", () => {
    expect(start("2025-01-15", BRAZIL_TIME_ZONE)).toBe("2025-01-15T00:00:00-03:00");
    expect(lastSecond("2025-07-15", BRAZIL_TIME_ZONE)).toBe("2025-07-15T23:59:59-03:00");
  });

  it("follows New York's daylight saving time on both sides of each change", () => {
    const zone = "America/New_York";
    expect(start("2025-01-15", zone)).toBe("2025-01-15T00:00:00-05:00");
    expect(start("2025-07-01", zone)).toBe("2025-07-01T00:00:00-04:00");
    // Clocks go forward at 02:00 on 9 March 2025 and back at 02:00 on 2 November 2025.
    expect(offsetMinutes(at("2025-03-09T06:59:59Z"), zone)).toBe(-300);
    expect(offsetMinutes(at("2025-03-09T07:00:00Z"), zone)).toBe(-240);
    expect(start("2025-03-09", zone)).toBe("2025-03-09T00:00:00-05:00");
    expect(lastSecond("2025-03-09", zone)).toBe("2025-03-09T23:59:59-04:00");
    expect(start("2025-11-02", zone)).toBe("2025-11-02T00:00:00-04:00");
    expect(lastSecond("2025-11-02", zone)).toBe("2025-11-02T23:59:59-05:00");
  });

  it("begins the day when the clocks jump where midnight is skipped (Chile, 7 September 2025)", () => {
    const zone = "America/Santiago";
    expect(start("2025-09-06", zone)).toBe("2025-09-06T00:00:00-04:00");
    expect(start("2025-09-07", zone)).toBe("2025-09-07T01:00:00-03:00");
    expect(lastSecond("2025-09-06", zone)).toBe("2025-09-06T23:59:59-04:00");
  });

  it("ends the day at its second 23:59:59 where the last hour comes twice (Chile, 5 April 2025)", () => {
    expect(lastSecond("2025-04-05", "America/Santiago")).toBe("2025-04-05T23:59:59-04:00");
    expect(dayStart("2025-04-06", "America/Santiago")).toBe(at("2025-04-06T04:00:00Z"));
  });

  it("begins the day at the first of two midnights (Havana, 2 November 2025)", () => {
    expect(dayStart("2025-11-02", "America/Havana")).toBe(at("2025-11-02T04:00:00Z"));
    expect(start("2025-11-02", "America/Havana")).toBe("2025-11-02T00:00:00-04:00");
  });

  it("writes offsets in half and quarter hours, and east of UTC", () => {
    expect(start("2025-03-10", "Asia/Kolkata")).toBe("2025-03-10T00:00:00+05:30");
    expect(start("2025-03-10", "Asia/Kathmandu")).toBe("2025-03-10T00:00:00+05:45");
    expect(start("2025-03-10", "Pacific/Kiritimati")).toBe("2025-03-10T00:00:00+14:00");
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and 29 February", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2024-12-28", 7)).toBe("2025-01-04");
    expect(addDays("2025-01-04", -7)).toBe("2024-12-28");
  });

  it("counts whole days between two days", () => {
    expect(daysBetween("2025-03-01", "2025-03-31")).toBe(30);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-03-02", "2025-03-01")).toBe(-1);
  });

  it("knows a real calendar day", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2025-2-01")).toBe(false);
  });
});
