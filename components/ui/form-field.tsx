"use client";

import { useId, type ReactElement, cloneElement } from "react";
import type { MessageValues } from "@/lib/actions/result";
import { Label } from "./label";
import { useMessage } from "./use-message";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * A label, one control, an optional hint and its error (a message key, with its values), wired for
 * screen readers.
 * `alert`: the error is announced as soon as it appears (one the person didn't cause by typing).
 */
export function FormField({
  label,
  error,
  errorValues,
  hint,
  alert = false,
  children,
}: {
  label: string;
  error?: string;
  errorValues?: MessageValues;
  hint?: string;
  alert?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const message = useMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={alert ? "alert" : undefined} className="text-sm text-destructive">
          {message(error, errorValues)}
        </p>
      ) : null}
    </div>
  );
}
