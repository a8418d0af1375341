"use client";

import { AlertTriangle, Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Banner } from "@/components/ui/banner";
import { callAction } from "@/components/ui/call-action";
import { checkMetaAppSetupAction } from "@/lib/meta/actions";
import type { MetaAppSetup } from "@/lib/meta/app-setup";

/**
 * What keeps people from publishing with the site's Meta app, asked once the card shows a connection:
 * a development-mode app, Standard access to ads_management. Nothing is shown when neither is found.
 */
export function MetaAppSetupNotice() {
  const t = useTranslations("integrations.card.appSetup");
  const [setup, setSetup] = useState<MetaAppSetup | null | "checking">("checking");

  useEffect(() => {
    let active = true;
    void callAction(checkMetaAppSetupAction, {}).then((result) => active && setSetup(result.ok ? result.data : null));
    return () => {
      active = false;
    };
  }, []);

  if (setup === "checking") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t("checking")}
      </p>
    );
  }
  const problems = [setup?.mode === "development" ? "developmentMode" : null, setup?.adsManagement === "standard" ? "standardAccess" : null].filter(
    (key): key is string => key !== null,
  );
  if (!problems.length) return null;
  return (
    <Banner role="alert" tone="warning" icon={AlertTriangle}>
      <div className="grid gap-2">
        {problems.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </Banner>
  );
}
