import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import { currencyFromLocale, currencyFromPriceText, currencyOfDollarSign, normaliseCurrency, writesDollarSign } from "./currency";
import { jsonLdProducts, offerPrice, offerPrices, text, variantGroup } from "./json-ld";
import { microdata } from "./microdata";
import { loadPage, meta } from "./page-query";
import { parsePrice } from "./price";
import { galleryImage, isPhotoAddress, nearestImage } from "./product-image";
import { PRODUCT_LIMITS } from "./product-limits";
import { productName } from "./product-title";
import { READING_LIMITS } from "./reading-limits";
import { mayShowOldPrice, shownAsOld, visiblePrice } from "./visible-price";

export type ExtractedProduct = {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  price: number | null;
  currency: string | null;
  brand: string | null;
  category: string | null;
  /** Too little was found to describe the product well (spec 001 §4 "limited data"). */
  fallback: boolean;
};

const LIMITS = PRODUCT_LIMITS;

function clean(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const decoded = cheerio.load(`<p>${value.slice(0, max * READING_LIMITS.fieldTextFactor)}</p>`).text();
  const collapsed = decoded.replace(/\s+/g, " ").trim();
  return collapsed ? collapsed.slice(0, max) : null;
}

function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url.trim(), base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.toString() : null;
  } catch {
    return null;
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

/** The first value of a list of sources that is a usable photo address; a list item may be a list. */
function firstPhoto(values: unknown[]): string | null {
  for (const value of values.flat()) {
    const url = text(value);
    if (isPhotoAddress(url)) return url;
  }
  return null;
}

// The share image, unless it is plainly the store's generic one ("share.jpg", "default.png", "og_image.png").
function shareImage($: CheerioAPI): string | null {
  const image = meta($, "og:image:secure_url", "og:image", "twitter:image", "twitter:image:src") ?? $('link[rel="image_src"]').attr("href") ?? null;
  return image && !/share|default|^og[-_]?image|opengraph|open[-_]graph/i.test(image.split("/").pop() ?? "") ? image : null;
}

/** Product facts from a page (parsed already, or parsed here), in order of trust: JSON-LD, OpenGraph/product meta, microdata, heuristics. */
export function extractProduct(html: string, pageUrl: string, $: CheerioAPI = loadPage(html)): ExtractedProduct {
  const ld = jsonLdProducts($)[0] ?? null;
  const micro = microdata($);
  const ldOffer = ld ? offerPrice(ld.offers) : { price: null, currency: null };

  const { title, heading } = productName($, pageUrl, text(ld?.name), micro?.name ?? null, text(variantGroup(ld)?.name));
  const description = clean(
    text(ld?.description) ?? meta($, "og:description", "twitter:description") ?? micro?.description ?? meta($, "description"),
    LIMITS.description,
  );
  // A placeholder in the gallery means the product has no photo: no other picture of the page stands in.
  const gallery = galleryImage($, pageUrl);
  const designated = firstPhoto([ld?.image ?? null, micro?.image ?? null, gallery?.url ?? null]) ?? (gallery?.placeholder ? null : undefined);
  const share = shareImage($);
  const imageUrl = absolute(designated === undefined ? (isPhotoAddress(share) ? share : nearestImage($, heading, pageUrl)) : (designated ?? null), pageUrl);
  // The structured prices in order of trust; a sale price is the current one where both are stated.
  const machine = (value: string | null | undefined) => parsePrice(value, { machine: true });
  const metaPrice = machine(meta($, "product:sale_price:amount")) ?? machine(meta($, "product:price:amount", "og:price:amount"));
  const microPrice = parsePrice(micro?.price, { machine: /^\d+(?:\.\d+)?$/.test(micro?.price ?? "") });
  const structuredPrice = machine(ldOffer.price) ?? metaPrice ?? microPrice;
  // Sources that disagree (one offer per variant, a net price in the meta tags, a hidden list price): the
  // one the page shows, if it shows one of them; else the most trusted.
  const stated = new Set(
    [
      ...offerPrices(ld?.offers).map(machine),
      machine(meta($, "product:price:amount", "og:price:amount")),
      metaPrice,
      microPrice,
      ...(micro?.prices ?? []).map((value) => parsePrice(value)),
    ].filter((value): value is number => value !== null),
  );
  // The shown price is read when the structured one is missing, disagrees, or may be one the page strikes through.
  const shown = structuredPrice === null || stated.size > 1 || mayShowOldPrice(html) ? visiblePrice($, heading, pageUrl) : null;
  const price =
    (stated.size > 1 && shown && stated.has(shown.amount) ? shown.amount : null) ??
    // A structured price the page shows struck through beside a lower one is the old price.
    (structuredPrice !== null && shown && shown.amount < structuredPrice && shownAsOld($, shown.element, structuredPrice) ? shown.amount : null) ??
    structuredPrice ??
    shown?.amount ??
    null;
  // The currency as an ISO code: as the page states it, else as its price is written, else its language and domain.
  const priceText = shown && shown.amount === price ? shown.text : null;
  const currency =
    [ldOffer.currency, meta($, "product:price:currency", "og:price:currency"), micro?.currency].map(normaliseCurrency).find(Boolean) ??
    (priceText ? currencyFromPriceText(priceText) : null) ??
    currencyFromLocale({ lang: $("html").attr("lang") ?? meta($, "og:locale"), hostname: hostOf(pageUrl) }) ??
    ([ldOffer.currency, micro?.currency, micro?.price, priceText].some(writesDollarSign) ? currencyOfDollarSign(hostOf(pageUrl)) : null);
  const brand = clean(text(ld?.brand) ?? meta($, "product:brand", "og:brand") ?? micro?.brand, LIMITS.brand);
  const category = clean(text(ld?.category) ?? meta($, "product:category"), LIMITS.category);

  // A page that names no price and shows no product photo (a blog post's share image is not one) describes
  // too little to sell from: "limited data" (001 §4), and the flow goes on with what was found.
  const productPage = Boolean(ld || micro || /product/i.test(meta($, "og:type") ?? ""));
  const productPhoto = Boolean(designated) || (productPage && Boolean(imageUrl));
  return { title: clean(title, LIMITS.title), description, imageUrl, price, currency, brand, category, fallback: !title || (!price && !productPhoto) };
}
