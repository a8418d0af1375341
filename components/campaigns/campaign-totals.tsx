import { useFormatter, useTranslations } from "next-intl";
import { roasOf, type FigureSums } from "@/lib/campaigns/figures";
import { compact, money, roasFigure } from "@/lib/format/metrics";

type Insight = (FigureSums & { currency: string }) | null;

/** The campaign's results since it started: the same stored sums, ratios and formats as its dashboard card. */
export function CampaignTotals({ insight }: { insight: Insight }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  if (!insight) return null;
  const roas = roasOf(insight);
  const items = [
    [t("metrics.spend"), money(format, insight.spend, insight.currency)],
    [t("metrics.impressions"), compact(format, insight.impressions)],
    [t("metrics.linkClicks"), compact(format, insight.linkClicks)],
    [t("metrics.roas"), roas === null ? t("metrics.none") : t("metrics.roasValue", { value: roasFigure(format, roas) })],
  ] as const;
  return (
    <div className="mb-4 grid gap-2">
      <p className="text-xs font-medium uppercase text-muted-foreground">{t("chart.totals")}</p>
      <dl className="grid grid-cols-2 gap-2 text-center text-sm sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col-reverse rounded-md bg-muted/50 p-2">
            <dt className="text-xs leading-tight text-muted-foreground">{label}</dt>
            <dd className="break-words font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
