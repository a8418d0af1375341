import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { MetaAdAccount } from "@/lib/meta/assets";
import { currencyCode, DEFAULT_CURRENCY } from "@/lib/money/currency";
import { CAMPAIGNS_PAGE_SIZE, type CampaignListQuery } from "./list-query";
import { summarySelect, toSummary, type CampaignSummary } from "./queries";
import type { CampaignStatusValue } from "./schemas";

// The dashboard and /campaigns search, filter and page in SQL: a page reads one slice and one count
// (and the dashboard its tiles' totals, aggregated in SQL), however many campaigns the seller has.

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

/** How many campaigns the user has, in all and per status, and how many are linked to Meta: one scan. */
export type CampaignCounts = { total: number; linked: number; byStatus: Partial<Record<CampaignStatusValue, number>> };

export async function countCampaigns(userId: string): Promise<CampaignCounts> {
  const groups = await db.campaign.groupBy({ by: ["status"], where: { userId }, _count: { _all: true, metaCampaignId: true } });
  return {
    total: groups.reduce((sum, group) => sum + group._count._all, 0),
    linked: groups.reduce((sum, group) => sum + group._count.metaCampaignId, 0),
    byStatus: Object.fromEntries(groups.map((group) => [group.status, group._count._all])),
  };
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
  const count = counts && !query.q ? counts.then((known) => (query.status ? (known.byStatus[query.status] ?? 0) : known.total)) : db.campaign.count({ where });
  const [found, rows] = await Promise.all([count, slice(query.page)]);
  const pageCount = Math.max(1, Math.ceil(found / pageSize));
  const page = Math.min(query.page, pageCount);
  return { campaigns: (page === query.page ? rows : await slice(page)).map(toSummary), found, page, pageCount };
}

export type CampaignTotals = CampaignCounts & {
  impressions: number;
  /** Spend per currency, in each currency's minor units. */
  spend: { currency: string; amount: number }[];
  /** The mean of the known ROAS values, or null. */
  averageRoas: number | null;
  /** The seller's currency, for a spend total with nothing in it. */
  currency: string;
};

// spec 000 §2 Dashboard tiles: active over total, impressions, spend and average ROAS, summed in SQL.
export async function campaignTotals(userId: string, counts: Promise<CampaignCounts> = countCampaigns(userId)): Promise<CampaignTotals> {
  const [known, byCurrency] = await Promise.all([
    counts,
    db.campaignInsight.groupBy({
      by: ["currency"],
      where: { campaign: { userId } },
      _sum: { impressions: true, spend: true, roas: true },
      _count: { roas: true },
      orderBy: { currency: "asc" },
    }),
  ]);
  const sum = <T>(items: T[], of: (item: T) => number | null | undefined) => items.reduce((total, item) => total + (of(item) ?? 0), 0);
  const roasCount = sum(byCurrency, (group) => group._count.roas);
  const spend = byCurrency.map((group) => ({ currency: group.currency, amount: group._sum.spend ?? 0 }));
  return {
    ...known,
    impressions: sum(byCurrency, (group) => group._sum.impressions),
    spend,
    averageRoas: roasCount ? sum(byCurrency, (group) => group._sum.roas) / roasCount : null,
    currency: spend[0]?.currency ?? (await sellerCurrency(userId)),
  };
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
  const accounts = (Array.isArray(profile?.metaAdAccountsData) ? profile.metaAdAccountsData : []) as Partial<MetaAdAccount>[];
  const account = [...accounts]
    .sort((a, b) => Number(b?.active === true) - Number(a?.active === true))
    .find((item) => typeof item?.currency === "string" && currencyCode.test(item.currency));
  return account?.currency ?? DEFAULT_CURRENCY;
}
