import "server-only";
import { db } from "@/lib/db";
import type { MessageKey } from "@/lib/actions/result";
import { parseBudgetInput } from "@/lib/money/budget-input";
import { currencyOffset } from "@/lib/money/currency";
import { campaignDestination } from "./model";

// Issue 34, "Vendi!": a WhatsApp conversation that became a sale, marked by the seller with its value. Meta
// never sees these; the app adds them to the campaign's revenue and ROAS (figures.ts, revenueOf) and says so.

/** The most one marked sale may be worth: a million in the currency's units. */
export const SALE_MAX_UNITS = 1_000_000;
export const SALE_NOTE_MAX = 200;

export type MarkedSale = { id: string; amount: number; currency: string; note: string | null; createdAt: string };
export type SaleOutcome = { ok: true; sale: MarkedSale } | { ok: false; error: MessageKey; field?: "amount" };

/** Marks a sale on the user's own WhatsApp campaign, in the campaign's currency. */
export async function markSale(userId: string, campaignId: string, input: { amount: string; note?: string }): Promise<SaleOutcome> {
  const campaign = await db.campaign.findFirst({ where: { id: campaignId, userId }, select: { destination: true, currency: true } });
  if (!campaign) return { ok: false, error: "campaigns.errors.notFound" };
  if (campaignDestination(campaign) !== "whatsapp") return { ok: false, error: "sales.errors.notWhatsApp" };
  const typed = parseBudgetInput(input.amount, campaign.currency);
  if (!typed.ok)
    return {
      ok: false,
      error: typed.error === "campaignConfig.errors.budgetRequired" ? "sales.errors.amountRequired" : "sales.errors.amountInvalid",
      field: "amount",
    };
  if (typed.minor <= 0 || typed.minor > SALE_MAX_UNITS * currencyOffset(campaign.currency))
    return { ok: false, error: "sales.errors.amountRange", field: "amount" };
  const sale = await db.campaignSale.create({
    data: { campaignId, userId, amount: typed.minor, currency: campaign.currency, note: input.note?.trim() || null },
  });
  return { ok: true, sale: shown(sale) };
}

/** Takes a marked sale back; only the user's own. */
export async function removeSale(userId: string, saleId: string): Promise<{ ok: true; campaignId: string } | { ok: false; error: MessageKey }> {
  const sale = await db.campaignSale.findFirst({ where: { id: saleId, userId }, select: { campaignId: true } });
  if (!sale) return { ok: false, error: "sales.errors.notFound" };
  await db.campaignSale.deleteMany({ where: { id: saleId, userId } });
  return { ok: true, campaignId: sale.campaignId };
}

/** The most sales the detail page lists; the total counts them all (salesTotal). */
export const SALES_LISTED = 100;

/** The campaign's marked sales, newest first (the user's own campaign only). */
export async function listSales(userId: string, campaignId: string): Promise<MarkedSale[]> {
  const sales = await db.campaignSale.findMany({ where: { campaignId, userId }, orderBy: { createdAt: "desc" }, take: SALES_LISTED });
  return sales.map(shown);
}

/** How many sales the seller marked on the campaign in `currency`, and their sum in its minor units: all of them, listed or not. */
export async function salesTotal(userId: string, campaignId: string, currency: string): Promise<{ count: number; amount: number }> {
  const total = await db.campaignSale.aggregate({ where: { campaignId, userId, currency }, _count: { _all: true }, _sum: { amount: true } });
  return { count: total._count._all, amount: total._sum.amount ?? 0 };
}

const shown = (sale: { id: string; amount: number; currency: string; note: string | null; createdAt: Date }): MarkedSale => ({
  id: sale.id,
  amount: sale.amount,
  currency: sale.currency,
  note: sale.note,
  createdAt: sale.createdAt.toISOString(),
});
