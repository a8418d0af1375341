"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast-store";

// spec 000 §8 admin: a translated toast when the dashboard's data cannot be loaded, and the same
// message in place of the section, so it stays visible after the toast is gone.
export function LoadError() {
  const t = useTranslations("admin.loadError");
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: t("title"), description: t("description"), variant: "destructive" });
  }, [t]);
  return (
    <p role="alert" className="rounded-lg border border-destructive/50 p-4 text-sm text-destructive">
      {t("title")}: {t("description")}
    </p>
  );
}
