"use client";

import Link from "next/link";
import { useMessage } from "@/components/ui/use-message";
import { Button } from "@/components/ui/button";
import type { PublishErrorClassification } from "@/lib/meta/publish";

// 001 §8: the failure's title, hint and action ('Ajustar Orçamento', 'Abrir Integrações', 'Tentar
// Novamente em 5min'). `onAdjustBudget` says where the budget is on this screen.
export function PublishErrorBox({ error, onAdjustBudget }: { error: PublishErrorClassification; onAdjustBudget?: () => void }) {
  const message = useMessage();
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-semibold text-destructive">{message(error.titleKey)}</p>
      <p>{message(error.hintKey, error.values)}</p>
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
    </div>
  );
}
