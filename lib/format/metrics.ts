// Number formats of the dashboard (spec 000 §2, §9): K at 1,000, M at 1,000,000; money in whole units;
// CTR with two decimals and %; ROAS with one decimal and x.
import { formatAmount } from "@/lib/money/currency";

export function abbreviate(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

/** Money from the currency's minor units (Meta's offsets: yen has none); whole units unless `cents` is asked for. */
export function formatMoney(minor: number, currency = "USD", options: { cents?: boolean } = {}): string {
  return formatAmount(minor, currency, "en-US", { whole: !options.cents });
}

export const formatCtr = (ctr: number) => `${ctr.toFixed(2)}%`;
export const formatRoas = (roas: number | null) => (roas === null ? "-" : `${roas.toFixed(1)}x`);

/** Sums spend per currency, e.g. "$1,200 · R$300"; "$0" when there is none. */
export function formatSpendTotals(items: { spend: number; currency: string }[]): string {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.spend);
  if (totals.size === 0) return formatMoney(0);
  return [...totals].map(([currency, spend]) => formatMoney(spend, currency)).join(" · ");
}

export function averageRoas(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
}
