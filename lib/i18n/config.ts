export const locales = ["en", "pt"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * Brazil's clock (decision 021): the one people read dates in (pages, mails), and a campaign's days when
 * its ad account's zone is not known (lib/campaigns/calendar.ts).
 */
export const BRAZIL_TIME_ZONE = "America/Sao_Paulo";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
