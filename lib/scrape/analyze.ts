import "server-only";
import type OpenAI from "openai";
import { enrichProduct } from "@/lib/ai/enrich-product";
import { getOpenAI } from "@/lib/ai/openai";
import { requestLogger } from "@/lib/log/request";
import type { ExtractedProduct } from "./extract-product";
import { fetchPage, FetchPageError, type FetchFailure, type FetchOptions } from "./fetch-page";
import { limitedReading } from "./limited-reading";
import { isMarketplace } from "./marketplaces";
import type { PageKind } from "./page-kind";
import { isPhotoAddress } from "./product-image";
import { PRODUCT_LIMITS } from "./product-limits";
import { readerPool, type ReaderPool } from "./reader-pool";

// spec 001 §8 analysis errors, each a message pair under wizard.analysis.errors.<key>.
export type AnalysisError =
  "urlRequired" | "invalidUrl" | "marketplace" | "connection" | "notFound" | "accessDenied" | "serverError" | "timeout" | "productNotIdentified" | "generic";

/**
 * What was read, and which of the facts a campaign uses were found (a limited reading names its gaps); what
 * kind of page it is, and the page's photos the seller may choose the product's from.
 */
export type ProductAnalysis = ExtractedProduct & {
  url: string;
  found: { title: boolean; price: boolean; image: boolean; description: boolean };
  page: PageKind;
  images: string[];
};

const FETCH_ERRORS: Record<FetchFailure, AnalysisError> = {
  invalid_url: "invalidUrl",
  blocked: "generic",
  network: "connection",
  not_found: "notFound",
  forbidden: "accessDenied",
  server_error: "serverError",
  http_error: "generic",
  timeout: "timeout",
  not_html: "generic",
  not_image: "generic",
  too_large: "generic",
};

/** Reads a product page: the address is checked, the page fetched safely and its facts extracted. */
export async function analyzeProductUrl(
  input: string,
  options: FetchOptions & { ai?: OpenAI | null; reader?: ReaderPool } = {},
): Promise<{ ok: true; data: ProductAnalysis } | { ok: false; error: AnalysisError }> {
  const raw = input.trim();
  if (!raw) return { ok: false, error: "urlRequired" };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: "invalidUrl" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, error: "invalidUrl" };
  if (isMarketplace(url.toString())) return { ok: false, error: "marketplace" };
  try {
    const page = await fetchPage(url.toString(), options);
    // A redirect may land on a marketplace too.
    if (isMarketplace(page.url)) return { ok: false, error: "marketplace" };
    const read = await (options.reader ?? readerPool()).read(page.html, page.url);
    if (!read.ok) (await requestLogger()).warn({ reason: read.reason, detail: read.detail, url: page.url }, "[analyze] page not read in full: limited data");
    // With an OpenAI key the model completes what the page reader missed; without, the reading stands. A page the
    // reader could not finish gives the model nothing to check its answers against: its title stands alone, and
    // the page is of no known kind. An article has no product for the model to complete.
    const kind: PageKind = read.ok ? read.reading.kind : "other";
    const product = !read.ok
      ? limitedReading(page.html)
      : kind === "article"
        ? read.reading.product
        : await enrichProduct(read.reading.product, read.reading.evidence, options.ai === undefined ? getOpenAI() : options.ai);
    if (!product.title) return { ok: false, error: "productNotIdentified" };
    const found = { title: true, price: product.price !== null, image: product.imageUrl !== null, description: product.description !== null };
    // The photos to choose the product's from: the one read first, then the page's others.
    const photos = [product.imageUrl, ...(read.ok ? read.reading.evidence.images : [])].filter(isPhotoAddress);
    const images = [...new Set(photos)].filter((url) => url.length <= PRODUCT_LIMITS.photoUrl).slice(0, PRODUCT_LIMITS.photos);
    return { ok: true, data: { ...product, url: page.url, found, page: kind, images } };
  } catch (error) {
    if (error instanceof FetchPageError) return { ok: false, error: FETCH_ERRORS[error.kind] };
    (await requestLogger()).error({ err: error }, "[analyze] unexpected failure");
    return { ok: false, error: "generic" };
  }
}
