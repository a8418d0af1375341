import "server-only";
import { db } from "@/lib/db";
import { getPublishRun } from "./progress";
import { publishStateOf, type CampaignPublishState } from "./publish-state";

/** The user's campaign's publish state (publish-state.ts); null when the user has no such campaign. */
export async function getCampaignPublishState(userId: string, campaignId: string): Promise<CampaignPublishState | null> {
  const campaign = await db.campaign.findFirst({ where: { id: campaignId, userId }, select: { metaCampaignId: true } });
  if (!campaign) return null;
  return publishStateOf(campaign.metaCampaignId, await getPublishRun(userId, campaignId));
}
