"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Button } from "@/components/ui/button";
import { addDays } from "@/lib/campaigns/calendar";
import { compact, money } from "@/lib/format/metrics";
import { currencyOffset, toMajor } from "@/lib/money/currency";

/** One day's own sums as stored (money in minor units): never rebuilt from the lifetime figures. */
export type ChartDay = { date: string; spend: number; purchaseValue: number; linkClicks: number; conversations: number; currency: string };

// A day of the chart ("2026-11-23") as a moment inside it, written in UTC so no time zone moves it.
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

// Beyond the spec: spend, purchase value and link clicks per day over the last 7 or 30 days, from the
// cached daily insights: each day's own figures from Meta's daily rows, never rebuilt (issue 30). A WhatsApp
// campaign's line is its conversations started (issue 34).
export function CampaignChart({
  days,
  hasResults,
  today,
  currency: campaignCurrency,
  whatsapp = false,
}: {
  days: ChartDay[];
  hasResults: boolean;
  today: string;
  currency: string;
  whatsapp?: boolean;
}) {
  const t = useTranslations("campaigns.chart");
  const format = useFormatter();
  const [range, setRange] = useState<7 | 30>(7);
  // Days without delivery have no row at Meta: the window is counted in calendar days.
  const since = addDays(today, -(range - 1));
  const shown = days.filter((day) => day.date >= since);
  const currency = days[0]?.currency ?? campaignCurrency;
  const moneyKeys = new Set([t("spend"), t("purchaseValue")]);
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t("range")} className="flex gap-2">
        {([7, 30] as const).map((value) => (
          <Button key={value} size="sm" variant={range === value ? "default" : "outline"} aria-pressed={range === value} onClick={() => setRange(value)}>
            {t("lastDays", { days: value })}
          </Button>
        ))}
      </div>
      {shown.length ? (
        <div className="h-64" role="img" aria-label={t(whatsapp ? "summaryWhatsApp" : "summary", { days: range })}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart
              data={shown.map((day) => ({ ...day, spendUnits: toMajor(day.spend, day.currency), valueUnits: toMajor(day.purchaseValue, day.currency) }))}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                dataKey="date"
                fontSize={12}
                tickFormatter={(date: string) => format.dateTime(noonOf(date), { day: "2-digit", month: "2-digit", timeZone: "UTC" })}
              />
              <YAxis yAxisId="spend" fontSize={12} tickFormatter={(value: number) => compact(format, value)} />
              <YAxis yAxisId="clicks" orientation="right" fontSize={12} tickFormatter={(value: number) => compact(format, value)} />
              <Tooltip
                labelFormatter={(date) => format.dateTime(noonOf(String(date)), { dateStyle: "medium", timeZone: "UTC" })}
                formatter={(value, key) =>
                  moneyKeys.has(String(key))
                    ? money(format, Math.round(Number(value) * currencyOffset(currency)), currency, { cents: true })
                    : format.number(Number(value))
                }
              />
              <Legend />
              <Bar yAxisId="spend" dataKey="spendUnits" name={t("spend")} fill="var(--primary)" />
              <Bar yAxisId="spend" dataKey="valueUnits" name={t("purchaseValue")} fill="var(--accent-foreground)" />
              {whatsapp ? (
                <Line yAxisId="clicks" dataKey="conversations" name={t("conversations")} stroke="var(--success)" />
              ) : (
                <Line yAxisId="clicks" dataKey="linkClicks" name={t("linkClicks")} stroke="var(--success)" />
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {hasResults ? t("emptyRange", { days: range }) : t("empty")}
        </p>
      )}
    </div>
  );
}
