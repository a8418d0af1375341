import { DollarSign, Eye, PlayCircle, TrendingUp } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";
import type { CampaignSummary } from "@/lib/campaigns/queries";
import { abbreviate, averageRoas, formatRoas, formatSpendTotals } from "@/lib/format/metrics";

// spec 000 §2: Active (active over total), Impressions (K/M), Spend (whole dollars), Average ROAS.
export async function SummaryTiles({ campaigns }: { campaigns: CampaignSummary[] }) {
  const t = await getTranslations("dashboard.tiles");
  const insights = campaigns.flatMap((campaign) => (campaign.insight ? [campaign.insight] : []));
  const tiles = [
    { label: t("active"), value: `${campaigns.filter((c) => c.status === "active").length}/${campaigns.length}`, Icon: PlayCircle },
    { label: t("impressions"), value: abbreviate(insights.reduce((sum, i) => sum + i.impressions, 0)), Icon: Eye },
    { label: t("spend"), value: formatSpendTotals(insights), Icon: DollarSign },
    { label: t("roas"), value: formatRoas(averageRoas(insights.map((i) => i.roas))), Icon: TrendingUp },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map(({ label, value, Icon }) => (
        <Card key={label}>
          <CardContent className="flex items-center justify-between gap-3 pt-6">
            <dl className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </dl>
            <Icon className="size-6 text-primary" aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
