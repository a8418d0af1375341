import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { FactCard, FactList } from "@/components/ui/facts";
import type { CampaignDetail } from "@/lib/campaigns/detail";
import { shownTargeting } from "@/lib/campaigns/targeting";
import { money, NUMERIC_DATE } from "@/lib/format/metrics";
import { cityLabel } from "@/lib/wizard/br-cities";
import { campaignAges } from "@/lib/campaigns/model";

type Translate = Awaited<ReturnType<typeof getTranslations<"campaigns.facts">>>;

/** Issue 31: the interests Meta gets, or the AI's segments said to be suggestions not sent, or a broad audience. */
export function audienceText(shown: ReturnType<typeof shownTargeting>, t: Translate): string {
  if (shown.kind === "broad") return t("broadAudience");
  return shown.kind === "interests" ? shown.names.join(", ") : t("suggestedAudience", { names: shown.names.join(", ") });
}

/** Budget and dates, and targeting: shared by the detail and the read-only view pages. */
export async function BudgetAndTargeting({ campaign }: { campaign: CampaignDetail }) {
  const t = await getTranslations("campaigns.facts");
  const format = await getFormatter();
  const none = t("notSet");
  // Start and end are calendar days (stored at midnight UTC): written in UTC so no time zone moves them.
  const date = (value: Date | null) => (value ? format.dateTime(value, { ...NUMERIC_DATE, timeZone: "UTC" }) : none);
  // Every country by its name in the reader's language (Intl's region names), never a bare code.
  const regionNames = new Intl.DisplayNames([await getLocale()], { type: "region", fallback: "code" });
  const countries = campaign.targetingCountries.map((code) => regionNames.of(code) ?? code);
  return (
    <>
      <FactCard title={t("budgetTitle")}>
        <FactList
          items={[
            { label: t("dailyBudget"), value: campaign.dailyBudget === null ? none : money(format, campaign.dailyBudget, campaign.currency, { cents: true }) },
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
              // The ages Meta receives, defaults included (they were shown as none, or from 13).
              value: t("ages", { min: campaignAges(campaign).ageMin, max: campaignAges(campaign).ageMax }),
            },
            { label: t("countries.label"), value: countries.length ? countries.join(", ") : none },
            { label: t("cities"), value: campaign.targetingCities.length ? campaign.targetingCities.map(cityLabel).join(", ") : none },
            { label: t("audience"), value: audienceText(shownTargeting(campaign.adSets), t) },
          ]}
        />
      </FactCard>
    </>
  );
}
