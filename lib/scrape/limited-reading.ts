import * as cheerio from "cheerio";
import type { ExtractedProduct } from "./extract-product";
import { PRODUCT_LIMITS } from "./product-limits";
import { READING_LIMITS } from "./reading-limits";

const TITLE_OPEN = /<title(?:\s[^<>]{0,200})?>/i;
const TITLE_CLOSE = /<\/title/gi;

/**
 * What can be said of a page the reader could not finish (over its budget, or no thread to read it): its
 * <title>, found by a scan that stays linear on any page, and "limited data" (spec 001 §4) for the rest.
 */
export function limitedReading(html: string): ExtractedProduct {
  return { title: pageTitle(html), description: null, imageUrl: null, price: null, currency: null, brand: null, category: null, fallback: true };
}

function pageTitle(html: string): string | null {
  const open = TITLE_OPEN.exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  TITLE_CLOSE.lastIndex = start;
  const end = Math.min(TITLE_CLOSE.exec(html)?.index ?? html.length, start + READING_LIMITS.nameText);
  const title = cheerio
    .load(`<p>${html.slice(start, end)}</p>`)
    .text()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, PRODUCT_LIMITS.title);
  return title || null;
}
