"use client";

import { Info } from "@/components/ui/icons";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Banner } from "@/components/ui/banner";
import { BRAZIL_AD_TAXES, paysBrazilianAdTaxes, taxesOnTop, taxesOnTopPercent } from "@/lib/money/brazil-ad-taxes";
import { formatAmount } from "@/lib/money/currency";

// Issue 30: a Brazilian (BRL) account pays PIS/Cofins and ISS on top of its budget since 2026-01-01, and
// neither Ads Manager nor this app counts them in budgets or spend. The budget says so, with the rate and
// Meta's notice (lib/money/brazil-ad-taxes.ts). Other currencies see nothing.
export function BudgetTaxNotice({ currency, dailyBudget }: { currency: string; dailyBudget: number }) {
  const t = useTranslations("wizard.config.taxes");
  const format = useFormatter();
  const locale = useLocale();
  if (!paysBrazilianAdTaxes(currency)) return null;
  const percent = (value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 2 });
  return (
    <Banner role="note" tone="neutral" layout="stacked" icon={Info} title={t("title")} className="gap-1 p-3">
      <p className="text-muted-foreground">
        {t("body", {
          pisCofins: percent(BRAZIL_AD_TAXES.pisCofins),
          iss: percent(BRAZIL_AD_TAXES.iss),
          share: percent(BRAZIL_AD_TAXES.share),
          onTop: percent(taxesOnTopPercent()),
        })}
      </p>
      {Number.isFinite(dailyBudget) && dailyBudget > 0 ? (
        <p className="text-muted-foreground">
          {t("example", { budget: formatAmount(dailyBudget, currency, locale), total: formatAmount(dailyBudget + taxesOnTop(dailyBudget), currency, locale) })}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        {t.rich("source", {
          link: (chunks) => (
            <a className="text-primary underline" href={BRAZIL_AD_TAXES.source} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
    </Banner>
  );
}
