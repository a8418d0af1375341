import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import { jsonLdProducts, offerPrice, text } from "./json-ld";
import { parsePrice } from "./price";

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

const LIMITS = { title: 200, description: 2000, brand: 100, category: 200 };

function clean(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const decoded = cheerio.load(`<p>${value}</p>`).text();
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

const meta = ($: CheerioAPI, ...names: string[]) => {
  for (const name of names) {
    const value = $(`meta[property="${name}"], meta[name="${name}"], meta[itemprop="${name}"]`).first().attr("content");
    if (value?.trim()) return value.trim();
  }
  return null;
};

function microdata($: CheerioAPI) {
  const scope = $('[itemtype*="schema.org/Product" i]').first();
  if (!scope.length) return null;
  const prop = (name: string) => {
    const element = scope.find(`[itemprop="${name}"]`).first();
    if (!element.length) return null;
    return element.attr("content") ?? element.attr("src") ?? element.attr("href") ?? element.text();
  };
  return {
    name: prop("name"),
    description: prop("description"),
    image: prop("image"),
    price: prop("price") ?? prop("lowPrice"),
    currency: prop("priceCurrency"),
    brand: prop("brand"),
  };
}

// Visible price text, for pages without structured data: the first element that looks like the
// product's current price, skipping old prices and savings.
function visiblePrice($: CheerioAPI): string | null {
  const selectors = [
    '[data-price-type="finalPrice"] .price',
    ".special-price .price",
    ".price-box .regular-price .price",
    ".product-price .price, .product__price, .product-single__price, .price--large",
    "#ProductPrice, #productPrice, [id*='ProductPrice' i]",
    "[class*='sale-price' i], [class*='salePrice' i], [class*='price-sale' i]",
    "[class*='current-price' i], [class*='price-current' i], [class*='priceCurrent' i]",
    ".price, [class*='price' i]",
  ];
  for (const selector of selectors) {
    for (const element of $(selector).toArray()) {
      const node = $(element);
      const classes = `${node.attr("class") ?? ""} ${node.parent().attr("class") ?? ""}`.toLowerCase();
      if (/old|was|regular-price-strike|compare|save|saving|strike|msrp|list/.test(classes) && !/special|sale/.test(classes)) continue;
      const content = (node.attr("content") ?? node.text()).replace(/\s+/g, " ").trim();
      if (/save|off|economize/i.test(content)) continue;
      if (parsePrice(content) !== null && /\d/.test(content) && content.length < 40) return content;
    }
  }
  return null;
}

const SEPARATORS = /\s(?:\||-|–|—|·|::)\s|\.\s(?=\S+$)/;

/** Drops up to two short trailing segments such as " | Store" or " - Browse Products". */
function withoutSiteSuffix(title: string): string {
  let current = title;
  for (let i = 0; i < 2; i++) {
    const parts = current.split(SEPARATORS);
    const last = parts[parts.length - 1] ?? "";
    if (parts.length < 2 || last.split(/\s+/).length > 4) break;
    current = current
      .slice(0, current.length - last.length)
      .replace(/\s*(?:\||-|–|—|·|::|\.)\s*$/, "")
      .trim();
  }
  return current;
}

const words = (value: string) => new Set(value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
function overlap(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

// Without structured data: the page's h1 and its <title>/og:title usually agree on the product name;
// the <title> adds the store's name, the h1 sometimes drops words.
function pickTitle($: CheerioAPI): string | null {
  const named = clean($("h1[itemprop='name']").first().text(), LIMITS.title);
  if (named) return named;
  const headings = $("h1")
    .map((_, element) => clean($(element).text(), LIMITS.title))
    .get()
    .filter((heading): heading is string => Boolean(heading) && !/logo/i.test(heading));
  const titles = [meta($, "og:title"), meta($, "twitter:title"), $("title").first().text()]
    .map((value) => clean(value, 500))
    .filter((value): value is string => Boolean(value));
  const stripped = titles.map(withoutSiteSuffix);
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const heading of headings) if (stripped.some((title) => same(title, heading))) return heading;
  for (const heading of headings) {
    const longer = stripped.find((title) => heading.split(" ").length >= 3 && title.toLowerCase().startsWith(heading.toLowerCase()));
    if (longer) return longer.replace(/[.\s]+$/, "");
  }
  for (const heading of headings) if (titles.some((title) => overlap(title, heading) >= 0.6)) return heading;
  return stripped[0] ?? headings[0] ?? null;
}

const PRODUCT_IMAGE_SELECTORS = [
  "#main-product-image",
  "img[itemprop='image']",
  ".product-image-photo",
  ".cycle-slide-active img",
  ".product-image img, #product-image img, .product__image img",
  "img.zoom-image, [data-zoom-image]",
];

function mainImage($: CheerioAPI): string | null {
  for (const selector of PRODUCT_IMAGE_SELECTORS) {
    const image = $(selector).first();
    const src = image.attr("data-zoom-image") ?? image.attr("src") ?? image.attr("content");
    if (src && !src.startsWith("data:")) return src;
  }
  return null;
}

// The share image, unless it is plainly the store's generic one.
function shareImage($: CheerioAPI): string | null {
  const image = meta($, "og:image:secure_url", "og:image", "twitter:image", "twitter:image:src") ?? $('link[rel="image_src"]').attr("href") ?? null;
  return image && !/share|logo|default|placeholder/i.test(image.split("/").pop() ?? "") ? image : null;
}

function largestImage($: CheerioAPI): string | null {
  let best: { src: string; area: number } | null = null;
  $("img").each((_, element) => {
    const image = $(element);
    const src = image.attr("data-zoom-image") ?? image.attr("data-src") ?? image.attr("src");
    if (!src || src.startsWith("data:") || /logo|sprite|icon|pixel/i.test(src)) return;
    const area = Number(image.attr("width") ?? 0) * Number(image.attr("height") ?? 0);
    if (!best || area > best.area) best = { src, area };
  });
  return (best as { src: string } | null)?.src ?? null;
}

/** Product facts from a page, in order of trust: JSON-LD, OpenGraph/product meta, microdata, heuristics. */
export function extractProduct(html: string, pageUrl: string): ExtractedProduct {
  const $ = cheerio.load(html);
  const ld = jsonLdProducts($)[0] ?? null;
  const micro = microdata($);
  const ldOffer = ld ? offerPrice(ld.offers) : { price: null, currency: null };

  const title = clean(text(ld?.name), LIMITS.title) ?? pickTitle($) ?? clean(micro?.name, LIMITS.title);
  const description = clean(
    text(ld?.description) ?? meta($, "og:description", "twitter:description") ?? micro?.description ?? meta($, "description"),
    LIMITS.description,
  );
  const imageUrl = absolute(text(ld?.image) ?? micro?.image ?? mainImage($) ?? shareImage($) ?? largestImage($), pageUrl);
  const priceText = ldOffer.price ?? meta($, "product:price:amount", "og:price:amount", "product:sale_price:amount") ?? micro?.price ?? visiblePrice($);
  const price = parsePrice(priceText);
  const currency = (ldOffer.currency ?? meta($, "product:price:currency", "og:price:currency") ?? micro?.currency)?.toUpperCase().slice(0, 3) ?? null;
  const brand = clean(text(ld?.brand) ?? meta($, "product:brand", "og:brand") ?? micro?.brand, LIMITS.brand);
  const category = clean(text(ld?.category) ?? meta($, "product:category"), LIMITS.category);

  // Without a price or a picture, a page describes too little to sell from: "limited data" (001 §4).
  return { title, description, imageUrl, price, currency, brand, category, fallback: !title || (!price && !imageUrl) };
}
