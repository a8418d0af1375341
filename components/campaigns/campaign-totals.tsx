import { useTranslations } from "next-intl";
import { abbreviate, formatMoney, formatRoas } from "@/lib/format/metrics";

type Insight = { impressions: number; clicks: number; spend: number; currency: string; roas: number | null } | null;

/** The campaign's results since it started: the same stored figures as its dashboard card. */
export function CampaignTotals({ insight }: { insight: Insight }) {
  const t = useTranslations("campaigns");
  if (!insight) return null;
  const items = [
    [t("metrics.spend"), formatMoney(insight.spend, insight.currency)],
    [t("metrics.impressions"), abbreviate(insight.impressions)],
    [t("metrics.clicks"), abbreviate(insight.clicks)],
    [t("metrics.roas"), formatRoas(insight.roas)],
  ] as const;
  return (
    <div className="mb-4 grid gap-2">
      <p className="text-xs font-medium uppercase text-muted-foreground">{t("chart.totals")}</p>
      <dl className="grid grid-cols-2 gap-2 text-center text-sm sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-md bg-muted/50 p-2">
            <dt className="truncate text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
