import { Gauge } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PlanStatusBanner } from "@/components/dashboard/plan-status-banner";
import { isUnlimited } from "@/lib/plans/constants";
import type { PlanLimits } from "@/lib/plans/limits";

// spec 001 §2 Step 1: the plan-usage banner; when the plan blocks creation, the plan's own banner.
export async function PlanUsageBanner({ limits }: { limits: PlanLimits }) {
  if (limits.isExpired || !limits.canCreateCampaign) return <PlanStatusBanner limits={limits} />;
  const t = await getTranslations();
  const plan = t(`plans.names.${limits.planType}`);
  return (
    <p className="flex items-center gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <Gauge className="size-4 shrink-0 text-primary" aria-hidden />
      {isUnlimited(limits.campaignLimit)
        ? t("wizard.url.planUsageUnlimited", { count: limits.currentCampaignCount, plan })
        : t("wizard.url.planUsage", { count: limits.currentCampaignCount, limit: limits.campaignLimit, plan })}
    </p>
  );
}
