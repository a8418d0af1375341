"use client";

import { useState } from "react";
import { callAction } from "@/components/ui/call-action";
import { useMessage } from "@/components/ui/use-message";
import type { FieldOptions } from "@/components/campaigns/copy-options";
import type { AudienceCopy, ProductForGeneration } from "@/lib/ai/generated-ad";
import { suggestCopyAction } from "@/lib/wizard/actions";

type Field = "title" | "primaryText";
const SHOWN = 4;

/**
 * Issue 35: one ad set's copy alternatives: those the AI wrote for its audience, then any asked for
 * since, newest first; what the field already holds is not offered. Asking again for one field leaves
 * the other alone.
 */
export function useCopyOptions(
  written: AudienceCopy | undefined,
  context: { product: ProductForGeneration; audience: readonly string[]; values: Record<Field, string>; use: (field: Field, text: string) => void },
): Record<Field, FieldOptions> {
  const message = useMessage();
  const [asked, setAsked] = useState<Record<Field, string[]>>({ title: [], primaryText: [] });
  const [pending, setPending] = useState<Field | null>(null);
  const [errors, setErrors] = useState<Record<Field, string | null>>({ title: null, primaryText: null });

  const choicesOf = (field: Field) => [...new Set([...asked[field], ...(written?.[field] ?? [])])].filter((text) => text !== context.values[field]);

  async function more(field: Field) {
    setPending(field);
    setErrors((current) => ({ ...current, [field]: null }));
    const answer = await callAction(suggestCopyAction, {
      product: context.product,
      audience: [...context.audience],
      field,
      current: [context.values[field], ...choicesOf(field)].slice(0, 10),
    });
    setPending(null);
    if (answer.ok) setAsked((current) => ({ ...current, [field]: [...answer.data.options, ...current[field]] }));
    else setErrors((current) => ({ ...current, [field]: message(answer.error ?? "errors.unexpected", answer.values) }));
  }

  const optionsOf = (field: Field): FieldOptions => ({
    choices: choicesOf(field).slice(0, SHOWN),
    onUse: (text) => context.use(field, text),
    onMore: () => void more(field),
    pending: pending === field,
    error: errors[field],
  });
  return { title: optionsOf("title"), primaryText: optionsOf("primaryText") };
}
