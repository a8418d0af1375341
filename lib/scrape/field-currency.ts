import type { CheerioAPI } from "cheerio";
import { currencyFromLocale, currencyFromPriceText, currencyOfDollarSign, normaliseCurrency, writesDollarSign } from "./currency";
import { firstFound, found, type Step } from "./first-found";
import type { PageSources } from "./page-sources";
import { meta } from "./page-query";

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

/** The price's currency as an ISO code, by its steps in order of trust (rules.ts). */
export function readCurrency($: CheerioAPI, pageUrl: string, { ldOffer, micro }: PageSources, priceText: string | null): string | null {
  const steps: Step<string>[] = [
    [
      "currency.stated",
      () => found([ldOffer.currency, meta($, "product:price:currency", "og:price:currency"), micro?.currency].map(normaliseCurrency).find(Boolean)),
    ],
    ["currency.price-text", () => found(priceText ? currencyFromPriceText(priceText) : null)],
    ["currency.locale", () => found(currencyFromLocale({ lang: $("html").attr("lang") ?? meta($, "og:locale"), hostname: hostOf(pageUrl) }))],
    [
      "currency.dollar-sign",
      () => found([ldOffer.currency, micro?.currency, micro?.price, priceText].some(writesDollarSign) ? currencyOfDollarSign(hostOf(pageUrl)) : null),
    ],
  ];
  return firstFound(steps).value;
}
