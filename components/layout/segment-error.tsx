"use client";

import { AlertTriangle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { reportBrowserError } from "@/lib/log/browser";

/** The error screen of one feature segment: its own title and message, and a retry. */
export function SegmentError({ error, reset, titleKey, descriptionKey }: { error: Error; reset: () => void; titleKey: string; descriptionKey: string }) {
  const t = useTranslations();
  useEffect(() => reportBrowserError("segment error", error), [error]);
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle className="size-5" aria-hidden />
        {t(titleKey)}
      </p>
      <p className="text-sm text-muted-foreground">{t(descriptionKey)}</p>
      <Button variant="outline" onClick={reset}>
        {t("routeError.retry")}
      </Button>
    </div>
  );
}
