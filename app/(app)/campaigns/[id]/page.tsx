import { ArrowLeft, ExternalLink, Pencil, Send } from "@/components/ui/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { CampaignChart } from "@/components/campaigns/campaign-chart";
import { BudgetAndTargeting } from "@/components/campaigns/campaign-facts";
import { FactCard, FactList } from "@/components/ui/facts";
import { CampaignThumbnail } from "@/components/campaigns/campaign-thumbnail";
import { CampaignStateBadge } from "@/components/campaigns/campaign-state-badge";
import { CampaignTotals } from "@/components/campaigns/campaign-totals";
import { FatigueNotice } from "@/components/campaigns/fatigue-notice";
import { MetaReviewNotice } from "@/components/campaigns/meta-review-notice";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { getCampaignDetail, getDailyInsights } from "@/lib/campaigns/detail";
import { publishPathOf } from "@/lib/campaigns/publish-path";
import { adsManagerCampaignUrl } from "@/lib/meta/connection";
import { dayOf, todayInBrazil } from "@/lib/campaigns/calendar";
import { campaignDestination, campaignName } from "@/lib/campaigns/model";
import { listSales, salesTotal } from "@/lib/campaigns/sales";
import { MarkedSales } from "@/components/campaigns/marked-sales";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns.detail"))("title") };
}

// spec 000 §2 Campaign detail page.
export default async function CampaignDetailPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const campaign = await getCampaignDetail(user.id, id);
  if (!campaign) notFound();
  const today = todayInBrazil();
  const [t, tc, format, daily] = await Promise.all([
    getTranslations("campaigns.detail"),
    getTranslations("campaigns"),
    getFormatter(),
    getDailyInsights(campaign.id, 30, today),
  ]);
  const name = campaignName(campaign, tc("untitled"));
  // Issue 34: a WhatsApp campaign's results are its conversations, and the sales its seller marked.
  const whatsapp = campaignDestination(campaign) === "whatsapp";
  const resultsCurrency = campaign.insight?.currency ?? campaign.currency;
  const [sales, sold] = await Promise.all([
    whatsapp ? listSales(user.id, campaign.id) : [],
    whatsapp ? salesTotal(user.id, campaign.id, resultsCurrency) : { count: 0, amount: 0 },
  ]);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Link href="/campaigns" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <CampaignThumbnail src={campaign.imageUrl} className="size-20" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold">{name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} />
            <span>{t("createdOn", { date: format.dateTime(campaign.createdAt, { dateStyle: "long" }) })}</span>
          </div>
        </div>
        <div className="flex min-w-0 flex-wrap gap-2">
          {campaign.metaCampaignId ? (
            <Button asChild variant="outline">
              <a href={adsManagerCampaignUrl(campaign.metaCampaignId)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                {t("openInAdsManager")}
              </a>
            </Button>
          ) : null}
          <Button asChild variant={campaign.metaCampaignId ? "default" : "outline"}>
            <Link href={`/campaign/edit/${campaign.id}`}>
              <Pencil aria-hidden />
              {tc("actions.edit")}
            </Link>
          </Button>
          {/* Issue 31: a draft's detail page publishes too, through the wizard's configuration step. */}
          {campaign.metaCampaignId ? null : (
            <Button asChild>
              <Link href={publishPathOf(campaign.id)}>
                <Send aria-hidden />
                {tc("view.publish")}
              </Link>
            </Button>
          )}
        </div>
      </header>
      <MetaReviewNotice delivery={campaign.delivery} metaCampaignId={campaign.metaCampaignId} />
      <FatigueNotice fatigue={campaign.fatigue} metaCampaignId={campaign.metaCampaignId} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FactCard title={t("detailsTitle")}>
          <FactList
            items={[
              { label: t("headline"), value: campaign.headline || tc("page.noHeadline") },
              {
                label: t("productUrl"),
                value: campaign.productUrl ? (
                  // A long address breaks anywhere rather than widen the page on a phone.
                  <a className="break-all text-primary underline" href={campaign.productUrl} target="_blank" rel="noopener noreferrer">
                    {campaign.productUrl}
                  </a>
                ) : (
                  "—"
                ),
              },
            ]}
          />
          <p className="mt-3 break-words text-sm">
            <span className="block text-muted-foreground">{t("description")}</span>
            {campaign.description || "—"}
          </p>
        </FactCard>
        <BudgetAndTargeting campaign={campaign} />
        <FactCard title={t("resultsTitle")}>
          <CampaignTotals insight={campaign.insight} destination={campaignDestination(campaign)} markedSales={sold.amount} />
          <CampaignChart
            hasResults={(campaign.insight?.impressions ?? 0) > 0}
            today={today}
            currency={campaign.currency}
            whatsapp={whatsapp}
            days={daily.map((day) => ({
              date: dayOf(day.date),
              spend: day.spend,
              purchaseValue: day.purchaseValue,
              linkClicks: day.linkClicks,
              conversations: day.conversations,
              currency: day.currency,
            }))}
          />
          {whatsapp ? <MarkedSales campaignId={campaign.id} currency={resultsCurrency} sales={sales} total={sold} /> : null}
        </FactCard>
      </div>
    </div>
  );
}
