import { currencyOffset, decimalsOf } from "./currency";

// A budget as a seller types it, in Brazilian or English writing ("1.500,00", "1,500.00", "1500",
// "R$ 20", "20,5"), read by one rule for the wizard, the edit page and the server:
// - spaces and the account currency's own sign or code ("R$", "US$", "$", "BRL") at either end are dropped;
// - the last separator ("," or ".") is the decimal mark when at most the currency's decimals follow it;
// - every other separator groups thousands: one kind only, never the decimal mark's, in groups of three;
// - anything else (letters, a minus, "1.50.000", "20,555" read as decimals, "US$" in a BRL account) is refused.
// The amount comes back in the currency's minor units, never rounded.

export type BudgetInputError = "campaignConfig.errors.budgetRequired" | "campaignConfig.errors.budgetInvalid" | "campaignConfig.errors.budgetInvalidWhole";
export type BudgetInput = { ok: true; minor: number } | { ok: false; error: BudgetInputError };

/** A budget that is not an amount: whole units only in a currency without decimals (yen, pesos...). */
export const budgetInvalidKey = (currency: string): BudgetInputError =>
  decimalsOf(currency) ? "campaignConfig.errors.budgetInvalid" : "campaignConfig.errors.budgetInvalidWhole";

// The ways the currency is written in the product's languages: "R$", "US$" and "$", "¥" and "JP¥", its code.
const SIGN_LOCALES = ["en", "pt-BR"] as const;
const signsCache = new Map<string, string[]>();
function signsOf(currency: string): string[] {
  let signs = signsCache.get(currency);
  if (!signs) {
    const found = new Set([currency.toLowerCase()]);
    for (const locale of SIGN_LOCALES)
      for (const currencyDisplay of ["symbol", "narrowSymbol"] as const) {
        const part = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay }).formatToParts(0).find((item) => item.type === "currency");
        if (part) found.add(part.value.toLowerCase());
      }
    // Longest first, so "US$" is dropped whole rather than leaving "US".
    signs = [...found].sort((a, b) => b.length - a.length);
    signsCache.set(currency, signs);
  }
  return signs;
}

function withoutSign(text: string, currency: string): string {
  const lower = text.toLowerCase();
  for (const sign of signsOf(currency)) {
    if (lower.startsWith(sign)) return text.slice(sign.length);
    if (lower.endsWith(sign)) return text.slice(0, text.length - sign.length);
  }
  return text;
}

/** Digits grouped by thousands with one separator ("1.500.000"), or plain digits; null otherwise. */
function groupedDigits(text: string, decimalMark: string | null): string | null {
  if (/^\d*$/.test(text)) return text;
  const separators = new Set(text.replace(/\d/g, ""));
  if (separators.size !== 1) return null;
  const [separator] = separators as unknown as [string];
  if (separator === decimalMark) return null;
  const groups = text.split(separator);
  const [first, ...rest] = groups as [string, ...string[]];
  if (!/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join("");
}

export function parseBudgetInput(text: string, currency: string): BudgetInput {
  // Intl refuses a malformed code with a throw: such a "currency" reads nothing.
  if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, error: "campaignConfig.errors.budgetInvalid" };
  const compact = text.replace(/\s/g, "");
  if (!compact) return { ok: false, error: "campaignConfig.errors.budgetRequired" };
  const invalid: BudgetInput = { ok: false, error: budgetInvalidKey(currency) };
  const body = withoutSign(compact, currency).replace(/\s/g, "");
  if (!/^[\d.,]*\d[\d.,]*$/.test(body)) return invalid;

  const decimals = decimalsOf(currency);
  const markAt = Math.max(body.lastIndexOf(","), body.lastIndexOf("."));
  const after = markAt < 0 ? "" : body.slice(markAt + 1);
  const isDecimal = markAt >= 0 && after.length <= decimals && (after.length > 0 || markAt === body.length - 1);
  const whole = groupedDigits(isDecimal ? body.slice(0, markAt) : body, isDecimal ? body[markAt]! : null);
  if (whole === null) return invalid;
  const fraction = isDecimal ? after.padEnd(decimals, "0") : "0";
  const minor = Number(whole || "0") * currencyOffset(currency) + Number(fraction || "0");
  return Number.isSafeInteger(minor) ? { ok: true, minor } : invalid;
}
