"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { MessageValues } from "@/lib/actions/result";
import { parseBudgetInput, type BudgetInputError } from "@/lib/money/budget-input";
import { amountDigits, decimalsOf, toMajor } from "@/lib/money/currency";
import { FormField } from "./form-field";
import { Input } from "./input";

/** An amount as the budget field writes it, in the reader's locale: "1.500,00" in Portuguese, "1,500.00" in English. */
export function useAmountText() {
  const format = useFormatter();
  return useCallback((minor: number, currency: string) => format.number(toMajor(minor, currency), amountDigits(currency)), [format]);
}

type Props = {
  label: string;
  currency: string;
  /** What the field shows: kept exactly as typed while editing. */
  text: string;
  onTextChange: (text: string) => void;
  /** On blur, the amount read from the text (raised to `minimum` when one is given and it is below). */
  onAmount: (minor: number) => void;
  /** On blur, why the text is not an amount (letters, ambiguous separators...). */
  onInvalid: (error: BudgetInputError) => void;
  /** When set, an amount below it is raised to it on blur, and the field says so. */
  minimum?: number;
  error?: string;
  errorValues?: MessageValues;
  hint?: string;
  name?: string;
};

/**
 * The daily budget as sellers write it ("1.500,00", "1,500.00", "R$ 20": lib/money/budget-input.ts).
 * The text is never rewritten while typing; on blur a valid amount is written back in the reader's
 * format, and a raise to the minimum is explained beside the field instead of happening silently.
 */
export function BudgetField({ label, currency, text, onTextChange, onAmount, onInvalid, minimum, error, errorValues, hint, name }: Props) {
  const t = useTranslations("campaignConfig");
  const format = useFormatter();
  const amountText = useAmountText();
  // The minimum applied on the last blur, and the text it produced: said until the text changes.
  const [raised, setRaised] = useState<{ text: string; minimum: number } | null>(null);

  function commit() {
    const parsed = parseBudgetInput(text, currency);
    if (!parsed.ok) return onInvalid(parsed.error);
    const amount = minimum !== undefined && parsed.minor < minimum ? minimum : parsed.minor;
    const shown = amountText(amount, currency);
    setRaised(amount === parsed.minor ? null : { text: shown, minimum: amount });
    onTextChange(shown);
    onAmount(amount);
  }

  const note =
    raised && raised.text === text
      ? t("minimumApplied", { minimum: format.number(toMajor(raised.minimum, currency), { style: "currency", currency, ...amountDigits(currency) }) })
      : null;
  return (
    <div className="grid gap-1.5">
      <FormField label={label} error={error} errorValues={errorValues} hint={hint}>
        <Input
          name={name}
          inputMode={decimalsOf(currency) ? "decimal" : "numeric"}
          autoComplete="off"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={commit}
        />
      </FormField>
      {/* Always present, so the note is announced when it appears. */}
      <p role="status" className="text-sm font-medium text-amber-800 empty:hidden">
        {note}
      </p>
    </div>
  );
}
