"use client";

import { CheckCircle2, Clock, ExternalLink, Loader2, Plug, RefreshCw, Unplug } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import { disconnectMetaAction, resyncMetaAction, startMetaConnection } from "@/lib/meta/actions";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { MetaAppSetupNotice } from "./meta-app-setup-notice";

const REQUIREMENTS = ["business", "adAccount", "page", "instagram"] as const;
const PERMISSIONS = ["profile", "ads", "pages", "business", "instagram", "insights"] as const;

export type MetaAssetCounts = { adAccounts: number; pages: number; pixels: number };

// spec 000 §2 Integrations, connect card; §8 its toasts. Shared by /integrations and /settings.
export function MetaConnectCard({
  status,
  counts,
  expiresOn = null,
  returnTo = null,
}: {
  status: MetaConnectionStatus;
  counts?: MetaAssetCounts;
  expiresOn?: string | null;
  /** The campaign page to come back to once connected (issue 31). */
  returnTo?: string | null;
}) {
  const t = useTranslations("integrations.card");
  const message = useMessage();
  const router = useRouter();
  const [connecting, startConnecting] = useTransition();
  const [syncing, startSyncing] = useTransition();
  const [disconnecting, startDisconnecting] = useTransition();
  const connection = useAction(startMetaConnection, {
    failureTitle: false,
    onFailure: (failure) =>
      toast({
        title: t("connectionErrorTitle"),
        description: failure.error === "errors.unauthorized" ? t("signInToConnect") : message(failure.error, failure.values),
        variant: "destructive",
      }),
  });
  const sync = useAction(resyncMetaAction, {
    failureTitle: false,
    onFailure: (failure) => {
      const detail = failure.values?.detail;
      toast({ title: t("syncFailedTitle"), description: detail ? String(detail) : message(failure.error, failure.values), variant: "destructive" });
    },
  });
  const disconnection = useAction(disconnectMetaAction, { failureTitle: t("disconnectFailed") });

  function connect() {
    startConnecting(async () => {
      const result = await connection.run(returnTo ? { returnTo } : {});
      if (!result.ok) return;
      window.location.assign(result.data.authUrl);
      // Keeps "Connecting..." until the browser leaves for Meta.
      await new Promise(() => undefined);
    });
  }

  function resync() {
    startSyncing(async () => {
      const result = await sync.run({});
      if (!result.ok) return;
      toast({ title: t("syncedTitle"), description: t("syncedDescription", result.data) });
      router.refresh();
    });
  }

  function disconnect() {
    startDisconnecting(async () => {
      const result = await disconnection.run({});
      if (!result.ok) return;
      toast({ title: t("disconnectedTitle") });
      router.refresh();
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle>{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        <Badge variant={status === "connected" ? "default" : status === "expired" ? "destructive" : "secondary"}>{t(`status.${status}`)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status === "connected" ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              <CheckCircle2 className="size-4 text-success" aria-hidden />
              {t("connected")}
            </p>
            {counts ? <p className="text-sm text-muted-foreground">{t("assetCounts", counts)}</p> : null}
            {expiresOn ? (
              <Banner role="status" tone="warning" icon={Clock}>
                <p>{t("expiringSoon", { date: expiresOn })}</p>
              </Banner>
            ) : null}
            <MetaAppSetupNotice />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href="https://adsmanager.facebook.com/" target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  {t("openAdsManager")}
                </a>
              </Button>
              <Button variant="outline" onClick={resync} disabled={syncing}>
                <RefreshCw className={syncing ? "animate-spin" : undefined} aria-hidden />
                {syncing ? t("syncing") : t("resync")}
              </Button>
              <Button variant="outline" onClick={connect} disabled={connecting}>
                {connecting ? <Loader2 className="animate-spin" aria-hidden /> : <Plug aria-hidden />}
                {connecting ? t("connecting") : t("reconnect")}
              </Button>
              <Button variant="destructive" onClick={disconnect} disabled={disconnecting}>
                {disconnecting ? <Loader2 className="animate-spin" aria-hidden /> : <Unplug aria-hidden />}
                {t("disconnect")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <div>
              <h3 className="text-sm font-semibold">{t("requirementsTitle")}</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                {REQUIREMENTS.map((key) => (
                  <li key={key}>{t(`requirements.${key}`)}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold">{t("permissionsTitle")}</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                {PERMISSIONS.map((key) => (
                  <li key={key}>{t(`permissions.${key}`)}</li>
                ))}
              </ul>
            </div>
            <Button onClick={connect} disabled={connecting} className="justify-self-start">
              {connecting ? <Loader2 className="animate-spin" aria-hidden /> : <Plug aria-hidden />}
              {connecting ? t("connecting") : t("connect")}
            </Button>
            <p className="text-xs text-muted-foreground">{t("redirectNote")}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
