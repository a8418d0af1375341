import "server-only";
import { z } from "zod";
import { db, type Prisma } from "@/lib/db";
import { storedAdAccounts } from "@/lib/meta/assets";
import { currencyCode, DEFAULT_CURRENCY } from "@/lib/money/currency";
import { costPerConversationOf, revenueOf, roasOf } from "./figures";
import { CAMPAIGNS_PAGE_SIZE, type CampaignListQuery } from "./list-query";
import { summarySelect, toSummary, type CampaignSummary } from "./queries";
import { CAMPAIGN_STATUSES, type CampaignStatusValue } from "./schemas";

// The dashboard and /campaigns search, filter and page in SQL: a page reads one slice and one count
// (and the dashboard its tiles' totals, from the seller's tally row), however many campaigns the seller has.

export type CampaignPage = { campaigns: CampaignSummary[]; found: number; page: number; pageCount: number };

// Prisma's `contains` becomes ILIKE '%…%' without escaping: a typed % or _ must match itself.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(userId: string, { q, status }: Pick<CampaignListQuery, "q" | "status">): Prisma.CampaignWhereInput {
  const pattern = { contains: escapeLike(q), mode: "insensitive" } as const;
  return {
    userId,
    ...(status ? { status } : {}),
    // spec 000 §5: by product name, case-insensitive, anywhere in it; a campaign without one by its project name.
    ...(q ? { OR: [{ productName: pattern }, { productName: null, projectName: pattern }] } : {}),
  };
}

/** How many campaigns the user has, in all and per status, and how many are linked to Meta. */
export type CampaignCounts = { total: number; linked: number; byStatus: Partial<Record<CampaignStatusValue, number>> };

/**
 * The sums of the seller's insight rows in one currency (money in its minor units); `conversationSpend` is
 * the spend of their WhatsApp campaigns, over which conversations are counted (issue 34).
 */
type InsightSums = {
  currency: string;
  rows: number;
  impressions: number;
  spend: number;
  purchaseValue: number;
  conversations: number;
  conversationSpend: number;
};

export type SellerTally = { counts: CampaignCounts; insights: InsightSums[] };

const count = z.number().int().catch(0);
const sum = z.number().catch(0);
const sumsSchema = z.object({ rows: count, impressions: sum, spend: sum, purchaseValue: sum, conversations: sum, conversationSpend: sum });
const byStatusSchema = z.record(z.string(), count).catch({});
const isStatus = (key: string): key is CampaignStatusValue => (CAMPAIGN_STATUSES as readonly string[]).includes(key);
const insightsSchema = z.record(z.string(), sumsSchema).catch({});

/**
 * The seller's counts and insight sums: one row, kept by the database's triggers on every write
 * (migration seller_tallies), so reading it costs the same for 10 campaigns or 10,000.
 */
export async function readSellerTally(userId: string): Promise<SellerTally> {
  const row = await db.sellerTally.findUnique({ where: { userId } });
  const byStatus = byStatusSchema.parse(row?.byStatus ?? {});
  const insights = Object.entries(insightsSchema.parse(row?.insights ?? {}))
    .map(([currency, sums]) => ({ currency, ...sums }))
    .filter((sums) => sums.rows > 0)
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    counts: {
      total: row?.campaigns ?? 0,
      linked: row?.linked ?? 0,
      byStatus: Object.fromEntries(Object.entries(byStatus).filter(([status, n]) => isStatus(status) && n > 0)),
    },
    insights,
  };
}

export async function countCampaigns(userId: string): Promise<CampaignCounts> {
  return (await readSellerTally(userId)).counts;
}

/**
 * One page of the user's campaigns, newest first; a page past the end (an old link) shows the last one.
 * With the user's `counts` already being read, a list that is not searched needs no count of its own.
 */
export async function listCampaignPage(
  userId: string,
  query: CampaignListQuery,
  options: { pageSize?: number; counts?: Promise<CampaignCounts> } = {},
): Promise<CampaignPage> {
  const { pageSize = CAMPAIGNS_PAGE_SIZE, counts } = options;
  const where = whereOf(userId, query);
  const slice = (page: number) =>
    db.campaign.findMany({
      where,
      // The id breaks ties (campaigns made in one statement share a creation time), so pages never overlap.
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: summarySelect,
    });
  const found = counts && !query.q ? counts.then((known) => (query.status ? (known.byStatus[query.status] ?? 0) : known.total)) : db.campaign.count({ where });
  const [total, rows] = await Promise.all([found, slice(query.page)]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  return { campaigns: (page === query.page ? rows : await slice(page)).map(toSummary), found: total, page, pageCount };
}

export type CampaignTotals = CampaignCounts & {
  impressions: number;
  /** Spend per currency, in each currency's minor units. */
  spend: { currency: string; amount: number }[];
  /**
   * Per currency with spend: the purchase value of all the seller's campaigns ÷ their spend (issue 30: a
   * campaign with spend and no purchases counts). Currencies are never added together.
   */
  roas: { currency: string; value: number }[];
  /** Conversations started by the seller's WhatsApp campaigns (issue 34); 0 without any. */
  conversations: number;
  /** Per currency with WhatsApp spend: that spend ÷ the conversations it started (null: none yet). */
  costPerConversation: { currency: string; value: number | null }[];
  /** Per currency: the sales the seller marked ("Vendi!"), counted in the ROAS above. */
  markedSales: { currency: string; amount: number }[];
  /** Whether the seller has a WhatsApp campaign, so the dashboard shows conversation tiles (issue 34). */
  whatsapp: boolean;
  /** The seller's currency, for a spend total with nothing in it. */
  currency: string;
};

// spec 000 §2 Dashboard tiles: active over total, impressions, spend and ROAS, from the tally: each is the
// sum over all the seller's campaigns (whatever page the list shows), or the ratio of such sums.
export async function campaignTotals(userId: string, tally: Promise<SellerTally> = readSellerTally(userId)): Promise<CampaignTotals> {
  const [{ counts, insights }, marked, whatsapp] = await Promise.all([
    tally,
    markedSalesByCurrency(userId),
    db.campaign.findFirst({ where: { userId, destination: "whatsapp" }, select: { id: true } }),
  ]);
  const total = (of: (sums: InsightSums) => number) => insights.reduce((all, sums) => all + of(sums), 0);
  const spend = insights.map((sums) => ({ currency: sums.currency, amount: sums.spend }));
  const roas = insights.flatMap((sums) => {
    const value = roasOf({ spend: sums.spend, purchaseValue: revenueOf(sums, marked.get(sums.currency) ?? 0) });
    return value === null ? [] : [{ currency: sums.currency, value }];
  });
  const costPerConversation = insights
    .filter((sums) => sums.conversationSpend > 0 || sums.conversations > 0)
    .map((sums) => ({ currency: sums.currency, value: costPerConversationOf({ spend: sums.conversationSpend, conversations: sums.conversations }) }));
  return {
    ...counts,
    impressions: total((sums) => sums.impressions),
    spend,
    roas,
    conversations: total((sums) => sums.conversations),
    costPerConversation,
    markedSales: [...marked].map(([currency, amount]) => ({ currency, amount })),
    whatsapp: whatsapp !== null || costPerConversation.length > 0,
    currency: spend[0]?.currency ?? (await sellerCurrency(userId)),
  };
}

/**
 * The sales the seller marked, summed per currency (issue 34): those a card counts, on a campaign with
 * results in the sale's currency (queries.ts, markedSalesOf), so that the dashboard's revenue is the sum
 * of the cards'.
 */
async function markedSalesByCurrency(userId: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ currency: string; amount: bigint }[]>`
    SELECT s.currency::text AS currency, SUM(s.amount) AS amount
    FROM campaign_sales s
    JOIN campaigns c ON c.id = s.campaign_id
    JOIN campaign_insights i ON i.campaign_id = s.campaign_id AND i.currency = s.currency
    WHERE c.user_id = ${userId}::uuid
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.currency, Number(row.amount)]));
}

/**
 * The currency of the seller's ad account: that of their newest campaign set up with one, else the first
 * account (active ones first) of the last read of their Meta assets; BRL when nothing says.
 */
export async function sellerCurrency(userId: string): Promise<string> {
  const [campaign, profile] = await Promise.all([
    db.campaign.findFirst({ where: { userId, metaAdAccountId: { not: null } }, orderBy: { createdAt: "desc" }, select: { currency: true } }),
    db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true } }),
  ]);
  if (campaign && currencyCode.test(campaign.currency)) return campaign.currency;
  const account = storedAdAccounts(profile?.metaAdAccountsData)
    .sort((a, b) => Number(b.active) - Number(a.active))
    .find((item) => item.currency !== null && currencyCode.test(item.currency));
  return account?.currency ?? DEFAULT_CURRENCY;
}
