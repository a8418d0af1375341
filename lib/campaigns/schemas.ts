import { z } from "zod";

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "completed", "published", "archived"] as const;
export type CampaignStatusValue = (typeof CAMPAIGN_STATUSES)[number];

export const campaignIdSchema = z.uuid({ error: "campaigns.errors.notFound" });

export const CAMPAIGN_ACTIONS = ["pause", "activate", "duplicate", "delete", "archive", "restore"] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** What happens at Meta when a linked campaign is deleted or archived here: it stops, paused or deleted there. */
export const STOP_AT_META = ["pause", "delete"] as const;
export type StopAtMeta = (typeof STOP_AT_META)[number];

export const manageCampaignSchema = z.object({
  action: z.enum(CAMPAIGN_ACTIONS, { error: "campaigns.errors.unknownAction" }),
  campaignId: campaignIdSchema,
  atMeta: z.enum(STOP_AT_META).optional(),
});
