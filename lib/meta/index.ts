import "server-only";
import { db } from "@/lib/db";
import { metaTokenOf } from "./connect";
import { graph, GraphError } from "./graph";
import { fetchAccountInsights } from "./insights";
import { metaConnectionStatus } from "./connection";

// The product's calls to Meta for linked campaigns: insights and delivery changes, through the Graph
// API client with the user's token. A failure is reported, never replaced by invented figures.

export type MetaResult<T> = { ok: true; data: T } | { ok: false; error: MetaErrorKey };
export type MetaErrorKey = "meta.errors.notConnected" | "meta.errors.expired" | "meta.errors.unavailable";

export type CampaignInsightData = {
  campaignId: string;
  impressions: number;
  clicks: number;
  ctr: number;
  cpc: number;
  /** Minor units of `currency`. */
  spend: number;
  currency: string;
  roas: number | null;
};

async function connectionOf(userId: string): Promise<MetaResult<{ accessToken: string }>> {
  const token = await metaTokenOf(userId);
  const status = metaConnectionStatus(token ? { metaAccessToken: "present", metaTokenExpiresAt: token.expiresAt } : null);
  if (status === "disconnected") return { ok: false, error: "meta.errors.notConnected" };
  if (status === "expired") return { ok: false, error: "meta.errors.expired" };
  return { ok: true, data: { accessToken: token!.token } };
}

/** The ad account each linked campaign was published to (kept by its publish run). */
async function adAccountsOf(campaignIds: string[], userId: string): Promise<{ byCampaign: Map<string, string>; all: { id: string; currency: string | null }[] }> {
  const [runs, profile] = await Promise.all([
    db.metaPublishRun.findMany({ where: { campaignId: { in: campaignIds }, userId }, select: { campaignId: true, state: true } }),
    db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true } }),
  ]);
  const byCampaign = new Map<string, string>();
  for (const run of runs) {
    const state = (run.state ?? {}) as { adAccountId?: unknown; selection?: { adAccountId?: unknown } };
    const account = state.selection?.adAccountId ?? state.adAccountId;
    if (typeof account === "string") byCampaign.set(run.campaignId, account);
  }
  const all = (Array.isArray(profile?.metaAdAccountsData) ? profile.metaAdAccountsData : []) as { id: string; currency?: string | null }[];
  return { byCampaign, all: all.map((account) => ({ id: account.id, currency: account.currency ?? null })) };
}

/**
 * Lifetime insights of the user's linked campaigns: one request per ad account. A campaign whose
 * account is not recorded is looked for in each of the user's accounts.
 */
export async function fetchCampaignInsights(
  userId: string,
  campaigns: { id: string; metaCampaignId: string }[],
): Promise<MetaResult<CampaignInsightData[]>> {
  if (campaigns.length === 0) return { ok: true, data: [] };
  const connection = await connectionOf(userId);
  if (!connection.ok) return connection;
  const { byCampaign, all } = await adAccountsOf(campaigns.map((campaign) => campaign.id), userId);
  const accounts = new Map<string, Set<string>>();
  for (const campaign of campaigns) {
    const known = byCampaign.get(campaign.id);
    for (const account of known ? [known] : all.map((item) => item.id)) {
      if (!accounts.has(account)) accounts.set(account, new Set());
      accounts.get(account)!.add(campaign.metaCampaignId);
    }
  }
  const client = graph(connection.data.accessToken);
  const found = new Map<string, CampaignInsightData & { currency: string }>();
  try {
    for (const [account, ids] of accounts) {
      const figures = await fetchAccountInsights(client, account, [...ids]);
      const currency = all.find((item) => item.id === account)?.currency ?? "USD";
      for (const campaign of campaigns) {
        const row = figures.get(campaign.metaCampaignId);
        if (row) found.set(campaign.id, { campaignId: campaign.id, ...row, currency });
      }
    }
  } catch (error) {
    return { ok: false, error: graphFailure(error) };
  }
  return { ok: true, data: [...found.values()] };
}

function graphFailure(error: unknown): MetaErrorKey {
  if (!(error instanceof GraphError)) throw error;
  console.warn("[meta] request failed:", error.code ?? error.status, error.message);
  return error.isTokenError ? "meta.errors.expired" : "meta.errors.unavailable";
}

/** Pauses or resumes delivery of a linked campaign on Meta. */
export async function setCampaignDelivery(userId: string, metaCampaignId: string, status: "PAUSED" | "ACTIVE"): Promise<MetaResult<null>> {
  const connection = await connectionOf(userId);
  if (!connection.ok) return connection;
  try {
    await graph(connection.data.accessToken).post(metaCampaignId, { status });
    return { ok: true, data: null };
  } catch (error) {
    return { ok: false, error: graphFailure(error) };
  }
}
