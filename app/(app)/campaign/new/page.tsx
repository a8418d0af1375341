import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignWizard } from "@/components/wizard/campaign-wizard";
import { PlanUsageBanner } from "@/components/wizard/plan-usage-banner";
import { requireUser } from "@/lib/auth/guards";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { getPlanLimits } from "@/lib/plans/limits";
import { getWizardDraft } from "@/lib/wizard/draft";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("wizard"))("title") };
}

// spec 001 §2: the campaign creator. The user's unfinished draft, if any, is restored.
export default async function NewCampaignPage() {
  const user = await requireUser();
  const [limits, metaStatus, draft] = await Promise.all([getPlanLimits(user.id), getMetaConnectionStatus(user.id), getWizardDraft(user.id)]);
  return (
    <CampaignWizard
      draft={draft}
      canCreateCampaign={limits.canCreateCampaign}
      metaStatus={metaStatus}
      planBanner={<PlanUsageBanner limits={limits} />}
    />
  );
}
