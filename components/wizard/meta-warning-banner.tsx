import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { integrationsReturning } from "@/lib/meta/return-to";

// spec 001 §2 Step 3: shown when Meta is not connected; saving still works, publishing does not.
export function MetaWarningBanner({ status }: { status: Exclude<MetaConnectionStatus, "connected"> }) {
  const t = useTranslations("wizard.metaWarning");
  return (
    <section
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <h2 className="font-semibold">{t(status === "expired" ? "expiredTitle" : "title")}</h2>
          <p className="text-sm">{t("description")}</p>
        </div>
      </div>
      <Button asChild size="sm" variant="outline">
        {/* Issue 31: once connected, Facebook Login comes back to this campaign. */}
        <Link href={integrationsReturning("/campaign/new")}>{t("action")}</Link>
      </Button>
    </section>
  );
}
