import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { localeFromAcceptLanguage } from "./accept-language";
import { BRAZIL_TIME_ZONE, LOCALE_COOKIE, isLocale } from "./config";
import { messagesFor } from "./messages";

// The locale lives in a cookie (no locale prefix in URLs), set by the language switcher. Until the
// visitor chooses, the browser's Accept-Language decides: pt-* → Portuguese, English otherwise
// (decision 012). Dates and times are shown in Brazil's time zone (decision 021).
export default getRequestConfig(async () => {
  const stored = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : localeFromAcceptLanguage((await headers()).get("accept-language"));
  return { locale, messages: messagesFor(locale), timeZone: BRAZIL_TIME_ZONE };
});
