import { getFormatter, getTranslations } from "next-intl/server";
import { FactCard, FactList } from "@/components/ui/facts";
import type { CampaignDetail } from "@/lib/campaigns/detail";
import { formatMoney } from "@/lib/format/metrics";
import { cityLabel } from "@/lib/wizard/br-cities";

const KNOWN_COUNTRIES = ["BR", "US", "PT", "ES", "MX"];

/** Budget and dates, and targeting: shared by the detail and the read-only view pages. */
export async function BudgetAndTargeting({ campaign }: { campaign: CampaignDetail }) {
  const t = await getTranslations("campaigns.facts");
  const format = await getFormatter();
  const none = t("notSet");
  const date = (value: Date | null) => (value ? format.dateTime(value, { dateStyle: "medium", timeZone: "UTC" }) : none);
  const countries = campaign.targetingCountries.map((code) => (KNOWN_COUNTRIES.includes(code) ? t(`countries.${code}`) : code));
  return (
    <>
      <FactCard title={t("budgetTitle")}>
        <FactList
          items={[
            { label: t("dailyBudget"), value: campaign.dailyBudget === null ? none : formatMoney(campaign.dailyBudget, campaign.currency, { cents: true }) },
            { label: t("startDate"), value: date(campaign.startDate) },
            { label: t("endDate"), value: date(campaign.endDate) },
          ]}
        />
      </FactCard>
      <FactCard title={t("targetingTitle")}>
        <FactList
          items={[
            {
              label: t("ageRange"),
              value:
                campaign.targetingAgeMin !== null || campaign.targetingAgeMax !== null
                  ? t("ages", { min: campaign.targetingAgeMin ?? 13, max: campaign.targetingAgeMax ?? 65 })
                  : none,
            },
            { label: t("countries.label"), value: countries.length ? countries.join(", ") : none },
            { label: t("cities"), value: campaign.targetingCities.length ? campaign.targetingCities.map(cityLabel).join(", ") : none },
            { label: t("audience"), value: campaign.targetAudience || none },
          ]}
        />
      </FactCard>
    </>
  );
}
