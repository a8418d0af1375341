import { ArrowLeft } from "@/components/ui/icons";
import { copyLanguageFor } from "@/components/campaigns/copy-language";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { CampaignEditForm } from "@/components/campaigns/campaign-edit-form";
import { FixedAtMeta } from "@/components/campaigns/fixed-at-meta";
import { Card, CardContent } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";
import { campaignBudgetRule } from "@/lib/campaigns/budget-of";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";
import { adSetsAtMeta, getCampaignDetail } from "@/lib/campaigns/detail";
import { amountDigits, toMajor } from "@/lib/money/currency";
import { shownAdSetName } from "@/lib/wizard/default-names";
import { dayOf, todayInBrazil } from "@/lib/campaigns/calendar";
import { campaignAges, campaignCountries, campaignDestination, campaignName } from "@/lib/campaigns/model";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaignConfig"))("editTitle") };
}

// Edits the stored campaign with the wizard's configuration rules (spec 001 §5).
export default async function CampaignEditPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const campaign = await getCampaignDetail(user.id, id);
  if (!campaign) notFound();
  const t = await getTranslations("campaignConfig");
  const tObjective = await getTranslations("wizard.config.objectives");
  const tWizard = await getTranslations("wizard");
  // The amount as the reader writes it ("1.500,00" in Portuguese, "1,500.00" in English); both are read back.
  const format = await getFormatter();
  const linked = Boolean(campaign.metaCampaignId);
  const [atMeta, budgetRule] = await Promise.all([linked ? adSetsAtMeta(user.id, campaign.id) : new Set<string>(), campaignBudgetRule(user.id, campaign)]);
  const cta = CTA_OPTIONS.find((option) => option === campaign.cta) ?? "";
  const whatsapp = campaignDestination(campaign) === "whatsapp";
  return (
    <div className="grid min-w-0 max-w-3xl grid-cols-1 gap-6">
      <Link
        href={`/campaigns/${campaign.id}`}
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("editTitle")}</h1>
      <Card>
        <CardContent className="pt-6">
          <CampaignEditForm
            campaignId={campaign.id}
            linked={linked}
            whatsapp={whatsapp}
            copyLanguage={copyLanguageFor(campaignCountries(campaign))}
            adSets={campaign.adSets.map((set) => ({ id: set.id, name: shownAdSetName(set.name, tWizard("broadAudience")), atMeta: atMeta.has(set.id) }))}
            fixed={
              linked ? (
                <FixedAtMeta
                  objective={tObjective(whatsapp ? "whatsapp" : campaign.campaignObjective === "conversions" ? "conversions" : "traffic")}
                  adAccount={campaign.metaAdAccountName}
                  page={campaign.metaPageName}
                />
              ) : null
            }
            defaults={{
              projectName: campaignName(campaign),
              headline: campaign.headline ?? "",
              description: campaign.description ?? "",
              cta: cta as (typeof CTA_OPTIONS)[number],
              ...(whatsapp ? { whatsappMessage: campaign.whatsappMessage ?? "" } : {}),
              dailyBudget: format.number(toMajor(campaign.dailyBudget ?? budgetRule.perSetMinimum, budgetRule.currency), amountDigits(budgetRule.currency)),
              budgetRule,
              startDate: campaign.startDate ? dayOf(campaign.startDate) : todayInBrazil(),
              endDate: campaign.endDate ? dayOf(campaign.endDate) : "",
              ...campaignAges(campaign),
              adSets: campaign.adSets.map(({ id, title, primaryText, enabled }) => ({ id, title, primaryText, enabled })),
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
