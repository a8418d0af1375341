"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { callAction } from "@/components/ui/call-action";
import { toast } from "@/components/ui/toast-store";
import { setLocale } from "@/lib/account/locale-action";
import type { Locale } from "@/lib/i18n/config";

type Option = { value: Locale; name: string };

/**
 * The language <select>: every text comes from the server (language-switcher.tsx), so this part needs no
 * catalogue in the browser. A refusal (too many changes, no network) puts the select back and says why.
 */
export function LanguageSelect(props: { locale: Locale; options: Option[]; className: string; failures: Record<string, string>; children: ReactNode }) {
  const router = useRouter();
  // The transition keeps the select disabled until the page is back in the new language.
  const [pending, startTransition] = useTransition();

  function change(select: HTMLSelectElement) {
    startTransition(async () => {
      const result = await callAction(setLocale, select.value as Locale);
      if (result.ok) return router.refresh();
      select.value = props.locale;
      toast({ title: props.failures[result.error ?? ""] ?? props.failures["errors.unexpected"]!, variant: "destructive" });
    });
  }

  return (
    <label className="inline-flex items-center gap-1.5 text-sm">
      {props.children}
      <select key={props.locale} defaultValue={props.locale} disabled={pending} onChange={(event) => change(event.currentTarget)} className={props.className}>
        {props.options.map((option) => (
          // Each language is named in itself ("Português", "English"), marked so a screen reader says it so.
          <option key={option.value} value={option.value} lang={option.value === "pt" ? "pt-BR" : "en"}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
