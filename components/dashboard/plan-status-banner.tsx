import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { usageWords, WHAT_COUNTS, type PlanLimits } from "@/lib/plans/plan-rule";

// spec 000 §8 Plan banners: expired ('Plan expired', date, 'Renew now') or limit reached (Upgrade). The
// limit's words are the plan rule's (decision 023): how many are used, what counts, what frees a slot.
export async function PlanStatusBanner({ limits }: { limits: PlanLimits }) {
  const t = await getTranslations();
  const format = await getFormatter();
  if (!limits.isExpired && limits.canCreateCampaign) return null;
  const expired = limits.isExpired && limits.planExpiresAt;
  const usage = usageWords(limits);
  return (
    <section
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <h2 className="font-semibold">{expired ? t("plans.banner.expiredTitle") : t("plans.banner.limitTitle")}</h2>
          {expired ? (
            <p className="text-sm">{t("plans.banner.expiredDescription", { date: format.dateTime(limits.planExpiresAt!, { dateStyle: "long" }) })}</p>
          ) : (
            <>
              <p className="text-sm">{t(usage.key, { ...usage.values, plan: t(`plans.names.${limits.planType}`) })}</p>
              <p className="text-sm">{t(WHAT_COUNTS)}</p>
            </>
          )}
        </div>
      </div>
      <Button asChild size="sm">
        <Link href="/plans">{expired ? t("plans.banner.renew") : t("plans.banner.upgrade")}</Link>
      </Button>
    </section>
  );
}
