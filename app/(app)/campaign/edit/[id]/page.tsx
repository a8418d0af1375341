import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { CampaignEditForm } from "@/components/campaigns/campaign-edit-form";
import { FixedAtMeta } from "@/components/campaigns/fixed-at-meta";
import { Card, CardContent } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";
import { campaignBudgetRule } from "@/lib/campaigns/budget-of";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";
import { adSetsAtMeta, getCampaignDetail } from "@/lib/campaigns/detail";
import { publishableOf } from "@/lib/campaigns/publishable";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { amountText } from "@/lib/money/currency";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaignConfig"))("editTitle") };
}

const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

// Edits the stored campaign with the wizard's configuration rules (spec 001 §5).
export default async function CampaignEditPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const [campaign, metaStatus] = await Promise.all([getCampaignDetail(user.id, id), getMetaConnectionStatus(user.id)]);
  if (!campaign) notFound();
  const t = await getTranslations("campaignConfig");
  const tObjective = await getTranslations("wizard.config.objectives");
  // The amount as the reader writes it ("120,00" in Portuguese); both forms are read back.
  const decimalComma = (await getLocale()) === "pt";
  const linked = Boolean(campaign.metaCampaignId);
  const [atMeta, budgetRule] = await Promise.all([linked ? adSetsAtMeta(user.id, campaign.id) : new Set<string>(), campaignBudgetRule(user.id, campaign)]);
  const start = campaign.startDate ?? new Date();
  const cta = CTA_OPTIONS.find((option) => option === campaign.cta) ?? "";
  return (
    <div className="grid max-w-3xl gap-6">
      <Link href={`/campaigns/${campaign.id}`} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("editTitle")}</h1>
      <Card>
        <CardContent className="pt-6">
          <CampaignEditForm
            campaignId={campaign.id}
            linked={linked}
            adSets={campaign.adSets.map((set) => ({ id: set.id, name: set.name, atMeta: atMeta.has(set.id) }))}
            fixed={
              linked ? (
                <FixedAtMeta
                  objective={tObjective(campaign.campaignObjective === "conversions" ? "conversions" : "traffic")}
                  adAccount={campaign.metaAdAccountName}
                  page={campaign.metaPageName}
                />
              ) : null
            }
            publishable={publishableOf(campaign, campaign.projectName || campaign.productName || t("editTitle"))}
            metaStatus={metaStatus}
            defaults={{
              projectName: campaign.projectName ?? campaign.productName ?? "",
              headline: campaign.headline ?? "",
              description: campaign.description ?? "",
              cta: cta as (typeof CTA_OPTIONS)[number],
              dailyBudget: amountText(campaign.dailyBudget ?? budgetRule.perSetMinimum, budgetRule.currency, decimalComma),
              budgetRule,
              startDate: isoDay(start),
              endDate: isoDay(campaign.endDate),
              ageMin: campaign.targetingAgeMin ?? 18,
              ageMax: campaign.targetingAgeMax ?? 65,
              adSets: campaign.adSets.map(({ id, title, primaryText, enabled }) => ({ id, title, primaryText, enabled })),
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
