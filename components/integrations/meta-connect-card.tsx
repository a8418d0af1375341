"use client";

import { CheckCircle2, ExternalLink, Loader2, Plug } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { startMetaConnection } from "@/lib/meta/actions";
import type { MetaConnectionStatus } from "@/lib/meta/connection";

const REQUIREMENTS = ["business", "adAccount", "page", "instagram"] as const;
const PERMISSIONS = ["profile", "ads", "pages", "business", "instagram", "insights"] as const;

// spec 000 §2 Integrations, connect card. Shared by /integrations and /settings.
export function MetaConnectCard({ status }: { status: MetaConnectionStatus }) {
  const t = useTranslations("integrations.card");
  const tRoot = useTranslations();
  const [connecting, startConnecting] = useTransition();

  function connect() {
    startConnecting(async () => {
      const result = await startMetaConnection({}).catch(() => null);
      if (result?.ok) return;
      toast({
        title: t("connectionErrorTitle"),
        description: result && tRoot.has(result.error) ? tRoot(result.error) : t("genericError"),
        variant: "destructive",
      });
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
            <p className="flex items-center gap-2 text-sm"><CheckCircle2 className="size-4 text-success" aria-hidden />{t("connected")}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <a href="https://adsmanager.facebook.com/" target="_blank" rel="noopener noreferrer"><ExternalLink aria-hidden />{t("openAdsManager")}</a>
            </Button>
          </>
        ) : (
          <>
            <div>
              <h3 className="text-sm font-semibold">{t("requirementsTitle")}</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                {REQUIREMENTS.map((key) => <li key={key}>{t(`requirements.${key}`)}</li>)}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold">{t("permissionsTitle")}</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                {PERMISSIONS.map((key) => <li key={key}>{t(`permissions.${key}`)}</li>)}
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
