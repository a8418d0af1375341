import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignList } from "@/components/dashboard/campaign-list";
import { HeroBanner } from "@/components/dashboard/hero-banner";
import { InfoCards } from "@/components/dashboard/info-cards";
import { PlanStatusBanner } from "@/components/dashboard/plan-status-banner";
import { SummaryTiles } from "@/components/dashboard/summary-tiles";
import { requireUser } from "@/lib/auth/guards";
import { campaignListQuerySchema } from "@/lib/campaigns/list-query";
import { campaignTotals, listCampaignPage, readSellerTally } from "@/lib/campaigns/listing";
import { computePlanLimits, countedInTally } from "@/lib/plans/plan-rule";
import { getPlanProfile } from "@/lib/plans/profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The page reads one page of cards (?q=&status=&page=) and the tiles' totals, both in SQL: its time does
// not grow with the number of campaigns.
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const query = campaignListQuerySchema.parse(await searchParams);
  // The seller's tally row: the tiles, the plan's limit and the list's count share it.
  const tally = readSellerTally(user.id);
  const [list, totals, profile] = await Promise.all([
    listCampaignPage(user.id, query, { counts: tally.then(({ counts }) => counts) }),
    campaignTotals(user.id, tally),
    getPlanProfile(user.id),
  ]);
  const limits = computePlanLimits(profile, countedInTally(totals.byStatus));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <HeroBanner name={user.fullName} canCreate={limits.canCreateCampaign} />
      <PlanStatusBanner limits={limits} />
      <SummaryTiles totals={totals} />
      <InfoCards />
      <CampaignList list={list} query={query} hasLinked={totals.linked > 0} canCreate={limits.canCreateCampaign} />
    </div>
  );
}
