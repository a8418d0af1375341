import "server-only";
import { getLocale } from "next-intl/server";
import { defaultLocale, isLocale, type Locale } from "./config";

/** The language of the request being served (for e-mails sent on the visitor's behalf). */
export async function requestLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
