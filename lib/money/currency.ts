// Money as Meta's Marketing API counts it: integers in the ad account currency's unit times its offset
// (developers.facebook.com/docs/marketing-api/currencies, "Currency Codes": offset 1 for the currencies
// below, 100 for every other). Budgets, minimums and spend are kept in these minor units everywhere.
const OFFSET_ONE = new Set(["CLP", "COP", "CRC", "HUF", "IDR", "ISK", "JPY", "KRW", "PYG", "TWD", "VND"]);

export const DEFAULT_CURRENCY = "BRL";
export const currencyCode = /^[A-Z]{3}$/;

export const currencyOffset = (currency: string): 1 | 100 => (OFFSET_ONE.has(currency) ? 1 : 100);

/** How many decimals an amount in this currency may have (0 or 2). */
export const decimalsOf = (currency: string): 0 | 2 => (currencyOffset(currency) === 1 ? 0 : 2);

export const toMajor = (minor: number, currency: string) => minor / currencyOffset(currency);

/** An amount Meta sends in whole units as text ("12.34", or "1234" in yen) → minor units. */
export const majorTextToMinor = (text: string | number | undefined, currency: string): number => {
  const value = Number(text ?? 0);
  return Number.isFinite(value) ? Math.round(value * currencyOffset(currency)) : 0;
};

/**
 * "20,5" or "20.50" → 2050 in reais; "1500" → 1500 in yen. NaN when the text is not an amount with at
 * most the currency's decimals (never rounded: "20.005" is refused, not read as 20.01).
 */
export function parseAmount(text: string, currency: string): number {
  const compact = text.trim().replace(/\s/g, "");
  const decimals = decimalsOf(currency);
  const pattern = decimals ? /^\d+(?:[.,]\d{1,2})?$/ : /^\d+$/;
  if (!pattern.test(compact)) return Number.NaN;
  return Math.round(Number(compact.replace(",", ".")) * currencyOffset(currency));
}

/** The amount as the budget field shows it: "120,00" with a decimal comma, "120.00" without, "1500" in yen. */
export function amountText(minor: number, currency: string, decimalComma = false): string {
  const text = toMajor(minor, currency).toFixed(decimalsOf(currency));
  return decimalComma ? text.replace(".", ",") : text;
}

/** "R$ 20,00", "US$ 20.00", "¥1,500": minor units in the reader's locale, with the currency's decimals. */
export function formatAmount(minor: number, currency: string, locale: string, options: { whole?: boolean } = {}): string {
  const digits = options.whole ? 0 : decimalsOf(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    toMajor(minor, currency),
  );
}

/** "R$", "US$" or "$", "¥": the currency's sign as the reader's locale writes it. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
