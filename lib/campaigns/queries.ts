import "server-only";
import { db } from "@/lib/db";
import type { CampaignStatusValue } from "./schemas";

export type CampaignInsightView = {
  impressions: number;
  clicks: number;
  ctr: number;
  cpc: number;
  spend: number;
  currency: string;
  roas: number | null;
  fetchedAt: string;
};

export type CampaignSummary = {
  id: string;
  name: string | null;
  productName: string | null;
  headline: string | null;
  imageUrl: string | null;
  status: CampaignStatusValue;
  createdAt: string;
  metaCampaignId: string | null;
  insight: CampaignInsightView | null;
};

const summarySelect = {
  id: true,
  projectName: true,
  productName: true,
  headline: true,
  imageUrl: true,
  status: true,
  createdAt: true,
  metaCampaignId: true,
  insight: { select: { impressions: true, clicks: true, ctr: true, cpc: true, spend: true, currency: true, roas: true, fetchedAt: true } },
} as const;

/** The user's campaigns, newest first, with their cached insights: a fixed number of queries. */
export async function listCampaigns(userId: string): Promise<CampaignSummary[]> {
  const rows = await db.campaign.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: summarySelect,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.projectName ?? row.productName,
    productName: row.productName,
    headline: row.headline,
    imageUrl: row.imageUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    metaCampaignId: row.metaCampaignId,
    insight: row.insight ? { ...row.insight, fetchedAt: row.insight.fetchedAt.toISOString() } : null,
  }));
}

/** One of the user's campaigns, or null: ownership is part of the query. */
export async function findOwnCampaign(userId: string, campaignId: string) {
  return db.campaign.findFirst({ where: { id: campaignId, userId }, include: { insight: true } });
}
