import { jsonrepair } from "jsonrepair";
import type { CheerioAPI } from "cheerio";
import { READING_LIMITS } from "./reading-limits";

export type Json = Record<string, unknown>;

// Stores hand-write their JSON-LD: raw line breaks, trailing commas and unescaped quotes in a name
// ("Monitor 27" schwarz") are common, and a block that does not parse would hide the product. Mending
// costs time that grows faster than the text (each stray quote is read ahead), so a page gets a budget.
function parseLoosely(text: string, repair: { left: number }): unknown {
  const cleaned = text.replace(/^\s*<!--|-->\s*$/g, "").trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    if (cleaned.length > repair.left) return null;
    repair.left -= cleaned.length;
    try {
      return JSON.parse(jsonrepair(cleaned));
    } catch {
      return null;
    }
  }
}

const isType = (node: Json, type: string) => {
  const value = node["@type"];
  return Array.isArray(value) ? value.some((item) => String(item).toLowerCase() === type) : String(value ?? "").toLowerCase() === type;
};

function collect(node: unknown, out: Json[], depth = 0): void {
  if (depth > READING_LIMITS.jsonLdProductDepth || !node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    node.forEach((item) => collect(item, out, depth + 1));
    return;
  }
  const object = node as Json;
  if (isType(object, "product") || isType(object, "productgroup")) out.push(object);
  // A page object may hold its product: deco.cx storefronts write {"@type": "ProductDetailsPage", "product": {…}}.
  for (const key of ["@graph", "mainEntity", "itemListElement", "item", "hasVariant", "product"]) collect(object[key], out, depth + 1);
}

// Each page's blocks are parsed (and mended) once, for its products and for what the page says it is.
const parsedBlocks = new WeakMap<CheerioAPI, unknown[]>();

function blocks($: CheerioAPI): unknown[] {
  let parsed = parsedBlocks.get($);
  if (!parsed) {
    const repair = { left: READING_LIMITS.jsonRepair };
    parsed = $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => parseLoosely($(element).text(), repair));
    parsedBlocks.set($, parsed);
  }
  return parsed;
}

/** schema.org Product objects from the page's JSON-LD blocks (including @graph), unreadable blocks skipped. */
export function jsonLdProducts($: CheerioAPI): Json[] {
  const products: Json[] = [];
  for (const block of blocks($)) collect(block, products);
  return products;
}

/**
 * The nodes that describe the page itself: each block's top level, its @graph, and the main entity (or the
 * product of a page object) they name; not a list's items nor another node's relations (a blog post's
 * "products mentioned" are not the page's product).
 */
export function jsonLdPageNodes($: CheerioAPI): Json[] {
  const nodes: Json[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > READING_LIMITS.jsonLdPageDepth || !node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth));
    const object = node as Json;
    nodes.push(object);
    for (const key of ["@graph", "mainEntity", "product"]) visit(object[key], depth + 1);
  };
  for (const block of blocks($)) visit(block, 0);
  return nodes;
}

/** A node's schema.org types, without a vocabulary prefix ("schema:Product", "http://schema.org/Product"). */
export const typesOf = (node: Json): string[] =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^.*[/:#]/, ""));

/** The group a variant product belongs to (schema.org's isVariantOf), if the product names one. */
export function variantGroup(product: Json | null): Json | null {
  const group = Array.isArray(product?.isVariantOf) ? (product.isVariantOf as unknown[])[0] : product?.isVariantOf;
  return group && typeof group === "object" ? (group as Json) : null;
}

export function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === "object") {
    const object = value as Json;
    return text(object.url ?? object.contentUrl ?? object.name ?? object["@id"]);
  }
  return null;
}

/** Every price the offers state (one per variant on some pages). */
export function offerPrices(offers: unknown): string[] {
  const list = Array.isArray(offers) ? offers : offers ? [offers] : [];
  return (list as Json[]).flatMap((offer) => {
    if (!offer || typeof offer !== "object") return [];
    const price = text(offer.price ?? offer.lowPrice);
    return price ? [price, ...offerPrices(offer.offers)] : offerPrices(offer.offers);
  });
}

/** The first price an offer (or offer list, or AggregateOffer) states, with its currency. */
export function offerPrice(offers: unknown): { price: string | null; currency: string | null } {
  const list = Array.isArray(offers) ? offers : offers ? [offers] : [];
  for (const offer of list as Json[]) {
    if (!offer || typeof offer !== "object") continue;
    const spec = offer.priceSpecification as Json | undefined;
    const price = text(offer.price ?? offer.lowPrice ?? spec?.price ?? offer.highPrice);
    if (price) return { price, currency: text(offer.priceCurrency ?? spec?.priceCurrency) };
    const nested = offerPrice(offer.offers);
    if (nested.price) return nested;
  }
  return { price: null, currency: null };
}
