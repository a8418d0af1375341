// Prices as sellers write them: "R$ 1.299,90", "$1,299.90", "48,00", "1299", "USD 59", "CHF 1'049,95",
// and the offers around them: "de R$ 199 por R$ 149", "10% OFF R$ 89,91", "R$ 1.299,90 ou 12x de R$ 108,33".
import { CURRENCY_SIGN as CURRENCY, currencyFromPriceText } from "./currency";
import { READING_LIMITS } from "./reading-limits";
import {
  allWords,
  alternation,
  CURRENT_PRICE_WORDS,
  INSTALMENT_OF_WORDS,
  INSTALMENT_WORDS,
  INTEREST_FREE_WORDS,
  OLD_PRICE_WORDS,
  PER_MONTH_WORDS,
  SAVING_AFTER_WORDS,
  SAVING_BEFORE_WORDS,
  THOUSAND_WORDS,
  type Words,
} from "./vocabulary";

export interface ParsePriceOptions {
  /** The text is a machine value (content="…", data-price-amount, JSON-LD price): a lone dot is the decimal point ("224.904" → 224.9). */
  machine?: boolean;
}

// Digits grouped by spaces or apostrophes ("90 728.00", "1'049,95"), or by dots and commas; maybe led by a decimal point (".75").
const AMOUNT = /[.,]*\d+(?:(?:[\s'’]\d{3}(?!\d))+(?:[.,]\d+)?|(?:[\d.,]|(?<=[.,])\s(?=\d))*)/g;
// Nothing but spaces and currency between two amounts: "$79.99$39.99", "R$ 89,90 R$ 79,90".
const GLUED = new RegExp(`^\\s*(?:${CURRENCY}\\.?\\s*)?$`, "u");

const wordsBefore = (words: string) => new RegExp(String.raw`(?:^|[^\p{L}])(?:${words})\s*:?\s*(?:${CURRENCY}\s*)?$`, "iu");
const wordsAfter = (words: string) => new RegExp(String.raw`^\s*(?:${CURRENCY}\s*)?(?:${words})(?!\p{L})`, "iu");

const words = (...lists: Words[]) => alternation(allWords(...lists));
// Amounts that are not the price, by what precedes them...
const NOT_PRICE_BEFORE = [
  // an installment: "12x de R$ 10,00", "4 payments of $25"
  wordsBefore(
    String.raw`\d+\s*[x×](?:\s*(?:${words(INTEREST_FREE_WORDS)}))?\s*(?:${words(INSTALMENT_OF_WORDS)})?|(?:${words(INSTALMENT_WORDS)})(?: (?:${words(INTEREST_FREE_WORDS)}))? (?:${words(INSTALMENT_OF_WORDS)})`,
  ),
  wordsBefore(words(SAVING_BEFORE_WORDS)), // a saving: "Economize R$ 50,00"
];
// ...or by what follows them.
const NOT_PRICE_AFTER = [
  /^\s*%/, // a rate: "10% OFF"
  new RegExp(String.raw`^\s*(?:[x×]|(?:(?:${words(INTEREST_FREE_WORDS)}) )?(?:${words(INSTALMENT_WORDS)}))(?!\p{L})`, "iu"), // an installment count: the 12 of "12x de"
  wordsAfter(words(SAVING_AFTER_WORDS)), // a saving: "R$ 50 OFF"
];
// Amounts that are the price only when the text holds no other: an old price ("de R$ 199", "Was $79.99"),
// a monthly rate ("$54.13/mo", a subscription's price when alone) and a unit price ("1,75 zł/kg").
const FALLBACK_BEFORE = wordsBefore(words(OLD_PRICE_WORDS));
const FALLBACK_AFTER = [
  wordsAfter(String.raw`\/\s*m[eêo]s?|\/\s*month|${words(PER_MONTH_WORDS)}`),
  wordsAfter(String.raw`(?:\/|per|pro)\s*(?:\d+\s*)?(?:k?g|m?l|m²?|stk?|un|unid)\.?`),
];
const NEW_PRICE = wordsBefore(words(CURRENT_PRICE_WORDS));
const THOUSAND = wordsAfter(words(THOUSAND_WORDS)); // "R$ 1,5 mil"
// "35€ 99": whole euros and cents split by the sign, French style; not "10€ 20€" nor "79,90 € 69,90 €", two prices.
const EURO_CENTS = /(?<![\d.,])(\d+)\s?€\s?(\d{2})(?![.,]?\d|\s?€)/g;

interface Amount {
  value: number;
  start: number;
  end: number;
  role: "new" | "price" | "fallback";
}

/** The amount in major units, or null when the text holds no price. */
export function parsePrice(text: string | number | null | undefined, options: ParsePriceOptions = {}): number | null {
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? toCents(text) : null;
  if (!text) return null;
  const normal = text
    .slice(0, READING_LIMITS.priceText)
    .replace(/&nbsp;/g, " ")
    .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
    .replace(EURO_CENTS, "$1,$2 €");
  // Three-decimal currencies ("KD 12.500") and machine values write a lone dot as the decimal point.
  const currency = currencyFromPriceText(normal);
  const pointIsDecimal = options.machine === true || (currency !== null && minorDigits(currency) === 3);

  const amounts: Amount[] = [];
  for (const match of normal.matchAll(AMOUNT)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = context(normal, start - READING_LIMITS.priceContext, start);
    const after = normal.slice(end, end + READING_LIMITS.priceContext);
    const notPrice = NOT_PRICE_BEFORE.some((rule) => rule.test(before)) || NOT_PRICE_AFTER.some((rule) => rule.test(after));
    const value = readAmount(match[0], pointIsDecimal) * (THOUSAND.test(after) ? 1000 : 1);
    if (notPrice || toCents(value) <= 0) continue;
    const role = NEW_PRICE.test(before) ? "new" : FALLBACK_BEFORE.test(before) || FALLBACK_AFTER.some((rule) => rule.test(after)) ? "fallback" : "price";
    amounts.push({ value, start, end, role });
  }
  return choose(normal, amounts);
}

// The words before an amount, read in a window so each amount costs the same however long the text. A window
// cut inside the text starts with a letter: its first word is a fragment, and a rule's `^` must not take it whole.
function context(text: string, from: number, to: number): string {
  return from <= 0 ? text.slice(0, to) : `x${text.slice(from, to)}`;
}

// Which amount is the price: the first one the text calls new ("por", "Now"), else the first plain one, else the first fallback.
// Amounts glued to it ("$79.99$39.99", "R$ 89,90 R$ 79,90") make a struck-through pair whose order depends on the theme;
// the old price is always the higher, so the lowest is the price.
function choose(text: string, amounts: Amount[]): number | null {
  const current = amounts.filter((amount) => amount.role === "new");
  const plain = amounts.filter((amount) => amount.role === "price");
  const candidates = current.length > 0 ? current : plain.length > 0 ? plain : amounts;
  const first = candidates[0];
  if (!first) return null;
  let lowest = first.value;
  for (let i = 1; i < candidates.length; i++) {
    const previous = candidates[i - 1] as Amount;
    const next = candidates[i] as Amount;
    if (!GLUED.test(text.slice(previous.end, next.start))) break;
    lowest = Math.min(lowest, next.value);
  }
  return toCents(lowest);
}

function readAmount(token: string, pointIsDecimal: boolean): number {
  let digits = token.replace(/[\s'’]/g, "").replace(/[.,]+$/, "");
  const leading = /^[.,]+/.exec(digits)?.[0] ?? "";
  digits = digits.slice(leading.length);
  if (leading && /^\d+$/.test(digits)) digits = `0.${digits}`;
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the last one is the decimal separator.
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    digits = digits.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? "," : ".";
    const parts = digits.split(separator);
    const tail = parts[parts.length - 1] ?? "";
    // Repeated, or a single one followed by exactly three digits ("1.299", "12,500"): thousands.
    const thousands = parts.length > 2 || (tail.length === 3 && parts[0] !== "0" && !(pointIsDecimal && separator === "."));
    digits = thousands ? parts.join("") : `${parts.slice(0, -1).join("")}.${tail}`;
  }
  const value = Number(digits);
  return Number.isFinite(value) ? value : 0;
}

// Building a NumberFormat costs more than reading a price: one per currency.
const MINOR_DIGITS = new Map<string, number>();
function minorDigits(currency: string): number {
  let digits = MINOR_DIGITS.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    MINOR_DIGITS.set(currency, digits);
  }
  return digits;
}

const toCents = (value: number) => Math.round(value * 100) / 100;
