import { pageEvidence } from "./evidence";
import { extractProduct, type ExtractedProduct } from "./extract-product";
import { pageKind, type PageKind } from "./page-kind";
import { loadPage } from "./page-query";

/** What the reader makes of a page: its product facts, what kind of page it is, and what it shows for the AI to check them against. */
export type PageReading = { product: ExtractedProduct; kind: PageKind; evidence: { text: string; images: string[] } };

/** Reads a product page, parsed once for all three. */
export function readProductPage(html: string, pageUrl: string): PageReading {
  const $ = loadPage(html);
  const product = extractProduct(html, pageUrl, $);
  return { product, kind: pageKind($, product.price), evidence: pageEvidence($, pageUrl) };
}
