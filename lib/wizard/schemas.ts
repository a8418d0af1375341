import { z } from "zod";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { webUrl } from "@/lib/security/web-url";

/** The highest product price the copy is written with, in the currency's whole units. */
export const PRODUCT_PRICE_MAX = 100_000_000;

export const analyzeSchema = z.object({ url: z.string().max(2048, { error: "wizard.analysis.errors.invalidUrl.title" }) });

// The product the copy is written for: as read from a product page, or as the seller confirmed it (docs/decisions/024).
export const productForGenerationSchema = z.object({
  title: z.string().trim().min(1, { error: "wizard.confirm.errors.nameRequired" }).max(PRODUCT_LIMITS.title, { error: "wizard.confirm.errors.nameTooLong" }),
  description: z.string().max(2000).nullable(),
  price: z
    .number()
    .positive({ error: "wizard.confirm.errors.priceInvalid" })
    .max(PRODUCT_PRICE_MAX, { error: "wizard.confirm.errors.priceTooHigh" })
    .nullable(),
  currency: z.string().length(3).nullable(),
  url: webUrl,
});

// spec 001 §5: the AI image prompt, at most 200 characters (blank prompts are refused by the generator).
export const imagePromptSchema = z.object({
  prompt: z.string().max(200, { error: "wizard.image.errors.promptTooLong" }),
  /** The seller's own product photo (one of their media) to put in the prompt's scene; none: a picture from the prompt alone. */
  photoUrl: z.string().max(2048).optional(),
});

export const imageJobQuerySchema = z.object({ jobId: z.uuid() });

/** Issue 35: new options for one field of one ad set, written for its audience. */
export const copyOptionsSchema = z.object({
  product: productForGenerationSchema,
  audience: z.array(z.string().trim().min(1).max(100)).max(20),
  field: z.enum(["title", "primaryText"]),
  current: z.array(z.string().max(300)).max(10),
});
