"use client";

import { CheckCircle2, XCircle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

// spec 000 §2 API test: results appear in boxes headed 'Sucesso' or 'Erro'.
export function ResultBox({ ok, children }: { ok: boolean; children: ReactNode }) {
  const t = useTranslations("apiTest");
  return (
    <div
      role={ok ? "status" : "alert"}
      className={cn(
        "grid gap-2 rounded-lg border p-4 text-sm",
        ok ? "border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/30" : "border-destructive/50 bg-destructive/5",
      )}
    >
      <p className={cn("flex items-center gap-2 font-semibold", ok ? "text-emerald-800 dark:text-emerald-300" : "text-destructive")}>
        {ok ? <CheckCircle2 className="size-4" aria-hidden /> : <XCircle className="size-4" aria-hidden />}
        {ok ? t("success") : t("error")}
      </p>
      {children}
    </div>
  );
}

/** Label and value lines inside a result box. */
export function ResultFacts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-2">
      {items.map((item) => (
        <div key={item.label} className="grid gap-0.5">
          <dt className="text-xs font-medium uppercase text-muted-foreground">{item.label}</dt>
          <dd className="whitespace-pre-wrap break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
