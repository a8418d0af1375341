import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { CampaignWizard } from "@/components/wizard/campaign-wizard";
import { OpenCampaignChoice } from "@/components/wizard/open-campaign-choice";
import { PlanUsageBanner } from "@/components/wizard/plan-usage-banner";
import { SavedDraftBanner } from "@/components/wizard/saved-draft-banner";
import { requireUser } from "@/lib/auth/guards";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { getPlanLimits } from "@/lib/plans/limits";
import { planRefusal } from "@/lib/plans/plan-rule";
import { openCampaignInWizard } from "@/lib/wizard/from-campaign";
import { loadWizard } from "@/lib/wizard/load";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("wizard"))("title") };
}

// spec 001 §2: the campaign creator. The user's unfinished draft, if any, is restored where its campaign
// stands with Meta (decision 025); a saved campaign never published is offered to continue.
// Issue 31: ?campaign={id} opens a saved campaign there to publish it (every publish entry leads here).
export default async function NewCampaignPage({ searchParams }: { searchParams: Promise<{ campaign?: string | string[] }> }) {
  const user = await requireUser();
  const campaignId = z.uuid().safeParse((await searchParams).campaign);
  if (campaignId.success) {
    const opened = await openCampaignInWizard(user.id, campaignId.data);
    if (opened.kind === "opened") redirect("/campaign/new");
    if (opened.kind === "unavailable") redirect(`/campaigns/${campaignId.data}`);
    return <OpenCampaignChoice campaignId={campaignId.data} inProgress={opened.name} />;
  }
  const [limits, metaStatus, { draft, publish, saved }] = await Promise.all([getPlanLimits(user.id), getMetaConnectionStatus(user.id), loadWizard(user.id)]);
  return (
    <CampaignWizard
      draft={draft}
      publish={publish}
      planRefusal={planRefusal(limits)}
      metaStatus={metaStatus}
      planBanner={<PlanUsageBanner limits={limits} />}
      savedBanner={<SavedDraftBanner draft={saved} />}
    />
  );
}
