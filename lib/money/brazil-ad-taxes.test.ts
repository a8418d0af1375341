import { BRAZIL_AD_TAXES, paysBrazilianAdTaxes, taxesOnTop, taxesOnTopPercent } from "./brazil-ad-taxes";

describe("Brazil's taxes on Meta ads (Meta's notice, since 2026-01-01)", () => {
  it("are PIS/Cofins 9.25% and ISS 2.9%: 12.15% of the amount charged", () => {
    expect(BRAZIL_AD_TAXES).toMatchObject({ since: "2026-01-01", pisCofins: 9.25, iss: 2.9, share: 12.15 });
    expect(BRAZIL_AD_TAXES.pisCofins + BRAZIL_AD_TAXES.iss).toBeCloseTo(BRAZIL_AD_TAXES.share, 10);
    expect(BRAZIL_AD_TAXES.source).toMatch(/^https:\/\/www\.facebook\.com\//);
  });

  it("add about 13.83% on top of a budget, so that they are 12.15% of what is paid", () => {
    expect(taxesOnTopPercent()).toBeCloseTo(13.83, 2);
    expect(taxesOnTop(10_000)).toBe(1_383); // R$ 100.00 of ads: R$ 113.83 charged
    expect(taxesOnTop(5_000)).toBe(692);
    const budget = 8_785; // of R$ 100 prepaid, R$ 87.85 buys ads
    expect(budget + taxesOnTop(budget)).toBe(10_000);
    expect(taxesOnTop(0)).toBe(0);
  });

  it("are paid by accounts in reais only", () => {
    expect(paysBrazilianAdTaxes("BRL")).toBe(true);
    expect(paysBrazilianAdTaxes("USD")).toBe(false);
  });
});
