import { DollarSign, Eye, MessageCircle, PlayCircle, TrendingUp, Wallet, type Icon as IconComponent } from "@/components/ui/icons";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";
import type { CampaignTotals } from "@/lib/campaigns/listing";
import { compact, money, roasFigure, spendTotals } from "@/lib/format/metrics";

// spec 000 §2: Active (active over total), Impressions (K/M), Spend (whole units, in each account's
// currency: the seller's own when there is none yet), ROAS; all campaigns, whatever page is shown. Each
// tile is the sum over those campaigns, or a ratio of sums: ROAS is their purchase value ÷ their spend
// (issue 30), one figure per currency when the seller's accounts have several.
export async function SummaryTiles({ totals }: { totals: CampaignTotals }) {
  const [t, tMetrics, tSales, format] = await Promise.all([
    getTranslations("dashboard.tiles"),
    getTranslations("campaigns.metrics"),
    getTranslations("sales"),
    getFormatter(),
  ]);
  // Issue 34: the ROAS counts the sales the seller marked ("Vendi!"), and says how much of it they are.
  const sold = totals.markedSales.filter((item) => item.amount > 0);
  const tiles: { label: string; value: string; note?: string; Icon: IconComponent }[] = [
    { label: t("active"), value: t("activeValue", { active: totals.byStatus.active ?? 0, total: totals.total }), Icon: PlayCircle },
    { label: t("impressions"), value: compact(format, totals.impressions), Icon: Eye },
    { label: t("spend"), value: spendTotals(format, totals.spend, totals.currency), Icon: DollarSign },
    {
      label: t("roas"),
      value: !totals.roas.length
        ? tMetrics("none")
        : totals.roas.length === 1
          ? tMetrics("roasValue", { value: roasFigure(format, totals.roas[0]!.value) })
          : format.list(
              totals.roas.map((item) => t("roasInCurrency", { value: roasFigure(format, item.value), currency: item.currency })),
              { type: "unit", style: "short" },
            ),
      ...(sold.length && totals.roas.length
        ? { note: tSales("includes", { amount: format.list(sold.map((item) => money(format, item.amount, item.currency))) }) }
        : {}),
      Icon: TrendingUp,
    },
    // Issue 34: a seller with WhatsApp campaigns sees the chats they opened and what each cost: the spend
    // of those campaigns ÷ their conversations, per currency ("—" before they have any).
    ...(totals.whatsapp
      ? [
          { label: t("conversations"), value: compact(format, totals.conversations), Icon: MessageCircle },
          {
            label: t("costPerConversation"),
            value: !totals.costPerConversation.length
              ? tMetrics("none")
              : format.list(
                  totals.costPerConversation.map((item) => {
                    const value = item.value === null ? tMetrics("none") : money(format, item.value, item.currency, { cents: true });
                    return totals.costPerConversation.length === 1 ? value : t("costInCurrency", { value, currency: item.currency });
                  }),
                  { type: "unit", style: "short" },
                ),
            Icon: Wallet,
          },
        ]
      : []),
  ];
  return (
    <div className={tiles.length > 4 ? "grid grid-cols-2 gap-4 lg:grid-cols-3" : "grid grid-cols-2 gap-4 lg:grid-cols-4"}>
      {tiles.map(({ label, value, note, Icon }) => (
        <Card key={label} className="min-w-0">
          <CardContent className="flex items-center justify-between gap-3 p-4 sm:p-6">
            <div className="min-w-0">
              <dl className="flex min-w-0 flex-col-reverse">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="break-words text-xl font-bold sm:text-2xl">{value}</dd>
              </dl>
              {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
            </div>
            <Icon className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
