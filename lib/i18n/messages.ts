import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { defaultLocale, type Locale } from "./config";
import { withFallback } from "./fallback";

const catalogues = { en, pt };

export function messagesFor(locale: Locale) {
  return locale === defaultLocale ? en : (withFallback(catalogues[locale], en) as typeof en);
}

/** A translator outside a request (e-mails, scripts). */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale) });
}
