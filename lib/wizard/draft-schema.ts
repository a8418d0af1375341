import { z } from "zod";
import type { PageKind } from "@/lib/scrape/page-kind";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { webUrl } from "@/lib/security/web-url";
import { generatedAdSchema } from "@/lib/ai/generated-ad";
import { budgetRuleSchema } from "@/lib/money/budget-rule-schema";
import { AGE_MAX, AGE_MIN } from "@/lib/campaigns/config-schema";
import { adSetSchema, creativeSchema } from "@/lib/campaigns/stored";
import { DESTINATIONS, WHATSAPP_MESSAGE_MAX } from "@/lib/campaigns/model";
import { MEDIA_LIMITS } from "./media-rules";

// The wizard's unfinished work as stored between visits. The configuration may be half-edited (an
// empty project name is a valid draft), so only its shape and sizes are checked here; the rules of
// 001 §5 apply when saving.
export const DRAFT_MAX_CHARS = 100_000;

const productSchema = z.object({
  url: webUrl,
  title: z.string().max(PRODUCT_LIMITS.title).nullable(),
  description: z.string().max(PRODUCT_LIMITS.description).nullable(),
  imageUrl: z.string().max(2048).nullable(),
  price: z.number().nullable(),
  currency: z.string().max(3).nullable(),
  brand: z.string().max(PRODUCT_LIMITS.brand).nullable(),
  category: z.string().max(PRODUCT_LIMITS.category).nullable(),
  fallback: z.boolean(),
  // What kind of page was read, and its photos: kept while the seller confirms the product (docs/decisions/024).
  page: z.enum(["product", "article", "other"]).optional() satisfies z.ZodType<PageKind | undefined>,
  images: z.array(z.string().max(PRODUCT_LIMITS.photoUrl)).max(PRODUCT_LIMITS.photos).optional(),
});

const draftConfigSchema = z.object({
  projectName: z.string().max(200),
  objective: z.enum(["traffic", "conversions"]),
  ctaText: z.string().max(40),
  destination: z.enum(DESTINATIONS).optional(),
  whatsappMessage: z.string().max(WHATSAPP_MESSAGE_MAX).optional(),
  creativeFeatures: z.array(z.string().max(60)).max(40).optional(),
  startDate: z.string().max(10),
  endDate: z.string().max(10),
  targetCountries: z.array(z.string().length(2)).max(10),
  targetCities: z.array(z.string().max(100)).max(100),
  ageMin: z.number().int().min(AGE_MIN).max(AGE_MAX),
  ageMax: z.number().int().min(AGE_MIN).max(AGE_MAX),
  // Kept as typed, even above the most a budget may be: the form says so beside the field.
  dailyBudget: z.number().int().min(0),
  budgetRule: budgetRuleSchema.optional(),
  adSets: z.array(adSetSchema).max(10),
  adAccountId: z.string().max(40).optional(),
  pageId: z.string().max(40).optional(),
  instagramAccountId: z.string().max(40).optional(),
  pixelId: z.string().max(40).optional(),
  metaAccountNames: z.record(z.string(), z.string().max(200)).optional(),
});

export const wizardDraftSchema = z
  .object({
    step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    url: z.string().max(2048),
    product: productSchema.nullable(),
    ad: generatedAdSchema.nullable(),
    campaignId: z.uuid().nullable(),
    creatives: z.array(creativeSchema).max(MEDIA_LIMITS.items),
    config: draftConfigSchema.nullable(),
  })
  .refine((draft) => JSON.stringify(draft).length <= DRAFT_MAX_CHARS, { error: "wizard.draft.tooLarge" });

export type WizardDraft = z.infer<typeof wizardDraftSchema>;
export type WizardProduct = z.infer<typeof productSchema>;
