"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { failureText } from "@/components/admin/setting-result-text";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/lib/actions/result";

export type ApiTestName = "openai" | "extraction" | "replicate" | "meta";
export type ApiTestOutcome<T> = { ok: true; data: T } | { ok: false; text: string };

// One /api-test run: busy while the server works, then the outcome and its translated toast (spec 000 §8).
export function useApiTest<I, T>(name: ApiTestName, action: (input: I) => Promise<ActionResult<T>>) {
  const t = useTranslations();
  const [outcome, setOutcome] = useState<ApiTestOutcome<T> | null>(null);
  // The failure's text is shown in the result box too, so the toast is made here.
  const test = useAction(action, { failureTitle: false });

  async function run(input: I) {
    setOutcome(null);
    const result = await test.run(input);
    if (result.ok) {
      setOutcome({ ok: true, data: result.data });
      toast({ title: t(`apiTest.toasts.${name}.successTitle`), description: t(`apiTest.toasts.${name}.successDescription`) });
      return;
    }
    const text = failureText(t, result.error, result.values);
    setOutcome({ ok: false, text });
    toast({ title: t(`apiTest.toasts.${name}.errorTitle`), description: text, variant: "destructive" });
  }

  return { busy: test.pending, outcome, run };
}
