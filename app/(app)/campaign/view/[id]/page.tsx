import { ArrowLeft, Pencil, Send } from "@/components/ui/icons";
import { chosenFeatures } from "@/lib/meta/creative-features";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { audienceText, BudgetAndTargeting } from "@/components/campaigns/campaign-facts";
import { FactCard, FactList } from "@/components/ui/facts";
import { CampaignThumbnail } from "@/components/campaigns/campaign-thumbnail";
import { CampaignStateBadge } from "@/components/campaigns/campaign-state-badge";
import { MetaReviewNotice } from "@/components/campaigns/meta-review-notice";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guards";
import { publishPathOf } from "@/lib/campaigns/publish-path";
import { getCampaignDetail } from "@/lib/campaigns/detail";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";
import { shownTargeting } from "@/lib/campaigns/targeting";
import { shownAdSetName } from "@/lib/wizard/default-names";
import { campaignDestination, campaignName } from "@/lib/campaigns/model";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns.view"))("title") };
}

// spec 000 §2 Campaign view page: read-only; a campaign that cannot be loaded sends the user to /campaigns.
export default async function CampaignViewPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const campaign = await getCampaignDetail(user.id, id);
  const tFacts = await getTranslations("campaigns.facts");
  if (!campaign) redirect("/campaigns?notice=campaignLoadError");
  const [t, tc, tAll] = await Promise.all([getTranslations("campaigns.view"), getTranslations("campaigns"), getTranslations()]);
  const none = t("none");
  const name = campaignName(campaign, tc("untitled"));
  // The stored codes ("SHOP_NOW", "conversions") as the reader's words; anything else as stored.
  const cta = CTA_OPTIONS.find((option) => option === campaign.cta);
  const objective = campaign.campaignObjective || campaign.objective;
  // A WhatsApp campaign runs for conversations with Meta's WhatsApp button (issue 34): shown as Meta runs it.
  const whatsapp = campaignDestination(campaign) === "whatsapp";
  const enhancements = chosenFeatures(campaign.creativeFeatures);
  const objectiveKey = whatsapp
    ? "whatsapp"
    : objective === "conversions" || objective === "Conversões"
      ? "conversions"
      : objective === "traffic"
        ? "traffic"
        : null;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Link href="/campaigns" className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tc("detail.back")}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">{name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={`/campaign/edit/${campaign.id}`}>
              <Pencil aria-hidden />
              {tc("actions.edit")}
            </Link>
          </Button>
          {campaign.metaCampaignId ? null : (
            <Button asChild>
              <Link href={publishPathOf(campaign.id)}>
                <Send aria-hidden />
                {t("publish")}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <MetaReviewNotice delivery={campaign.delivery} metaCampaignId={campaign.metaCampaignId} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FactCard title={t("basicInfo")}>
          <FactList
            items={[
              { label: t("productName"), value: campaign.productName || none },
              { label: t("projectName"), value: campaign.projectName || none },
              { label: t("status"), value: <CampaignStateBadge status={campaign.status} delivery={campaign.delivery} /> },
              { label: t("objective"), value: objectiveKey ? tAll(`wizard.config.objectives.${objectiveKey}`) : objective || none },
              { label: t("productUrl"), value: campaign.productUrl ? <span className="[overflow-wrap:anywhere]">{campaign.productUrl}</span> : none },
            ]}
          />
        </FactCard>
        <FactCard title={t("adContent")}>
          <FactList
            items={[
              { label: t("headline"), value: campaign.headline || none },
              {
                label: t("cta"),
                value: whatsapp ? tAll("campaignConfig.cta.WHATSAPP_MESSAGE") : cta ? tAll(`campaignConfig.cta.${cta}`) : campaign.cta || none,
              },
              ...(whatsapp ? [{ label: tAll("wizard.destination.message"), value: campaign.whatsappMessage || none }] : []),
              // Issue 35: which of Meta's own AI changes the seller turned on; every other one is sent off.
              {
                label: tAll("creativeFeatures.viewLabel"),
                value: enhancements.length
                  ? tAll("creativeFeatures.on", { list: enhancements.map((feature) => tAll(`creativeFeatures.features.${feature}.title`)).join(", ") })
                  : tAll("creativeFeatures.none"),
              },
            ]}
          />
          <p className="mt-3 text-sm [overflow-wrap:anywhere]">
            <span className="block text-muted-foreground">{t("description")}</span>
            {campaign.description || none}
          </p>
        </FactCard>
        <FactCard title={t("media")}>
          {campaign.creatives.length ? (
            <ul className="grid grid-cols-3 gap-2">
              {campaign.creatives.map((creative) => (
                <li key={creative.url} className="relative">
                  {creative.type === "video" ? (
                    <video src={creative.url} className="aspect-square w-full rounded-lg border object-cover" controls preload="metadata" />
                  ) : (
                    <CampaignThumbnail src={creative.url} className="aspect-square w-full" />
                  )}
                  {creative.isMain ? (
                    <span className="absolute left-1 top-1 rounded bg-primary px-1.5 text-xs text-primary-foreground">{t("main")}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : campaign.imageUrl ? (
            <CampaignThumbnail src={campaign.imageUrl} className="size-32" />
          ) : (
            <p className="text-sm text-muted-foreground">{t("noMedia")}</p>
          )}
        </FactCard>
        <BudgetAndTargeting campaign={campaign} />
        <FactCard title={t("metaAccounts")}>
          <FactList
            items={[
              { label: t("adAccount"), value: campaign.metaAdAccountName || none },
              { label: t("page"), value: campaign.metaPageName || none },
              { label: t("instagram"), value: campaign.metaInstagramUsername ? `@${campaign.metaInstagramUsername}` : none },
              { label: t("pixel"), value: campaign.metaPixelName || none },
            ]}
          />
        </FactCard>
        <FactCard title={t("adSets")}>
          {campaign.adSets.length ? (
            <ul className="grid gap-3 text-sm">
              {campaign.adSets.map((adSet, index) => (
                <li key={adSet.id ?? index} className="min-w-0 rounded-md border p-3 [overflow-wrap:anywhere]">
                  <p className="font-medium">
                    {adSet.name ? shownAdSetName(adSet.name, tAll("wizard.broadAudience")) : adSet.title}{" "}
                    {adSet.enabled ? null : <span className="text-muted-foreground">({t("disabled")})</span>}
                  </p>
                  <p className="text-muted-foreground">{adSet.title}</p>
                  <p>{adSet.primaryText}</p>
                  <p className="mt-1 text-xs text-muted-foreground">{audienceText(shownTargeting([{ ...adSet, enabled: true }]), tFacts)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{none}</p>
          )}
        </FactCard>
      </div>
    </div>
  );
}
