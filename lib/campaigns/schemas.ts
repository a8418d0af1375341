import { z } from "zod";

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "completed", "published", "archived"] as const;
export type CampaignStatusValue = (typeof CAMPAIGN_STATUSES)[number];

export const campaignIdSchema = z.uuid({ error: "campaigns.errors.notFound" });

export const CAMPAIGN_ACTIONS = ["pause", "activate", "duplicate", "delete", "archive", "restore"] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

export const manageCampaignSchema = z.object({
  action: z.enum(CAMPAIGN_ACTIONS, { error: "campaigns.errors.unknownAction" }),
  campaignId: campaignIdSchema,
});
