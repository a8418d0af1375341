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
  тг: "KZT",
  грн: "UAH",
  лв: "BGN",
};

/**
 * Signs written for a currency that name no single one: "kr" (four crowns), "lei" (Romania's and Moldova's).
 * Hungary's "Ft" is left out: in a product's name it is the foot ("Cabo HDMI 10 Ft").
 */
export const SHARED_CURRENCY_MARKS = ["kr", "lei"];

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

// ── What a price is called ──────────────────────────────────────────────────────────────────────────────
// In a shop's text, around an amount ("de R$ 199 por R$ 149", "Was $79.99 Now $52", "12x de R$ 10,00").

/** Said before the price paid now. */
export const CURRENT_PRICE_WORDS: Words = {
  en: ["now", "sale price", "sale", "special price", "our price", "only"],
  pt: ["por", "agora", "apenas", "oferta"],
  es: ["ahora"],
  de: ["jetzt", "nur"],
};
/** Said before a former, list or recommended price. */
export const OLD_PRICE_WORDS: Words = {
  en: [
    "was",
    "regular price",
    "regular. price",
    "reg. price",
    "reg price",
    "regular.",
    "regular",
    "reg.",
    "reg",
    "list price",
    "old price",
    "compare at",
    "rrp",
    "msrp",
  ],
  pt: ["de", "antes"],
  de: ["statt", "uvp"],
};
/** Said before the lowest of several prices ("From £3.99", "a partir de R$ 10"). */
export const FROM_PRICE_WORDS: Words = { en: ["from", "just"], pt: ["a partir de"], de: ["ab"] };
/** Said before a saving ("Economize R$ 50,00", "You save $10"). */
export const SAVING_BEFORE_WORDS: Words = { en: ["you save", "save"], pt: ["economize", "economia de", "poupe", "desconto de"] };
/** Said after a saving ("R$ 50 OFF", "R$ 50 de desconto"). */
export const SAVING_AFTER_WORDS: Words = { en: ["off"], pt: ["de desconto"] };
/** What an instalment plan is called ("4 payments of $25", "10 parcelas de R$ 10", "3 vezes sem juros"). */
export const INSTALMENT_WORDS: Words = { en: ["payments", "payment", "installments", "installment"], pt: ["parcelas", "parcela", "vezes"] };
/** Instalments without interest, between the count and the amount. */
export const INTEREST_FREE_WORDS: Words = { en: ["interest-free"], pt: ["sem juros"] };
/** "of" between an instalment count and its amount. */
export const INSTALMENT_OF_WORDS: Words = { en: ["of"], pt: ["de"] };
/** A rate per month after an amount ("$54.13/mo" is written with a slash, kept in the rule). */
export const PER_MONTH_WORDS: Words = { en: ["per month", "a month"], pt: ["por mês"] };
/** "Thousand" after an amount ("R$ 1,5 mil"). */
export const THOUSAND_WORDS: Words = { pt: ["mil"] };

// In a shop's markup: the parts of a class or id ("price-old", "oldPrice", "preco-por"), read as whole words.

/** The markup of a price beside the current one: the old or list price. */
export const OLD_PRICE_MARKUP = [
  "old",
  "was",
  "before",
  "strike",
  "striked",
  "strikethrough",
  "crossed",
  "compare",
  "listprice",
  "regular",
  "msrp",
  "rrp",
  "uvp",
  "original",
  "antigo",
  "de",
];
/** The markup of other amounts beside the price: a saving, an instalment, shipping, a deposit, points. */
export const NOT_PRICE_MARKUP = {
  saving: ["economia", "economize", "save", "saving", "savings", "discount", "desconto", "cashback"],
  instalment: [
    "parcel",
    "parcela",
    "parcelas",
    "parcelado",
    "parcelamento",
    "installment",
    "installments",
    "instalment",
    "juros",
    "monthly",
    "mensal",
    "finance",
    "financing",
    "lease",
  ],
  other: ["from", "frete", "shipping", "unit", "due", "deposit", "signing", "entrada", "reward", "rewards", "points", "pontos"],
} as const;
/** The markup of the current price. */
export const CURRENT_PRICE_MARKUP = [
  "sale",
  "special",
  "final",
  "current",
  "now",
  "new",
  "promo",
  "promocional",
  "promotional",
  "por",
  "atual",
  "actual",
  "best",
  "selling",
  "vista",
  "offer",
  "our",
  "sell",
];
/** Class or id words of an element that shows a price. */
export const PRICE_MARKUP = ["price", "preco", "preço", "valor", "amount", "preis", "prix", "prezzo", "precio"];

// ── Pictures that are not the product's photo ───────────────────────────────────────────────────────────
// Read on a picture's file name (by whole words), its folder, or how its <img> describes itself.

/** What a store shows where a product has no photo ("nopic.jpg", "keinBild.gif", "sem-foto.png"): the no-photo words and their objects. */
export const NO_PHOTO_MARKERS = {
  no: ["no", "kein", "sem"],
  photo: ["pic", "photo", "foto", "image", "img", "imagem", "picture", "bild", "selection"],
  phrases: ["placeholder", "not available", "coming soon"],
} as const;
/** Fillers of lazy loading and spacing, as a file name's first word. */
export const FILLER_NAMES = ["blank", "spacer", "pixel", "transparent", "loading", "loader", "spinner", "lazy", "empty", "1x1", "clear", "grey", "gray"];
/** Words of a site's artwork in a file name: logos, icons, flags, payment and social marks. */
export const ARTWORK_WORDS = [
  ...[
    "logo",
    "logos",
    "sprite",
    "sprites",
    "icon",
    "icons",
    "ico",
    "favicon",
    "banner",
    "arrow",
    "pfeil",
    "seta",
    "flag",
    "badge",
    "selo",
    "rating",
    "stars",
    "star",
    "button",
    "btn",
  ],
  ...["social", "facebook", "twitter", "instagram", "whatsapp", "youtube", "pinterest", "footer", "email"],
  ...["payment", "payments", "pagamento", "pagamentos", "bandeira", "bandeiras", "cart", "carrinho", "paypal", "visa", "mastercard"],
];
/** Folders of the site's artwork or of its brands' logos ("/vendor/samsung.jpg", "/marcas/nike.png"). */
export const ARTWORK_FOLDERS = [
  "vendor",
  "vendors",
  "brand",
  "brands",
  "manufacturer",
  "manufacturers",
  "hersteller",
  "marca",
  "marcas",
  "fabricante",
  "fabricantes",
  "logo",
  "logos",
  "icon",
  "icons",
];
/** How the product's photo describes itself: a product photo, the main one, the zoom. */
export const PHOTO_DESCRIPTIONS = ["product", "photo", "foto", "main", "principal", "hero", "zoom", "gallery", "galeria", "primary"];
