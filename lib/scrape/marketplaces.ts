// spec 001 §2, §5: marketplaces are not supported yet (Amazon, Mercado Livre and the like). Classifieds and
// deal sites sell other people's goods too: a seller's campaign cannot point at them.
const MARKETPLACE_DOMAINS = [
  "amazon",
  "mercadolivre",
  "mercadolibre",
  "shopee",
  "magazineluiza",
  "magalu",
  "aliexpress",
  "ebay",
  "americanas",
  "shein",
  "etsy",
  "walmart",
  "casasbahia",
  "pontofrio",
  "submarino",
  "extra",
  "carrefour",
  "temu",
  "wish",
  "olx",
  "enjoei",
  "netshoes",
  "kabum",
  "rakuten",
  "alibaba",
  "dhgate",
  "craigslist",
  "groupon",
  "mercadoshops",
  "elo7",
  "zoom",
  "buscape",
  "promobit",
  "pelando",
  "gumtree",
  "kijiji",
  // other countries' large marketplaces
  "yandex",
  "ozon",
  "wildberries",
  "allegro",
  "cdiscount",
  "flipkart",
  "taobao",
  "tmall",
  "lazada",
  "tokopedia",
  "emag",
  "pcstore",
];

/** True when the address belongs to a marketplace (any country's domain, any subdomain). */
export function isMarketplace(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const labels = host.split(".");
  // The registrable name is the label before the public suffix: amazon.com.br, www.ebay.co.uk, etsy.com.
  return labels.some((label, index) => index < labels.length - 1 && MARKETPLACE_DOMAINS.includes(label) && isNameLabel(labels, index));
}

const SECOND_LEVEL = new Set(["com", "co", "net", "org", "gov", "edu"]);

function isNameLabel(labels: string[], index: number): boolean {
  const rest = labels.slice(index + 1);
  return rest.length === 1 || (rest.length === 2 && (SECOND_LEVEL.has(rest[0]!) || rest[0]!.length <= 3));
}
