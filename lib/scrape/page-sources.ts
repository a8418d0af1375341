import type { CheerioAPI } from "cheerio";
import { jsonLdProducts, offerPrice, type Json } from "./json-ld";
import { microdata, type Microdata } from "./microdata";

/** The page's structured statements about its product: its JSON-LD Product and offer, and its microdata. */
export type PageSources = { ld: Json | null; ldOffer: { price: string | null; currency: string | null }; micro: Microdata | null };

export function pageSources($: CheerioAPI): PageSources {
  const ld = jsonLdProducts($)[0] ?? null;
  return { ld, ldOffer: ld ? offerPrice(ld.offers) : { price: null, currency: null }, micro: microdata($) };
}
