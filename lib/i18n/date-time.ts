import { BRAZIL_TIME_ZONE, type Locale } from "./config";

/** A date and time as a mail says it: long date, short time, Brazil's clock, in the reader's language. */
export function mailDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en", { dateStyle: "long", timeStyle: "short", timeZone: BRAZIL_TIME_ZONE }).format(date);
}
