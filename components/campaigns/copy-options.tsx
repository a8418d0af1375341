"use client";

import { Loader2, RefreshCw } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";

export type FieldOptions = {
  /** Other texts for the field, written for the set's audience; one tap puts one in the field. */
  choices: readonly string[];
  onUse: (text: string) => void;
  /** Asks the AI for new options for this field only; absent where the AI cannot be asked. */
  onMore?: () => void;
  pending?: boolean;
  /** A failure of the last request, already in the seller's words. */
  error?: string | null;
};

/** Issue 35: the alternatives of one copy field, under it, with a way to ask for others. */
export function CopyOptions({ field, options }: { field: "title" | "primaryText"; options: FieldOptions }) {
  const t = useTranslations("wizard.adSets.options");
  const labelId = useId();
  const fieldName = t(field === "title" ? "fieldTitle" : "fieldText");
  return (
    <div className="grid gap-2" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs text-muted-foreground">
        {t("label", { field: fieldName })}
      </p>
      {options.choices.length ? (
        <ul className="flex flex-wrap gap-2">
          {options.choices.map((choice) => (
            <li key={choice} className="min-w-0 max-w-full">
              <button
                type="button"
                className="min-h-11 max-w-full rounded-md border bg-background px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t("use", { text: choice })}
                onClick={() => options.onUse(choice)}
              >
                {choice}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {options.onMore ? (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" disabled={options.pending} onClick={options.onMore}>
          {options.pending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          {options.pending ? t("regenerating") : t("regenerate")}
        </Button>
      ) : null}
      {options.error ? (
        <p role="alert" className="text-xs text-destructive">
          {options.error}
        </p>
      ) : null}
    </div>
  );
}
