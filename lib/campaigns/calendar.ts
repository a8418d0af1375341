// Calendar days (yyyy-mm-dd) and when they begin and end in a time zone: the one home of "today" and
// of day arithmetic (issue 32). A campaign's days are the ad account's (Meta's `timezone_name`, an IANA
// name); Brazil's when the account is not known. Offsets come from the runtime's time zone data (Intl),
// so daylight saving time is followed wherever a zone keeps it.

import { BRAZIL_TIME_ZONE } from "@/lib/i18n/config";

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone when the runtime knows it, else Brazil's (nothing, or a name Intl does not know). */
export function timeZoneOr(timeZone: string | null | undefined): string {
  if (!timeZone) return BRAZIL_TIME_ZONE;
  try {
    formatIn(timeZone);
    return timeZone;
  } catch {
    return BRAZIL_TIME_ZONE;
  }
}

/** The wall clock in the zone at an instant, read as if it were UTC (whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The zone's offset from UTC at an instant, in minutes (-180 in Brazil). */
export function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The yyyy-mm-dd of a stored day (a date column holds the day at UTC midnight). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The value a date column stores for a yyyy-mm-dd day (its UTC midnight). */
export const dayColumn = (day: string) => new Date(`${day}T00:00:00Z`);

/** A stored day column that may be empty (start and end dates): its yyyy-mm-dd, or null. */
export const storedDay = (date: Date | null): string | null => (date ? dayOf(date) : null);

/** The calendar day in the zone at an instant (by default now), yyyy-mm-dd. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dayOf(new Date(wallClock(now, timeZone)));
}

/** "Today" where no ad account's zone is known (the wizard's defaults and checks, the detail page's chart): Brazil's. */
export const todayInBrazil = (now: number = Date.now()) => todayIn(BRAZIL_TIME_ZONE, now);

/** The day `days` after a yyyy-mm-dd day (negative: before). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from one yyyy-mm-dd day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A real calendar day written yyyy-mm-dd ("2026-02-30" is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

/**
 * The instant the day begins in the zone. Usually its midnight; where the clocks skip midnight (daylight
 * saving starting at 00:00, as in Chile or Paraguay) the day begins when they jump, and where midnight comes
 * twice, at the first one.
 */
export function dayStart(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // No zone changes its offset twice within a day of midnight: the offsets a day either side are the candidates.
  const before = offsetMinutes(wall - DAY_MS, timeZone);
  const after = offsetMinutes(wall + DAY_MS, timeZone);
  const valid = [before, after].map((offset) => wall - offset * 60_000).filter((instant) => wallClock(instant, timeZone) === wall);
  return valid.length ? Math.min(...valid) : wall - before * 60_000;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "+05:30", "-03:00": an offset in minutes as ISO 8601 writes it. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** An instant as the zone's wall clock with its offset then: "2026-07-01T00:00:00-04:00" in New York. */
export function zonedTime(instant: number, timeZone: string): string {
  return `${new Date(wallClock(instant, timeZone)).toISOString().slice(0, 19)}${offsetText(offsetMinutes(instant, timeZone))}`;
}
