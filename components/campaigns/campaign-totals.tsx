import { useFormatter, useTranslations } from "next-intl";
import { costPerConversationOf, revenueOf, roasOf, type FigureSums } from "@/lib/campaigns/figures";
import type { Destination } from "@/lib/campaigns/model";
import { compact, money, roasFigure } from "@/lib/format/metrics";

type Insight = (FigureSums & { currency: string }) | null;

/**
 * The campaign's results since it started: the same stored sums, ratios and formats as its dashboard card.
 * A WhatsApp campaign (issue 34) counts conversations where a website one counts link clicks, and its
 * revenue adds the sales the seller marked (`markedSales`, in the insight's currency).
 */
export function CampaignTotals({ insight, destination = "website", markedSales = 0 }: { insight: Insight; destination?: Destination; markedSales?: number }) {
  const t = useTranslations("campaigns");
  const tSales = useTranslations("sales");
  const format = useFormatter();
  if (!insight) return null;
  const revenue = revenueOf(insight, markedSales);
  const roas = roasOf({ spend: insight.spend, purchaseValue: revenue });
  const roasText = roas === null ? t("metrics.none") : t("metrics.roasValue", { value: roasFigure(format, roas) });
  const costPerConversation = costPerConversationOf(insight);
  const items: (readonly [string, string])[] =
    destination === "whatsapp"
      ? [
          [t("metrics.spend"), money(format, insight.spend, insight.currency)],
          [t("metrics.impressions"), compact(format, insight.impressions)],
          [t("metrics.conversations"), compact(format, insight.conversations)],
          [
            t("metrics.costPerConversation"),
            costPerConversation === null ? t("metrics.none") : money(format, costPerConversation, insight.currency, { cents: true }),
          ],
          [t("metrics.revenue"), money(format, revenue, insight.currency)],
          [t("metrics.roas"), roasText],
        ]
      : [
          [t("metrics.spend"), money(format, insight.spend, insight.currency)],
          [t("metrics.impressions"), compact(format, insight.impressions)],
          [t("metrics.linkClicks"), compact(format, insight.linkClicks)],
          [t("metrics.roas"), roasText],
        ];
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
      {markedSales > 0 ? <p className="text-xs text-muted-foreground">{tSales("includes", { amount: money(format, markedSales, insight.currency) })}</p> : null}
    </div>
  );
}
