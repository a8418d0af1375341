import "server-only";
import { extractProduct, type ExtractedProduct } from "./extract-product";
import { fetchPage, FetchPageError, type FetchFailure, type FetchOptions } from "./fetch-page";
import { isMarketplace } from "./marketplaces";

// spec 001 §8 analysis errors, each a message pair under wizard.analysis.errors.<key>.
export type AnalysisError =
  | "urlRequired"
  | "invalidUrl"
  | "marketplace"
  | "connection"
  | "notFound"
  | "accessDenied"
  | "serverError"
  | "timeout"
  | "productNotIdentified"
  | "generic";

export type ProductAnalysis = ExtractedProduct & { url: string };

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
  too_large: "generic",
};

/** Reads a product page: the address is checked, the page fetched safely and its facts extracted. */
export async function analyzeProductUrl(
  input: string,
  options: FetchOptions = {},
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
    const product = extractProduct(page.html, page.url);
    if (!product.title) return { ok: false, error: "productNotIdentified" };
    return { ok: true, data: { ...product, url: page.url } };
  } catch (error) {
    if (error instanceof FetchPageError) return { ok: false, error: FETCH_ERRORS[error.kind] };
    console.error("[analyze] unexpected failure", error);
    return { ok: false, error: "generic" };
  }
}
