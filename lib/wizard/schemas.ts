import { z } from "zod";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { webUrl } from "@/lib/security/web-url";

export const analyzeSchema = z.object({ url: z.string().max(2048, { error: "wizard.analysis.errors.invalidUrl.title" }) });

export const productForGenerationSchema = z.object({
  title: z.string().trim().min(1).max(PRODUCT_LIMITS.title),
  description: z.string().max(2000).nullable(),
  price: z.number().positive().max(100_000_000).nullable(),
  currency: z.string().length(3).nullable(),
  url: webUrl,
});

// spec 001 §5: the AI image prompt, at most 200 characters (blank prompts are refused by the generator).
export const imagePromptSchema = z.object({ prompt: z.string().max(200, { error: "wizard.image.errors.promptTooLong" }) });

export const imageJobQuerySchema = z.object({ jobId: z.uuid() });
