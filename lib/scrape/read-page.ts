import { pageEvidence } from "./evidence";
import { extractProduct, type ExtractedProduct } from "./extract-product";
import { loadPage } from "./page-query";

/** What the reader makes of a page: its product facts, and what it shows for the AI to check them against. */
export type PageReading = { product: ExtractedProduct; evidence: { text: string; images: string[] } };

/** Reads a product page, parsed once for both. */
export function readProductPage(html: string, pageUrl: string): PageReading {
  const $ = loadPage(html);
  return { product: extractProduct(html, pageUrl, $), evidence: pageEvidence($, pageUrl) };
}
