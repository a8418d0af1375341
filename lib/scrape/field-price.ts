import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { firstFound, found, type Step } from "./first-found";
import { offerPrices } from "./json-ld";
import type { PageSources } from "./page-sources";
import { meta } from "./page-query";
import { parsePrice } from "./price";
import { ruleOn } from "./rule-switch";
import { visiblePrice } from "./visible-price";

export type PriceReading = {
  amount: number | null;
  /** The price's text as the page shows it, when the price is the one shown. */
  text: string | null;
  /** The amounts the page's sources state or show, the reader's first. */
  candidates: number[];
};

const machine = (value: string | null | undefined) => parsePrice(value, { machine: true });

/** The product's price, by its steps in order of trust (rules.ts); a sale price is the current one where both are stated. */
export function readPrice($: CheerioAPI, pageUrl: string, sources: PageSources, heading: Element | null): PriceReading {
  const { ld, ldOffer, micro } = sources;
  const jsonLd = ruleOn("price.json-ld") ? machine(ldOffer.price) : null;
  const metaSale = ruleOn("price.meta-sale") ? machine(meta($, "product:sale_price:amount")) : null;
  const metaPrice = ruleOn("price.meta") ? machine(meta($, "product:price:amount", "og:price:amount")) : null;
  const microPrice = ruleOn("price.microdata") ? parsePrice(micro?.price, { machine: /^\d+(?:\.\d+)?$/.test(micro?.price ?? "") }) : null;
  const structured = jsonLd ?? metaSale ?? metaPrice ?? microPrice;
  // What every source states: where they disagree (one offer per variant, a net price in the meta tags), the AI chooses.
  const stated = new Set(
    [
      ...(ruleOn("price.json-ld") ? offerPrices(ld?.offers).map(machine) : []),
      metaPrice,
      metaSale ?? metaPrice,
      microPrice,
      ...(ruleOn("price.microdata") ? (micro?.prices ?? []) : []).map((value) => parsePrice(value)),
    ].filter((value): value is number => value !== null),
  );
  // The shown price is read when the structured one is missing, or its sources disagree (for the AI to choose).
  const shown = structured === null || stated.size > 1 ? visiblePrice($, heading, pageUrl) : null;
  const steps: Step<number>[] = [
    ["price.json-ld", () => found(jsonLd)],
    ["price.meta-sale", () => found(metaSale)],
    ["price.meta", () => found(metaPrice)],
    ["price.microdata", () => found(microPrice)],
    ["price.shown", () => found(shown?.amount)],
  ];
  const amount = firstFound(steps).value;
  return {
    amount,
    text: shown && shown.amount === amount ? shown.text : null,
    candidates: [...new Set([amount, ...stated, shown?.amount ?? null].filter((value): value is number => value !== null))],
  };
}
