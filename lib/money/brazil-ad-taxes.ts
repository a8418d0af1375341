// Taxes Meta charges Brazilian accounts on top of ad spend since 2026-01-01. Meta's notice "Reforma
// tributária" (BRAZIL_AD_TAXES.source, 1 September 2025) says Meta passes on PIS/Cofins at 9.25% and ISS
// at 2.9%, which it had absorbed until then ("the amount charged will increase by approx. 12.15%"); that
// the taxes are compounded into the price; that budgets and the spend in Ads Manager never include them;
// that post-paid accounts (card, monthly invoice) pay them on top of the spend, and that prepaid ones
// (Pix, boleto) see them taken from the balance. It applies to customers invoiced by Facebook Serviços
// Online do Brasil Ltda., that is accounts in BRL. (The CBS 0.9% and IBS 0.1% shown on 2026 invoices are
// a test of the tax reform and not charged.)
//
// Pages disagree on the figure: "about 12%", 12.15%, 12.5% and 13.83% all circulate. They are one rate
// seen from two sides. Compounded into the price, the taxes are 12.15% of the amount charged, so on top
// of a budget they add 12.15 ÷ (100 − 12.15) ≈ 13.83% (Folha de S.Paulo's report of Meta's tables:
// "12,15% 'por dentro', equivalente a 13,83% 'por fora'"; of every R$ 100 prepaid, R$ 87.85 buys ads).

export const BRAZIL_AD_TAXES = {
  since: "2026-01-01",
  /** PIS/Cofins and ISS, percent. */
  pisCofins: 9.25,
  iss: 2.9,
  /** Their share of the amount charged, percent (9.25 + 2.9). */
  share: 12.15,
  source: "https://www.facebook.com/government-nonprofits/blog/reforma-tributaria",
} as const;

/** Meta's notice covers the accounts it invoices from Brazil, whose currency is the real. */
export const paysBrazilianAdTaxes = (currency: string) => currency === "BRL";

/** The taxes added on top of an amount of ad spend (minor units): the share of a price they are compounded into. */
export const taxesOnTop = (minor: number) => Math.round((minor * BRAZIL_AD_TAXES.share) / (100 - BRAZIL_AD_TAXES.share));

/** Taxes on top of a budget as a percentage of it (≈ 13.83). */
export const taxesOnTopPercent = () => (BRAZIL_AD_TAXES.share / (100 - BRAZIL_AD_TAXES.share)) * 100;
