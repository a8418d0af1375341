import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignWizard } from "@/components/wizard/campaign-wizard";
import { PlanUsageBanner } from "@/components/wizard/plan-usage-banner";
import { SavedDraftBanner } from "@/components/wizard/saved-draft-banner";
import { requireUser } from "@/lib/auth/guards";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { getPlanLimits } from "@/lib/plans/limits";
import { loadWizard } from "@/lib/wizard/load";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("wizard"))("title") };
}

// spec 001 §2: the campaign creator. The user's unfinished draft, if any, is restored where its campaign
// stands with Meta (decision 025); a saved campaign never published is offered to continue.
export default async function NewCampaignPage() {
  const user = await requireUser();
  const [limits, metaStatus, { draft, publish, saved }] = await Promise.all([getPlanLimits(user.id), getMetaConnectionStatus(user.id), loadWizard(user.id)]);
  return (
    <CampaignWizard
      draft={draft}
      publish={publish}
      canCreateCampaign={limits.canCreateCampaign}
      metaStatus={metaStatus}
      planBanner={<PlanUsageBanner limits={limits} />}
      savedBanner={<SavedDraftBanner draft={saved} />}
    />
  );
}
