"use client";

import { useRef, useState, type FormEvent } from "react";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import type { FieldErrors } from "@/lib/actions/result";
import type { Check } from "./checks";

/**
 * A form's fields checked in the browser before its action runs, as react-hook-form did here (issue 37: no form
 * library on the page). On submit every field is checked, and the first refused one, in the order of `checks`
 * (the form's), gets the focus; from then on a field is checked again as it changes. `errors` holds each
 * field's message key, the server's field errors too (showServerErrors), until the field changes or the form
 * is sent again. The fields are named inputs (`name`), read from the form when it is sent.
 */
export function useFieldChecks<Field extends string>(checks: Record<Field, Check>) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const sent = useRef(false);
  const fields = Object.keys(checks) as Field[];

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")])) as Record<Field, string>;
  };

  /** For onSubmit: the values to send when every check passes; else null, the problems shown. */
  function checkAll(event: FormEvent<HTMLFormElement>): Record<Field, string> | null {
    event.preventDefault();
    sent.current = true;
    const form = event.currentTarget;
    const values = valuesOf(form);
    const problems = Object.fromEntries(fields.map((field) => [field, checks[field](values[field], values)]));
    setErrors(problems);
    const first = fields.find((field) => problems[field]);
    if (first === undefined) return values;
    (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return null;
  }

  /** For the form's onChange: once it was sent, the changed field is checked again. */
  function recheck(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name;
    if (!sent.current || !Object.hasOwn(checks, field)) return;
    const values = valuesOf(event.currentTarget);
    setErrors((shown) => ({ ...shown, [field]: checks[field as Field](values[field as Field], values) }));
  }

  /** A refusal's field errors, beside their fields (the server's schema has the last word). */
  function showServerErrors(fieldErrors: FieldErrors | undefined) {
    setFieldErrors<Record<Field, string>>((field, { message }) => setErrors((shown) => ({ ...shown, [field]: message })), fieldErrors);
  }

  return { errors, checkAll, recheck, showServerErrors };
}
