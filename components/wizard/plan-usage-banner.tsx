import { Gauge } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PlanStatusBanner } from "@/components/dashboard/plan-status-banner";
import { usageWords, WHAT_COUNTS, type PlanLimits } from "@/lib/plans/plan-rule";

// spec 001 §2 Step 1: the plan-usage banner; when the plan blocks creation, the plan's own banner. It says
// before anything is saved that a draft uses a slot too (decision 023).
export async function PlanUsageBanner({ limits }: { limits: PlanLimits }) {
  if (limits.isExpired || !limits.canCreateCampaign) return <PlanStatusBanner limits={limits} />;
  const t = await getTranslations();
  const usage = usageWords(limits);
  return (
    <div className="flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <Gauge className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="grid gap-1">
        <p>{t(usage.key, { ...usage.values, plan: t(`plans.names.${limits.planType}`) })}</p>
        <p className="text-muted-foreground">{t(WHAT_COUNTS)}</p>
      </div>
    </div>
  );
}
