// Days for tests, counted from the moment the test runs, so that no test depends on the calendar
// (issue 28): a campaign "a week from now" stays valid whatever day the suite runs on.
// No path aliases: the Playwright specs import this file too.

const DAY_MS = 24 * 60 * 60 * 1000;
// Brazil's time, UTC-3 all year (no daylight saving since 2019): the day the campaign rules count in.
const BRAZIL_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The calendar day in Brazil `days` from now (negative: ago), written yyyy-mm-dd. */
export function daysFromNow(days: number, now: number = Date.now()): string {
  return new Date(now + BRAZIL_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant `days` from now (negative: ago). */
export function instantFromNow(days: number, now: number = Date.now()): Date {
  return new Date(now + days * DAY_MS);
}
