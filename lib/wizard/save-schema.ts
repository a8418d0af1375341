import { z } from "zod";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { creativeSchema, uniqueIds } from "@/lib/campaigns/stored";
import { webUrl } from "@/lib/security/web-url";
import { wizardConfigSchema } from "./config-schema";
import { MEDIA_LIMITS } from "./media-rules";

// spec 001 §7 save-campaign payload. Saving is allowed with everything but the creatives rule (§5).
export const saveCampaignSchema = z.object({
  campaignId: z.uuid().optional(),
  product: z.object({ url: webUrl, name: z.string().trim().min(1).max(PRODUCT_LIMITS.title) }, { error: "wizard.save.errors.missingData" }),
  ad: z.object(
    {
      headline: z.string().trim().max(255),
      description: z.string().trim().max(2000),
      audienceTargeting: z.array(z.string().max(100)).max(20),
      objective: z.string().max(50),
    },
    { error: "wizard.save.errors.missingData" },
  ),
  creatives: z.array(creativeSchema).max(MEDIA_LIMITS.items).refine(uniqueIds, { error: "errors.invalidField" }),
  config: wizardConfigSchema,
});

export type SaveCampaignInput = z.input<typeof saveCampaignSchema>;
export type SaveCampaignValues = z.output<typeof saveCampaignSchema>;
