"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMessage } from "@/components/ui/use-message";
import { Button } from "@/components/ui/button";
import type { PublishErrorClassification } from "@/lib/meta/publish";

// 001 §8: the failure's title, hint and action ('Ajustar Orçamento', 'Abrir Integrações', 'Tentar
// Novamente em 5min'). `onAdjustBudget` says where the budget is on this screen. Meta's words for the
// person come quoted and labelled as Meta's (they are in the language of the seller's Facebook, not
// always the app's); the developer text only folded away, for support.
export function PublishErrorBox({ error, onAdjustBudget }: { error: PublishErrorClassification; onAdjustBudget?: () => void }) {
  const message = useMessage();
  const t = useTranslations("wizard.publish.errorBox");
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-semibold text-destructive">{message(error.titleKey)}</p>
      <p>{message(error.hintKey, error.values)}</p>
      {error.metaMessage ? (
        <p className="min-w-0 break-words">
          {t("metaMessage")} <q>{error.metaMessage}</q>
        </p>
      ) : null}
      {error.actionKey && error.href ? (
        <Button asChild size="sm" variant="outline" className="justify-self-start">
          <Link href={error.href}>{message(error.actionKey)}</Link>
        </Button>
      ) : error.kind === "budgetTooLow" && error.actionKey && onAdjustBudget ? (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={onAdjustBudget}>
          {message(error.actionKey)}
        </Button>
      ) : error.actionKey ? (
        <p className="text-muted-foreground">{message(error.actionKey)}</p>
      ) : null}
      {error.technical ? (
        <details className="min-w-0 text-xs text-muted-foreground">
          <summary className="cursor-pointer">{t("technical")}</summary>
          <p className="mt-1 font-mono break-words">{error.technical}</p>
        </details>
      ) : null}
    </div>
  );
}
