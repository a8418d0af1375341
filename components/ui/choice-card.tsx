"use client";

import { useId } from "react";
import { cn } from "@/lib/utils";

type Props<T extends string> = {
  name: string;
  value: T;
  checked: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onChoose: (value: T) => void;
  title: string;
  text?: string;
};

/** One choice of a radio group, as a card: the title names it, the text (why it waits, what it does) describes it. */
export function ChoiceCard<T extends string>({ name, value, checked, disabled = false, invalid = false, onChoose, title, text }: Props<T>) {
  const noteId = useId();
  return (
    <div
      className={cn(
        "grid rounded-lg border px-3 pb-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
        checked && "border-primary bg-primary/5",
        invalid && "border-destructive",
        disabled && "bg-muted/40",
      )}
    >
      <label className={cn("flex min-h-11 items-center gap-3 text-sm font-medium", disabled ? "cursor-not-allowed" : "cursor-pointer")}>
        <input
          type="radio"
          name={name}
          value={value}
          className="size-4 shrink-0 accent-primary"
          checked={checked}
          disabled={disabled}
          aria-describedby={text ? noteId : undefined}
          onChange={() => onChoose(value)}
        />
        {title}
      </label>
      {text ? (
        <p id={noteId} className="pl-7 text-xs text-muted-foreground">
          {text}
        </p>
      ) : null}
    </div>
  );
}
