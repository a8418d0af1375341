import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignList } from "@/components/dashboard/campaign-list";
import { HeroBanner } from "@/components/dashboard/hero-banner";
import { InfoCards } from "@/components/dashboard/info-cards";
import { PlanStatusBanner } from "@/components/dashboard/plan-status-banner";
import { SummaryTiles } from "@/components/dashboard/summary-tiles";
import { requireUser } from "@/lib/auth/guards";
import { listCampaigns } from "@/lib/campaigns/queries";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { computePlanLimits } from "@/lib/plans/limits";
import { getPlanProfile } from "@/lib/plans/profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard"))("title") };
}

export default async function DashboardPage() {
  const user = await requireUser();
  const [campaigns, profile, metaStatus] = await Promise.all([listCampaigns(user.id), getPlanProfile(user.id), getMetaConnectionStatus(user.id)]);
  const limits = computePlanLimits(profile, campaigns.length);
  return (
    <div className="grid gap-6">
      <HeroBanner name={user.fullName} canCreate={limits.canCreateCampaign} />
      <PlanStatusBanner limits={limits} />
      <SummaryTiles campaigns={campaigns} />
      <InfoCards />
      <CampaignList campaigns={campaigns} canCreate={limits.canCreateCampaign} metaStatus={metaStatus} />
    </div>
  );
}
