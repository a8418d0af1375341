import { formatAmount } from "./currency";

// Amounts travel in message values as minor units beside a `currency` (a publish failure is stored and
// shown later, in the reader's language); they are written out in the reader's locale when shown.
const MONEY_KEYS = ["current", "minimum", "maximum", "recommended", "perSet"] as const;

export type MessageValues = Record<string, string | number>;

export function withMoney(values: MessageValues | undefined, locale: string): MessageValues | undefined {
  const currency = values?.currency;
  if (!values || typeof currency !== "string") return values;
  const shown: MessageValues = { ...values };
  for (const key of MONEY_KEYS) {
    const amount = values[key];
    if (typeof amount === "number") shown[key] = formatAmount(amount, currency, locale);
  }
  return shown;
}
