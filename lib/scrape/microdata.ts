import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { closestMatch } from "./page-query";
import { PRODUCT_LIMITS } from "./product-limits";
import { READING_LIMITS } from "./reading-limits";

export type Microdata = {
  name: string | null;
  description: string | null;
  image: string | null;
  price: string | null;
  /** Every price the item's offers state (one per variant, or a hidden list price beside the shown one). */
  prices: string[];
  currency: string | null;
  brand: string | null;
};

/** An itemprop that makes an item another product's relation or a list's entry. */
export const isRelatedItem = (itemprop: string | undefined) =>
  Boolean(itemprop && /^(?:isRelatedTo|isSimilarTo|isAccessoryOrSparePartFor|isConsumableFor|itemListElement|item|hasVariant|offers)$/i.test(itemprop.trim()));

const URL_ATTRIBUTES = ["content", "src", "href", "data-src", "data-zoom-image"];

/**
 * The schema.org Product item's own properties, read from microdata. A property of an item nested in it
 * (its offer is read; a review's, a seller's or a related product's name is not) and an empty value are
 * skipped, so a broken property does not hide a good one further on.
 */
export function microdata($: CheerioAPI): Microdata | null {
  // The page's own product is not another product's relation (isRelatedTo, isSimilarTo, a list's item), and
  // of the rest the one with the most properties.
  const scopes = $<Element, string>('[itemtype*="schema.org/Product" i]')
    .toArray()
    .filter((element) => !isRelatedItem($(element).attr("itemprop")));
  if (!scopes.length) return null;
  const size = (element: Element) => $(element).find("[itemprop]").length;
  const scope = $(scopes.reduce((best, candidate) => (size(candidate) > size(best) ? candidate : best)));
  const root = scope.get(0)!;
  const owner = (element: Element) => closestMatch($, element.parent, "[itemscope]") ?? undefined;
  const offers = new Set(scope.find<Element>('[itemprop="offers"][itemscope], [itemprop="offers"] [itemscope]').toArray());
  const own = (element: Element, withOffers: boolean) => {
    const item = owner(element);
    return item === root || (withOffers && item !== undefined && offers.has(item));
  };
  // No field keeps more than a description's worth of a property's text.
  const propertyText = (element: Element) =>
    $(element)
      .text()
      .slice(0, PRODUCT_LIMITS.description * READING_LIMITS.fieldTextFactor)
      .replace(/\s+/g, " ")
      .trim();
  const values = (name: string, withOffers = false) =>
    scope
      .find(`[itemprop~="${name}"]`)
      .toArray()
      .filter((element) => own(element, withOffers))
      .map((element) => ({ element, value: $(element).attr("content")?.trim() ?? "" }));
  const textOf = (name: string, withOffers = false) => {
    for (const { element, value } of values(name, withOffers)) {
      const found = value || propertyText(element);
      if (found) return found;
    }
    return null;
  };
  // An image property is an address in an attribute; text in its place is not one.
  const image = () => {
    for (const { element } of values("image")) {
      for (const attribute of URL_ATTRIBUTES) {
        const value = $(element).attr(attribute)?.trim();
        if (value && !/\s/.test(value)) return value;
      }
    }
    return null;
  };
  return {
    name: textOf("name"),
    description: textOf("description"),
    image: image(),
    price: textOf("price", true) ?? textOf("lowPrice", true),
    prices: values("price", true)
      .map(({ element, value }) => value || propertyText(element))
      .filter(Boolean),
    currency: textOf("priceCurrency", true),
    brand: textOf("brand"),
  };
}
