import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { ReaderCandidates } from "./candidates";
import { readCurrency } from "./field-currency";
import { readPhoto } from "./field-photo";
import { readPrice } from "./field-price";
import { text, variantGroup } from "./json-ld";
import { pageSources } from "./page-sources";
import { loadPage, meta } from "./page-query";
import { platformsOf } from "./platform";
import { PRODUCT_LIMITS } from "./product-limits";
import { productName } from "./product-title";
import { READING_LIMITS } from "./reading-limits";

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

/**
 * Product facts from a page (parsed already, or parsed here), each field by its rules in order of trust
 * (rules.ts: JSON-LD, OpenGraph/product meta, microdata, then what the page shows), and each field's
 * candidates: what the page's sources give for it, for the AI to choose among where they disagree.
 */
export function readProduct(html: string, pageUrl: string, $: CheerioAPI = loadPage(html)): { product: ExtractedProduct; candidates: ReaderCandidates } {
  const sources = pageSources($);
  const { ld, micro } = sources;
  const name = productName($, pageUrl, text(ld?.name), micro?.name ?? null, text(variantGroup(ld)?.name));
  const photo = readPhoto($, pageUrl, sources, name.heading, platformsOf(html));
  const price = readPrice($, pageUrl, sources, name.heading);
  const description = clean(
    text(ld?.description) ?? meta($, "og:description", "twitter:description") ?? micro?.description ?? meta($, "description"),
    LIMITS.description,
  );
  const title = clean(name.title, LIMITS.title);
  // A page that names no price and shows no product photo (a blog post's share image is not one) describes
  // too little to sell from: "limited data" (001 §4), and the flow goes on with what was found.
  const productPage = Boolean(ld || micro || /product/i.test(meta($, "og:type") ?? ""));
  const productPhoto = photo.designated || (productPage && Boolean(photo.url));
  const product: ExtractedProduct = {
    title,
    description,
    imageUrl: photo.url,
    price: price.amount,
    currency: readCurrency($, pageUrl, sources, price.text),
    brand: clean(text(ld?.brand) ?? meta($, "product:brand", "og:brand") ?? micro?.brand, LIMITS.brand),
    category: clean(text(ld?.category) ?? meta($, "product:category"), LIMITS.category),
    fallback: !title || (!price.amount && !productPhoto),
  };
  const titles = name.candidates.map((candidate) => clean(candidate, LIMITS.title)).filter((candidate): candidate is string => Boolean(candidate));
  return { product, candidates: { title: [...new Set(titles)], price: price.candidates, imageUrl: photo.candidates } };
}

/** Product facts from a page, each field by its rules in order of trust. */
export const extractProduct = (html: string, pageUrl: string, $: CheerioAPI = loadPage(html)): ExtractedProduct => readProduct(html, pageUrl, $).product;
