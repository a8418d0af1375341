// Currencies as ISO 4217 codes, from price text ("R$ 89,90"), structured data ("brl", "US$") or the page's locale.

const ISO_CODES = new Set(Intl.supportedValuesOf("currency"));

// Marks that name one currency. A bare "$" (a dozen dollars and pesos) and "kr" (four crowns) name none.
const MARKS: Record<string, string> = {
  R$: "BRL",
  US$: "USD",
  "US $": "USD",
  C$: "CAD",
  CA$: "CAD",
  CAD$: "CAD",
  A$: "AUD",
  AU$: "AUD",
  "AU $": "AUD",
  NZ$: "NZD",
  MX$: "MXN",
  HK$: "HKD",
  S$: "SGD",
  NT$: "TWD",
  "€": "EUR",
  "£": "GBP",
  "￡": "GBP",
  SFr: "CHF",
  "CN¥": "CNY",
  元: "CNY",
  RMB: "CNY",
  "JP¥": "JPY",
  "¥": "JPY",
  円: "JPY",
  "₹": "INR",
  "₩": "KRW",
  원: "KRW",
  "₽": "RUB",
  руб: "RUB",
  zł: "PLN",
  Kč: "CZK",
  "₺": "TRY",
  "₪": "ILS",
  "₫": "VND",
  "₴": "UAH",
  "฿": "THB",
  "₱": "PHP",
  KD: "KWD",
};

const escape = (value: string) => value.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&");
// Longest first, so "US$" is read before "S$"; not inside a Latin word ("KD" in "KDE" is no dinar).
const MARK = new RegExp(
  `(?<![A-Za-z])(?:${Object.keys(MARKS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![A-Za-z])`,
  "u",
);
// A written-out code counts only next to an amount: "ALL", "TOP" and "CUP" are currencies too.
const CODE = /(?<![\p{L}\p{N}])([A-Z]{3})\s?[\d.,]*\d|\d\s?([A-Z]{3})(?!\p{L})/gu;

/** The currency the price text names without ambiguity ("R$ 89,90" → "BRL", "59 BRL" → "BRL"), or null ("$ 59"). */
export function currencyFromPriceText(text: string): string | null {
  const mark = MARK.exec(text);
  const code = [...text.matchAll(CODE)].find((match) => ISO_CODES.has(match[1] ?? match[2] ?? ""));
  const found = code && (!mark || code.index < mark.index) ? (code[1] ?? code[2]) : mark && MARKS[mark[0]];
  // "¥" is the yen unless the text says yuan.
  if (found === "JPY" && /元|CN¥|RMB/.test(text)) return "CNY";
  return found ?? null;
}

/** A currency from structured data ("brl", "R$", "US$") as its ISO code; null for "$" and for codes that are no currency. */
export function normaliseCurrency(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (/^[a-z]{3}$/i.test(trimmed)) return ISO_CODES.has(trimmed.toUpperCase()) ? trimmed.toUpperCase() : null;
  return trimmed ? currencyFromPriceText(trimmed) : null;
}

const EURO = ["at", "be", "cy", "de", "ee", "es", "fi", "fr", "gr", "hr", "ie", "it", "lt", "lu", "lv", "mt", "nl", "pt", "si", "sk"];
// Country (ISO 3166 region, lower case, as in a country-code domain) → currency.
const COUNTRY_CURRENCY: Record<string, string> = {
  ...Object.fromEntries(EURO.map((country) => [country, "EUR"])),
  eu: "EUR",
  br: "BRL",
  us: "USD",
  gb: "GBP",
  uk: "GBP",
  ch: "CHF",
  li: "CHF",
  ca: "CAD",
  au: "AUD",
  nz: "NZD",
  mx: "MXN",
  ar: "ARS",
  cl: "CLP",
  pe: "PEN",
  uy: "UYU",
  jp: "JPY",
  cn: "CNY",
  in: "INR",
  kr: "KRW",
  sg: "SGD",
  hk: "HKD",
  tw: "TWD",
  se: "SEK",
  no: "NOK",
  dk: "DKK",
  pl: "PLN",
  cz: "CZK",
  hu: "HUF",
  ro: "RON",
  tr: "TRY",
  il: "ILS",
  za: "ZAR",
  ae: "AED",
  sa: "SAR",
  ru: "RUB",
  ua: "UAH",
};

/**
 * The currency a page's locale implies: its country-code domain (".com.br" → "BRL"), else its lang's region ("pt-BR" → "BRL").
 * Null for a generic domain without a regional lang (".com", lang "en"). The domain wins because templates often leave lang at "en-US".
 */
export function currencyFromLocale(input: { lang?: string | null; hostname?: string | null }): string | null {
  const tld = input.hostname?.toLowerCase().replace(/\.$/, "").split(".").pop() ?? "";
  const region = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})\b/i.exec(input.lang?.trim() ?? "")?.[1]?.toLowerCase() ?? "";
  return COUNTRY_CURRENCY[tld] ?? COUNTRY_CURRENCY[region] ?? null;
}

const GENERIC_TLDS = new Set(["com", "net", "org", "us", "shop", "store", "biz", "info"]);

/** A bare "$" on a site without a country domain: US dollars (".com.ar", ".com.mx"… are read by currencyFromLocale). */
export function currencyOfDollarSign(hostname: string | null | undefined): string | null {
  const tld = hostname?.toLowerCase().split(".").pop();
  return tld && GENERIC_TLDS.has(tld) ? "USD" : null;
}
