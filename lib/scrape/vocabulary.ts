// The product reader's vocabulary (issue 36): the words, signs and markers its rules read pages by, as data,
// each list by role and, for words, by language. The rules (price.ts, visible-price.ts, product-title.ts,
// product-image.ts, currency.ts) build their patterns from these; no rule writes a word of its own.

type Language = "en" | "pt" | "es" | "de" | "fr";
/** Words of one role, by the language they are written in. */
export type Words = Readonly<Partial<Record<Language, readonly string[]>>>;

/** Every word of a role, whatever its language. */
export const allWords = (...lists: Words[]): string[] => lists.flatMap((words) => Object.values(words).flat());

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Words as one regular-expression alternative, longest first (so "sale price" is tried before "sale"). */
export const alternation = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

// ── Currencies ──────────────────────────────────────────────────────────────────────────────────────────

/** ISO 4217 codes the runtime knows. */
export const ISO_CURRENCY_CODES = new Set(Intl.supportedValuesOf("currency"));

// Marks that name one currency. A bare "$" (a dozen dollars and pesos) and "kr" (four crowns) name none.
export const CURRENCY_MARKS: Record<string, string> = {
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

const EURO_COUNTRIES = ["at", "be", "cy", "de", "ee", "es", "fi", "fr", "gr", "hr", "ie", "it", "lt", "lu", "lv", "mt", "nl", "pt", "si", "sk"];
// Country (ISO 3166 region, lower case, as in a country-code domain) → currency.
export const COUNTRY_CURRENCY: Record<string, string> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, "EUR"])),
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

/** Domains of no country: a bare "$" on one is the US dollar. */
export const GENERIC_TLDS = new Set(["com", "net", "org", "us", "shop", "store", "biz", "info"]);
