import { AlertTriangle } from "@/components/ui/icons";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { integrationsReturning } from "@/lib/meta/return-to";

// spec 001 §2 Step 3: shown when Meta is not connected; saving still works, publishing does not.
export function MetaWarningBanner({ status }: { status: Exclude<MetaConnectionStatus, "connected"> }) {
  const t = useTranslations("wizard.metaWarning");
  return (
    <Banner
      role="status"
      tone="warning"
      icon={AlertTriangle}
      title={t(status === "expired" ? "expiredTitle" : "title")}
      // Issue 31: once connected, Facebook Login comes back to this campaign.
      actions={
        <Button asChild size="sm" variant="outline">
          <Link href={integrationsReturning("/campaign/new")}>{t("action")}</Link>
        </Button>
      }
    >
      <p>{t("description")}</p>
    </Banner>
  );
}
