import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { LOCALE_COOKIE, defaultLocale, isLocale } from "./config";
import { withFallback } from "./fallback";

const catalogues = { en, pt };

// The locale lives in a cookie (no locale prefix in URLs); English is the default and the fallback.
export default getRequestConfig(async () => {
  const stored = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : defaultLocale;
  return {
    locale,
    messages: locale === defaultLocale ? en : withFallback(catalogues[locale], en),
    timeZone: "America/Sao_Paulo",
  };
});
