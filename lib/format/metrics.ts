// Figures of the dashboard and the campaign pages (spec 000 §2, §9) in the reader's locale, through
// next-intl's formatter (Intl underneath): compact counts ("47K" in English, "47 mil" in Portuguese),
// money in its own currency and decimals ("R$ 0,71"), CTR as a percentage with two decimals, ROAS with
// one. The "x" after a ROAS and the "-" for an unknown one are message texts (campaigns.metrics).
import type { createFormatter } from "next-intl";
import { decimalsOf, toMajor } from "@/lib/money/currency";

/** What `useFormatter()` and `getFormatter()` return. */
export type Formatter = ReturnType<typeof createFormatter>;

/** 999 → "999"; 47,000 → "47K" / "47 mil"; 1,500,000 → "1.5M" / "1,5 mi" (K at 1,000, M at 1,000,000). */
export function compact(format: Formatter, value: number): string {
  return format.number(value, { notation: "compact", maximumFractionDigits: 1 });
}

/** An amount in the currency's minor units (Meta's offsets: yen has none), in whole units unless `cents`. */
export function money(format: Formatter, minor: number, currency: string, options: { cents?: boolean } = {}): string {
  const digits = options.cents ? decimalsOf(currency) : 0;
  return format.number(toMajor(minor, currency), { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** CTR is stored as a percentage (2.54 means 2.54 %): "2.54%" / "2,54%". */
export function percent(format: Formatter, ctr: number): string {
  return format.number(ctr / 100, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A ROAS figure with one decimal: "3.9" / "3,9" (the message adds the "x"). */
export function roasFigure(format: Formatter, roas: number): string {
  return format.number(roas, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Spend summed per currency, largest first ("R$ 1.200 e US$ 300"); zero in `emptyCurrency` when there is none. */
export function spendTotals(format: Formatter, totals: { currency: string; amount: number }[], emptyCurrency: string): string {
  if (!totals.length) return money(format, 0, emptyCurrency);
  const shown = [...totals].sort((a, b) => toMajor(b.amount, b.currency) - toMajor(a.amount, a.currency));
  return format.list(
    shown.map((total) => money(format, total.amount, total.currency)),
    { type: "unit", style: "short" },
  );
}

/** A day as a date with numbers ("11/23/2026" / "23/11/2026"), in the app's time zone. */
export const NUMERIC_DATE = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
