"use client";

import { Loader2, RefreshCw } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/ui/call-action";
import { whenIdle } from "@/components/ui/when-idle";
import { refreshInsightsAction } from "@/lib/campaigns/actions";

// spec 000 §7 meta-insights: insights are read after the list loads (only stale ones), and again on 'Refresh data'.
// The first read waits for the page to load and go idle, off its way to interactive (issue 37); the
// action revalidates the page only when it refreshed something.
export function RefreshButton({ hasLinked }: { hasLinked: boolean }) {
  const t = useTranslations("dashboard.list");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();

  useEffect(() => {
    if (!hasLinked) return;
    return afterLoadWhenIdle(() => void callAction(refreshInsightsAction, { onlyStale: true }));
  }, [hasLinked]);

  function refresh() {
    startRefresh(async () => {
      if (hasLinked) await callAction(refreshInsightsAction, { onlyStale: false });
      router.refresh();
    });
  }

  return (
    <Button variant="outline" onClick={refresh} disabled={refreshing}>
      {refreshing ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      {t("refresh")}
    </Button>
  );
}

function afterLoadWhenIdle(task: () => void): () => void {
  if (document.readyState === "complete") return whenIdle(task);
  let cancel = () => window.removeEventListener("load", onLoad);
  function onLoad() {
    cancel = whenIdle(task);
  }
  window.addEventListener("load", onLoad, { once: true });
  return () => cancel();
}
