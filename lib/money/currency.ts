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

/** Intl number options that write an amount with exactly the currency's decimals ("1.500,00", "¥1,500"). */
export const amountDigits = (currency: string) => {
  const digits = decimalsOf(currency);
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
};

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
