import "server-only";
import { metaTokenOf } from "./connect";
import { metaConnectionStatus } from "./connection";

// The seam between the product and Meta. Insights and delivery changes go through here; the Meta
// integration issue supplies the Graph API client behind it. Until then a call reports honestly that
// no Meta account is connected (or that the client is unavailable) and invents no figures.

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

/** Lifetime insights of the user's linked campaigns (one request per ad account once the client exists). */
export async function fetchCampaignInsights(
  userId: string,
  campaigns: { id: string; metaCampaignId: string }[],
): Promise<MetaResult<CampaignInsightData[]>> {
  if (campaigns.length === 0) return { ok: true, data: [] };
  const connection = await connectionOf(userId);
  if (!connection.ok) return connection;
  return { ok: false, error: "meta.errors.unavailable" };
}

/** Pauses or resumes delivery of a linked campaign on Meta. */
export async function setCampaignDelivery(
  userId: string,
  _metaCampaignId: string,
  _status: "PAUSED" | "ACTIVE",
): Promise<MetaResult<null>> {
  const connection = await connectionOf(userId);
  if (!connection.ok) return connection;
  return { ok: false, error: "meta.errors.unavailable" };
}
