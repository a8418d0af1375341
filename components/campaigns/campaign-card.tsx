import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import { compact, money, NUMERIC_DATE, percent, roasFigure } from "@/lib/format/metrics";
import { CampaignCardMenu } from "./campaign-card-menu";
import { CampaignStateBadge } from "./campaign-state-badge";
import { CampaignThumbnail } from "./campaign-thumbnail";
import { MetaReviewNotice } from "./meta-review-notice";

// spec 000 §2 Campaign card (dashboard). Issue 30: link clicks, link CTR and cost per link click, each
// ratio taken from the campaign's sums (lib/campaigns/figures.ts); ROAS is its purchase value ÷ spend.
// Issue 37: rendered on the server; only the actions menu is a client leaf.
export async function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const [t, tAll, format] = await Promise.all([getTranslations("campaigns"), getTranslations(), getFormatter()]);
  const name = campaign.name || t("untitled");
  const insight = campaign.insight;
  // A campaign with no results yet shows them in its own ad account's currency.
  const currency = insight?.currency ?? campaign.currency;
  const whatsapp = campaign.destination === "whatsapp";

  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <CampaignThumbnail src={campaign.imageUrl} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold" title={name}>
            {name}
          </h3>
          <p className="text-xs text-muted-foreground">{format.dateTime(new Date(campaign.createdAt), NUMERIC_DATE)}</p>
          <div className="mt-1">
            <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} />
          </div>
        </div>
        <CampaignCardMenu campaign={{ id: campaign.id, status: campaign.status, metaCampaignId: campaign.metaCampaignId }} label={t("card.menu", { name })} />
      </CardHeader>
      <CardContent className="grid flex-1 gap-3">
        <MetaReviewNotice delivery={campaign.delivery} metaCampaignId={campaign.metaCampaignId} compact />
        <dl className="grid grid-cols-2 gap-2 text-center text-sm">
          <Metric label={t("metrics.spend")} value={money(format, insight?.spend ?? 0, currency)} />
          <Metric label={t("metrics.impressions")} value={compact(format, insight?.impressions ?? 0)} />
          {whatsapp ? (
            <>
              {/* Issue 34: a WhatsApp ad is measured by the chats it opens, not by link clicks. */}
              <Metric label={t("metrics.conversations")} value={compact(format, insight?.conversations ?? 0)} />
              <Metric
                label={t("metrics.costPerConversation")}
                value={insight?.costPerConversation == null ? t("metrics.none") : money(format, insight.costPerConversation, currency, { cents: true })}
              />
            </>
          ) : (
            <Metric label={t("metrics.linkClicks")} value={compact(format, insight?.linkClicks ?? 0)} />
          )}
          <Metric
            label={t("metrics.roas")}
            value={insight?.roas == null ? t("metrics.none") : t("metrics.roasValue", { value: roasFigure(format, insight.roas) })}
          />
          {whatsapp ? <Metric label={t("metrics.revenue")} value={money(format, insight?.revenue ?? 0, currency)} /> : null}
        </dl>
        {whatsapp && insight && insight.markedSales > 0 ? (
          <p className="text-center text-xs text-muted-foreground">{tAll("sales.includes", { amount: money(format, insight.markedSales, currency) })}</p>
        ) : null}
        {!whatsapp && insight && insight.linkClicks > 0 ? (
          <dl className="grid grid-cols-2 gap-2 text-center text-sm">
            <Metric label={t("metrics.linkCtr")} value={percent(format, insight.ctr)} />
            <Metric label={t("metrics.costPerLinkClick")} value={money(format, insight.cpc, currency, { cents: true })} />
          </dl>
        ) : null}
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link href={`/campaign/view/${campaign.id}`}>{t("actions.view")}</Link>
        </Button>
        <Button asChild size="sm" className="flex-1">
          <Link href={`/campaign/edit/${campaign.id}`}>{t("actions.edit")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col-reverse rounded-md bg-muted/50 p-2">
      <dt className="text-xs leading-tight text-muted-foreground">{label}</dt>
      <dd className="break-words font-semibold">{value}</dd>
    </div>
  );
}
