import { getDomain } from "tldts";
import { CLASSIFIEDS_AND_AUCTIONS, DEAL_SITES, MARKETPLACES, PRICE_COMPARISON } from "./marketplace-domains";

// spec 001 §2, §5: marketplaces are not supported yet (Amazon, Mercado Livre and the like). Classifieds, price
// comparison and deal sites sell other people's goods too: a seller's campaign cannot point at them (decision 032).
const REFUSED_DOMAINS = new Set([MARKETPLACES, PRICE_COMPARISON, CLASSIFIEDS_AND_AUCTIONS, DEAL_SITES].flatMap((sites) => Object.values(sites).flat()));

/** True when the address is on a marketplace's domain (any listed country, any subdomain). */
export function isMarketplace(url: string): boolean {
  let hostname: string;
  try {
    // Read as fetch reads it: lower case, IDN in punycode, no user info.
    hostname = new URL(url).hostname.replace(/\.+$/, "");
  } catch {
    return false;
  }
  // The registrable domain by the Public Suffix List, private section included: loja.myshopify.com is the shop's
  // own, and an IP, localhost or a bare suffix has none.
  const domain = getDomain(hostname, { allowPrivateDomains: true });
  if (domain === null) return false;
  // The host and its parents down to the registrable domain, never above it. The list's domains are registrable
  // ones but amazon.com.be, a name under com.be, which the PSL does not count as a suffix.
  const labels = hostname.split(".");
  const depth = domain.split(".").length;
  return labels.some((_, index) => index <= labels.length - depth && REFUSED_DOMAINS.has(labels.slice(index).join(".")));
}
