import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, defaultLocale, isLocale } from "./config";
import { messagesFor } from "./messages";

// The locale lives in a cookie (no locale prefix in URLs); English is the default and the fallback.
export default getRequestConfig(async () => {
  const stored = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : defaultLocale;
  return { locale, messages: messagesFor(locale), timeZone: "America/Sao_Paulo" };
});
