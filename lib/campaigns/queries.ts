import "server-only";
import { db, type Prisma } from "@/lib/db";
import { mayStillPublish } from "@/lib/meta/run-state";
import { readDelivery, type MetaDelivery } from "@/lib/meta/sync";
import { costPerConversationOf, ratiosOf, revenueOf, type FigureSums } from "./figures";
import type { CampaignStatusValue } from "./schemas";
import { campaignDestination, campaignName, type Destination } from "./model";

/** A campaign's stored sums and the ratios taken from them (lib/campaigns/figures.ts); money in minor units. */
export type CampaignInsightView = FigureSums & {
  /** Link CTR, a percentage. */
  ctr: number;
  /** Cost per link click. */
  cpc: number;
  /** Revenue (Meta's purchase value and the sales the seller marked) ÷ spend; null without spend. */
  roas: number | null;
  /** The sales the seller marked ("Vendi!"), in minor units: part of `revenue`. */
  markedSales: number;
  revenue: number;
  /** Spend ÷ conversations started; null without conversations. */
  costPerConversation: number | null;
  currency: string;
  fetchedAt: string;
};

export type CampaignSummary = {
  id: string;
  name: string | null;
  productName: string | null;
  headline: string | null;
  imageUrl: string | null;
  status: CampaignStatusValue;
  /** Where the ads take people (issue 34): a WhatsApp campaign shows conversations, a website one link clicks. */
  destination: Destination;
  /** The currency of the campaign's ad account (its budget's), for figures it has none of yet. */
  currency: string;
  createdAt: string;
  metaCampaignId: string | null;
  /** What Meta runs, at the last sync (linked campaigns). */
  delivery: MetaDelivery | null;
  /** The assets the wizard chose, to publish a saved campaign with. */
  metaAdAccountId: string | null;
  metaPageId: string | null;
  metaInstagramId: string | null;
  metaPixelId: string | null;
  insight: CampaignInsightView | null;
};

export const summarySelect = {
  id: true,
  projectName: true,
  productName: true,
  headline: true,
  imageUrl: true,
  status: true,
  currency: true,
  createdAt: true,
  metaCampaignId: true,
  metaDelivery: true,
  metaAdAccountId: true,
  metaPageId: true,
  metaInstagramId: true,
  metaPixelId: true,
  destination: true,
  insight: { select: { impressions: true, linkClicks: true, spend: true, purchaseValue: true, conversations: true, currency: true, fetchedAt: true } },
  sales: { select: { amount: true, currency: true } },
} as const;

/** A row read with `summarySelect`, as the lists show it. */
export function toSummary(row: Prisma.CampaignGetPayload<{ select: typeof summarySelect }>): CampaignSummary {
  return {
    id: row.id,
    name: campaignName(row) || null,
    productName: row.productName,
    headline: row.headline,
    imageUrl: row.imageUrl,
    status: row.status,
    destination: campaignDestination(row),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    metaCampaignId: row.metaCampaignId,
    delivery: row.metaCampaignId ? readDelivery(row.metaDelivery) : null,
    metaAdAccountId: row.metaAdAccountId,
    metaPageId: row.metaPageId,
    metaInstagramId: row.metaInstagramId,
    metaPixelId: row.metaPixelId,
    insight: row.insight ? insightView(row.insight, markedSalesOf(row.sales, row.insight.currency)) : null,
  };
}

/** The marked sales in one currency, in its minor units (a sale in another currency is not added in). */
export function markedSalesOf(sales: readonly { amount: number; currency: string }[], currency: string): number {
  return sales.reduce((sum, sale) => (sale.currency === currency ? sum + sale.amount : sum), 0);
}

/**
 * A stored insight row as the cards show it: the ratios are taken from its sums, never read; the ROAS from
 * the revenue, which adds the sales the seller marked.
 */
export function insightView(row: FigureSums & { currency: string; fetchedAt: Date }, markedSales = 0): CampaignInsightView {
  const sums = {
    impressions: row.impressions,
    linkClicks: row.linkClicks,
    spend: row.spend,
    purchaseValue: row.purchaseValue,
    conversations: row.conversations,
  };
  const revenue = revenueOf(sums, markedSales);
  return {
    ...sums,
    ...ratiosOf({ ...sums, purchaseValue: revenue }),
    markedSales,
    revenue,
    costPerConversation: costPerConversationOf(sums),
    currency: row.currency,
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/**
 * The newest saved campaign never published (a wizard save, a copy), to offer when a new one starts: one
 * being published or already live is not offered.
 */
export async function newestUnpublishedDraft(userId: string): Promise<{ id: string; name: string } | null> {
  const row = await db.campaign.findFirst({
    where: { userId, status: "draft", ...mayStillPublish },
    orderBy: { updatedAt: "desc" },
    select: { id: true, projectName: true, productName: true },
  });
  return row ? { id: row.id, name: campaignName(row) } : null;
}
