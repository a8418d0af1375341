import { z } from "zod";
import { AGE_MAX, AGE_MIN, CTA_OPTIONS, MIN_DAILY_BUDGET_CENTS } from "@/lib/campaigns/config-schema";
import { MEDIA_LIMITS } from "./media-rules";

// spec 001 §7 save-campaign payload. Saving is allowed with everything but the creatives rule (§5).
const creativeSchema = z.object({
  id: z.string().max(100),
  type: z.enum(["image", "video"]),
  url: z.string().max(2048),
  name: z.string().max(255),
  generated: z.boolean(),
  isMain: z.boolean(),
});

const adSetSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  title: z.string().trim().min(1, { error: "wizard.save.errors.adSetTitle" }).max(40),
  primaryText: z.string().trim().min(1, { error: "wizard.save.errors.adSetText" }).max(125),
  audience: z.array(z.string().max(100)).max(20),
  metaInterests: z.array(z.object({ id: z.string().max(64), name: z.string().max(200), audience_size: z.number().optional(), why: z.string().max(500).optional() })).max(60),
  budget: z.number().int().min(0),
  enabled: z.boolean(),
});

export const saveCampaignSchema = z.object({
  campaignId: z.uuid().optional(),
  product: z.object({ url: z.url().max(2048), name: z.string().trim().min(1).max(200) }, { error: "wizard.save.errors.missingData" }),
  ad: z.object(
    {
      headline: z.string().trim().max(255),
      description: z.string().trim().max(2000),
      audienceTargeting: z.array(z.string().max(100)).max(20),
      objective: z.string().max(50),
    },
    { error: "wizard.save.errors.missingData" },
  ),
  creatives: z.array(creativeSchema).max(MEDIA_LIMITS.items),
  config: z.object({
    projectName: z.string().trim().min(1, { error: "campaignConfig.errors.projectNameRequired" }).max(200),
    objective: z.enum(["traffic", "conversions"]),
    ctaText: z.enum(CTA_OPTIONS, { error: "campaignConfig.errors.ctaRequired" }),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).or(z.literal("")),
    targetCountries: z.array(z.string().length(2)).max(10),
    targetCities: z.array(z.string().max(100)).max(100),
    ageMin: z.number().int().min(AGE_MIN).max(AGE_MAX),
    ageMax: z.number().int().min(AGE_MIN).max(AGE_MAX),
    dailyBudget: z.number().int().min(MIN_DAILY_BUDGET_CENTS, { error: "campaignConfig.errors.budgetMinimum" }).max(100_000_000),
    adSets: z.array(adSetSchema).max(10),
    metaAccountNames: z
      .object({ adAccountName: z.string().max(200), pageName: z.string().max(200), pixelName: z.string().max(200), instagramUsername: z.string().max(100) })
      .partial()
      .default({}),
  }),
});

export type SaveCampaignInput = z.input<typeof saveCampaignSchema>;
export type SaveCampaignValues = z.output<typeof saveCampaignSchema>;
