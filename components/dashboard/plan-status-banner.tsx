import { AlertTriangle } from "@/components/ui/icons";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Banner } from "@/components/ui/banner";
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
    <Banner
      role="status"
      tone="warning"
      icon={AlertTriangle}
      title={expired ? t("plans.banner.expiredTitle") : t("plans.banner.limitTitle")}
      actions={
        <Button asChild size="sm">
          <Link href="/plans">{expired ? t("plans.banner.renew") : t("plans.banner.upgrade")}</Link>
        </Button>
      }
    >
      {expired ? (
        <p>{t("plans.banner.expiredDescription", { date: format.dateTime(limits.planExpiresAt!, { dateStyle: "long" }) })}</p>
      ) : (
        <>
          <p>{t(usage.key, { ...usage.values, plan: t(`plans.names.${limits.planType}`) })}</p>
          <p>{t(WHAT_COUNTS)}</p>
        </>
      )}
    </Banner>
  );
}
