import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { PlanLimits } from "@/lib/plans/limits";

// spec 000 §8 Plan banners: expired ('Plan expired', date, 'Renew now') or limit reached (Upgrade).
export async function PlanStatusBanner({ limits }: { limits: PlanLimits }) {
  const t = await getTranslations("plans");
  const format = await getFormatter();
  if (!limits.isExpired && limits.canCreateCampaign) return null;
  const expired = limits.isExpired && limits.planExpiresAt;
  return (
    <section
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <h2 className="font-semibold">{expired ? t("banner.expiredTitle") : t("banner.limitTitle")}</h2>
          <p className="text-sm">
            {expired
              ? t("banner.expiredDescription", { date: format.dateTime(limits.planExpiresAt!, { dateStyle: "long" }) })
              : t("banner.limitDescription", {
                  count: limits.currentCampaignCount,
                  limit: limits.campaignLimit,
                  plan: t(`names.${limits.planType}`),
                })}
          </p>
        </div>
      </div>
      <Button asChild size="sm">
        <Link href="/plans">{expired ? t("banner.renew") : t("banner.upgrade")}</Link>
      </Button>
    </section>
  );
}
