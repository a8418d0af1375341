"use client";

import { Check, CloudOff, Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { DraftSaveStatus } from "./use-draft-autosave";

/** Tells the user whether their work is kept (a reload loses nothing once it says saved). */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const t = useTranslations("wizard.draft");
  return (
    <p role="status" className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
      {status === "saving" ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      {status === "saved" ? <Check className="size-4 text-emerald-600" aria-hidden /> : null}
      {status === "failed" ? <CloudOff className="size-4 text-destructive" aria-hidden /> : null}
      {status === "idle" ? null : t(status)}
    </p>
  );
}
