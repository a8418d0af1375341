// Currencies as ISO 4217 codes, from price text ("R$ 89,90"), structured data ("brl", "US$") or the page's locale.

import { alternation, COUNTRY_CURRENCY, CURRENCY_MARKS as MARKS, GENERIC_TLDS, ISO_CURRENCY_CODES as ISO_CODES, SHARED_CURRENCY_MARKS } from "./vocabulary";

/**
 * A currency sign as a price is written with it, the one definition the reader's rules share (a regular
 * expression's source, Unicode mode): a currency symbol, maybe led by a country's letters ("R$", "US$", "€");
 * a mark of the vocabulary ("zł", "руб", "kr"); or a written-out ISO 4217 code ("EUR 59"). Not inside a word.
 */
export const CURRENCY_SIGN = `(?:[A-Z]{0,3} ?\\p{Sc}|(?<!\\p{L})(?:${alternation([...Object.keys(MARKS), ...SHARED_CURRENCY_MARKS, ...ISO_CODES])})(?!\\p{L}))`;

/** Whether a text writes "$" with no country's letters before it ("$ 59", not "R$ 59" nor "US$ 59"). */
export const writesDollarSign = (value: string | null | undefined) => Boolean(value && /(?:^|[^A-Za-z])\$/.test(value));

// Longest first, so "US$" is read before "S$"; not inside a Latin word ("KD" in "KDE" is no dinar).
const MARK = new RegExp(`(?<![A-Za-z])(?:${alternation(Object.keys(MARKS))})(?![A-Za-z])`, "u");
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

/**
 * The currency a page's locale implies: its country-code domain (".com.br" → "BRL"), else its lang's region ("pt-BR" → "BRL").
 * Null for a generic domain without a regional lang (".com", lang "en"). The domain wins because templates often leave lang at "en-US".
 */
export function currencyFromLocale(input: { lang?: string | null; hostname?: string | null }): string | null {
  const tld = input.hostname?.toLowerCase().replace(/\.$/, "").split(".").pop() ?? "";
  const region = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})\b/i.exec(input.lang?.trim() ?? "")?.[1]?.toLowerCase() ?? "";
  return COUNTRY_CURRENCY[tld] ?? COUNTRY_CURRENCY[region] ?? null;
}

/** A bare "$" on a site without a country domain: US dollars (".com.ar", ".com.mx"… are read by currencyFromLocale). */
export function currencyOfDollarSign(hostname: string | null | undefined): string | null {
  const tld = hostname?.toLowerCase().split(".").pop();
  return tld && GENERIC_TLDS.has(tld) ? "USD" : null;
}
