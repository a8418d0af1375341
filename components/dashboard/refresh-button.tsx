"use client";

import { Loader2, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/ui/call-action";
import { refreshInsightsAction } from "@/lib/campaigns/actions";

// spec 000 §7 meta-insights: insights are read after the list loads (only stale ones), and again on 'Refresh data'.
export function RefreshButton({ hasLinked }: { hasLinked: boolean }) {
  const t = useTranslations("dashboard.list");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();

  useEffect(() => {
    if (hasLinked) void callAction(refreshInsightsAction, { onlyStale: true });
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
