import { Gauge } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { PlanStatusBanner } from "@/components/dashboard/plan-status-banner";
import { Banner } from "@/components/ui/banner";
import { usageWords, WHAT_COUNTS, type PlanLimits } from "@/lib/plans/plan-rule";

// spec 001 §2 Step 1: the plan-usage banner; when the plan blocks creation, the plan's own banner. It says
// before anything is saved that a draft uses a slot too (decision 023).
export async function PlanUsageBanner({ limits }: { limits: PlanLimits }) {
  if (limits.isExpired || !limits.canCreateCampaign) return <PlanStatusBanner limits={limits} />;
  const t = await getTranslations();
  const usage = usageWords(limits);
  return (
    <Banner tone="neutral" icon={Gauge} className="py-3">
      <p>{t(usage.key, { ...usage.values, plan: t(`plans.names.${limits.planType}`) })}</p>
      <p className="mt-1 text-muted-foreground">{t(WHAT_COUNTS)}</p>
    </Banner>
  );
}
