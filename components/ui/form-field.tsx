"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactElement, cloneElement } from "react";
import { Label } from "./label";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/** A label, one control and its error (a message key), wired for screen readers. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactElement<ControlProps>;
}) {
  const t = useTranslations();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {t.has(error) ? t(error) : error}
        </p>
      ) : null}
    </div>
  );
}
