import "server-only";
import type OpenAI from "openai";
import { z } from "zod";
import type { ExtractedProduct } from "@/lib/scrape/extract-product";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { getOpenAI, openAIModel } from "./openai";
import { logger } from "@/lib/log/server";

// Issue 4, step 1: with an OpenAI key, the model cleans and completes what the page reader found.
// It only fills gaps, and only with facts the page supports: an image must be one of the page's
// images, a price must appear in the page's text.
const answerSchema = z.object({
  title: z.string().trim().min(1).max(PRODUCT_LIMITS.title).nullable(),
  description: z.string().trim().max(PRODUCT_LIMITS.description).nullable(),
  price: z.number().positive().nullable(),
  imageUrl: z.string().max(2048).nullable(),
  brand: z.string().trim().max(PRODUCT_LIMITS.brand).nullable(),
  category: z.string().trim().max(PRODUCT_LIMITS.category).nullable(),
});

export type PageEvidence = { text: string; images: string[] };

export async function enrichProduct(product: ExtractedProduct, page: PageEvidence, client: OpenAI | null = getOpenAI()): Promise<ExtractedProduct> {
  if (!client) return product;
  let answer: z.infer<typeof answerSchema>;
  try {
    const completion = await client.chat.completions.create({
      model: openAIModel(),
      messages: [
        {
          role: "system",
          content:
            "You read an online store's product page. Return JSON with title, description (2-3 sentences, the page's language), price (number in major units or null), imageUrl (one of the given images or null), brand and category (or null). Use only facts from the page.",
        },
        { role: "user", content: JSON.stringify({ found: product, text: page.text.slice(0, 6000), images: page.images.slice(0, 20) }) },
      ],
      response_format: {
        type: "json_schema",
        json_schema: { name: "product_facts", strict: false, schema: z.toJSONSchema(answerSchema, { target: "draft-7" }) },
      },
    });
    const parsed = answerSchema.safeParse(JSON.parse(completion.choices[0]?.message.content ?? "null"));
    if (!parsed.success) return product;
    answer = parsed.data;
  } catch (error) {
    logger.warn({ err: error }, "[enrich-product] provider error");
    return product;
  }
  const priceInText = (price: number) => [price.toFixed(2), price.toFixed(2).replace(".", ","), String(price)].some((form) => page.text.includes(form));
  const merged: ExtractedProduct = {
    ...product,
    title: product.title ?? answer.title,
    description: product.description ?? answer.description,
    price: product.price ?? (answer.price !== null && priceInText(answer.price) ? answer.price : null),
    imageUrl: product.imageUrl ?? (answer.imageUrl && page.images.includes(answer.imageUrl) ? answer.imageUrl : null),
    brand: product.brand ?? answer.brand,
    category: product.category ?? answer.category,
  };
  // The reader's verdict on the page stands; a price the model found in its text shows it is a product.
  return { ...merged, fallback: !merged.title || (product.fallback && !(merged.price !== null && product.price === null)) };
}
