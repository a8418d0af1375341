import type { ReaderCandidates } from "./candidates";
import { pageEvidence } from "./evidence";
import { readProduct, type ExtractedProduct } from "./extract-product";
import { pageKind, type PageKind } from "./page-kind";
import { loadPage } from "./page-query";

/**
 * What the reader makes of a page: its product facts, what kind of page it is, and what it shows for the AI
 * to check them against, with what each of its sources gave where the AI may choose among them.
 */
export type PageReading = { product: ExtractedProduct; kind: PageKind; evidence: { text: string; images: string[]; candidates: ReaderCandidates } };

/** Reads a product page, parsed once for all three. */
export function readProductPage(html: string, pageUrl: string): PageReading {
  const $ = loadPage(html);
  const { product, candidates } = readProduct(html, pageUrl, $);
  return { product, kind: pageKind($, product.price), evidence: { ...pageEvidence($, pageUrl), candidates } };
}
