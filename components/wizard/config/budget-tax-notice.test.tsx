/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { BRAZIL_AD_TAXES } from "@/lib/money/brazil-ad-taxes";
import { BudgetTaxNotice } from "./budget-tax-notice";

function Notice({ locale, currency, dailyBudget }: { locale: "en" | "pt"; currency: string; dailyBudget: number }) {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === "pt" ? pt : en} timeZone="America/Sao_Paulo">
      <BudgetTaxNotice currency={currency} dailyBudget={dailyBudget} />
    </NextIntlClientProvider>
  );
}

// Intl writes "R$ 50,00" with a no-break space.
const text = () => screen.getByRole("note").textContent?.replace(/\s/g, " ");

describe("BudgetTaxNotice", () => {
  it("tells a BRL account that taxes come on top of its budget, with the rates and Meta's notice", () => {
    render(<Notice locale="pt" currency="BRL" dailyBudget={5_000} />);
    expect(text()).toContain("Os impostos são cobrados além deste orçamento");
    expect(text()).toContain("PIS/Cofins (9,25%) e ISS (2,9%)");
    expect(text()).toContain("12,15% do valor cobrado, cerca de 13,83% a mais que o orçamento");
    expect(text()).toContain("Um orçamento diário de R$ 50,00 custa cerca de R$ 56,92 por dia com impostos.");
    expect(screen.getByRole("link", { name: "aviso do Meta sobre as mudanças tributárias" })).toHaveProperty("href", BRAZIL_AD_TAXES.source);
  });

  it("in English too, and without the example while the budget is not an amount", () => {
    render(<Notice locale="en" currency="BRL" dailyBudget={Number.NaN} />);
    expect(text()).toContain("PIS/Cofins (9.25%) and ISS (2.9%)");
    expect(text()).not.toContain("A daily budget of");
  });

  it("says nothing to an account in another currency", () => {
    const { container } = render(<Notice locale="en" currency="USD" dailyBudget={5_000} />);
    expect(container.textContent).toBe("");
  });
});
