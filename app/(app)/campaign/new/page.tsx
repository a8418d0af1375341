import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignWizard } from "@/components/wizard/campaign-wizard";
import { PlanUsageBanner } from "@/components/wizard/plan-usage-banner";
import { SavedDraftBanner } from "@/components/wizard/saved-draft-banner";
import { newestUnpublishedDraft } from "@/lib/campaigns/queries";
import { requireUser } from "@/lib/auth/guards";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { getPlanLimits } from "@/lib/plans/limits";
import { getWizardDraft } from "@/lib/wizard/draft";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("wizard"))("title") };
}

// spec 001 §2: the campaign creator. The user's unfinished draft, if any, is restored; a saved campaign
// never published is offered to continue.
export default async function NewCampaignPage() {
  const user = await requireUser();
  const [limits, metaStatus, draft, saved] = await Promise.all([
    getPlanLimits(user.id),
    getMetaConnectionStatus(user.id),
    getWizardDraft(user.id),
    newestUnpublishedDraft(user.id),
  ]);
  return (
    <>
      {draft ? null : <SavedDraftBanner draft={saved} />}
      <CampaignWizard draft={draft} canCreateCampaign={limits.canCreateCampaign} metaStatus={metaStatus} planBanner={<PlanUsageBanner limits={limits} />} />
    </>
  );
}
