import { perHour } from "@/lib/rate-limit/limits";
import { z } from "zod";
import { adAccountIdSchema } from "@/lib/campaigns/model";

// What the wizard sends to publish a saved campaign (001 §7 publish-to-meta), checked on the server.
const name = z.string().trim().max(200);
const digits = z.string().regex(/^\d{1,30}$/);

export const publishCampaignSchema = z.object({
  campaignId: z.uuid(),
  adAccountId: adAccountIdSchema,
  pageId: digits,
  instagramAccountId: digits.nullish(),
  pixelId: digits.nullish(),
  activate: z.boolean(),
  names: z.object({
    adAccountName: name,
    pageName: name,
    pixelName: name.nullish(),
    instagramUsername: name.nullish(),
  }),
});

export type PublishCampaignInput = z.input<typeof publishCampaignSchema>;

export const publishRunQuerySchema = z.object({ campaignId: z.uuid() });

// Publishing reaches Meta many times per call: an hourly cap per user keeps a stuck client from
// hammering the ad account.
export const PUBLISH_RATE_LIMIT = perHour("meta:publish", 20, { error: "wizard.errors.rateLimited" });
