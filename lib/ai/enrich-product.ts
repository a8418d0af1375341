import "server-only";
import type OpenAI from "openai";
import { z } from "zod";
import type { ReaderCandidates } from "@/lib/scrape/candidates";
import type { ExtractedProduct } from "@/lib/scrape/extract-product";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { choiceOffer, choiceSchema, chosen } from "./choose-product";
import { getOpenAI, openAIModel } from "./openai";
import { isProductPhoto, priceShown } from "./page-shows";
import { logger } from "@/lib/log/server";

// Issue 4, step 1: with an OpenAI key, the model cleans and completes what the page reader found.
// It only fills gaps, and only with facts the page supports: an image must be one of the page's
// images, a price must appear in the page's text. Issue 36: where the reader's sources disagree, the
// same call has it choose among their values (choose-product.ts).
const answerSchema = z.object({
  title: z.string().trim().min(1).max(PRODUCT_LIMITS.title).nullable(),
  description: z.string().trim().max(PRODUCT_LIMITS.description).nullable(),
  price: z.number().positive().nullable(),
  imageUrl: z.string().max(2048).nullable(),
  brand: z.string().trim().max(PRODUCT_LIMITS.brand).nullable(),
  category: z.string().trim().max(PRODUCT_LIMITS.category).nullable(),
});

const INSTRUCTIONS =
  "You read an online store's product page. Return JSON with title, description (2-3 sentences, the page's language), price (number in major units or null), imageUrl (one of the given images or null), brand and category (or null). Use only facts from the page.";
const CHOICE_INSTRUCTIONS =
  "The page's sources disagree on the fields in candidates, each listing their values, the page reader's choice first. In chosen, give for each of them the value that is this product's (title: its name; price: what a buyer pays now; imageUrl: its own photo, never a logo, icon, banner or placeholder), copied exactly from its list, or null if none is.";

export type PageEvidence = { text: string; images: string[]; candidates?: ReaderCandidates };

export async function enrichProduct(product: ExtractedProduct, page: PageEvidence, client: OpenAI | null = getOpenAI()): Promise<ExtractedProduct> {
  if (!client) return product;
  const offer = choiceOffer(product, page.candidates, page.text);
  let answer: z.infer<typeof answerSchema>;
  let choice: Record<string, unknown> = {};
  try {
    const completion = await client.chat.completions.create({
      model: openAIModel(),
      messages: [
        { role: "system", content: offer ? `${INSTRUCTIONS} ${CHOICE_INSTRUCTIONS}` : INSTRUCTIONS },
        {
          role: "user",
          content: JSON.stringify({ found: product, text: page.text.slice(0, 6000), images: page.images.slice(0, 20), ...(offer && { candidates: offer }) }),
        },
      ],
      response_format: {
        type: "json_schema",
        json_schema: {
          name: "product_facts",
          strict: false,
          schema: z.toJSONSchema(offer ? answerSchema.extend({ chosen: choiceSchema(offer) }) : answerSchema, { target: "draft-7" }),
        },
      },
    });
    const json: unknown = JSON.parse(completion.choices[0]?.message.content ?? "null");
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) return product;
    answer = parsed.data;
    const picked = (json as { chosen?: unknown }).chosen;
    if (picked && typeof picked === "object") choice = picked as Record<string, unknown>;
  } catch (error) {
    logger.warn({ err: error }, "[enrich-product] provider error");
    return product;
  }
  const merged: ExtractedProduct = {
    ...product,
    title: chosen(offer, "title", choice.title) ?? product.title ?? answer.title,
    description: product.description ?? answer.description,
    price: chosen(offer, "price", choice.price) ?? product.price ?? (answer.price !== null && priceShown(answer.price, page.text) ? answer.price : null),
    imageUrl:
      chosen(offer, "imageUrl", choice.imageUrl) ??
      product.imageUrl ??
      (answer.imageUrl && page.images.includes(answer.imageUrl) && isProductPhoto(answer.imageUrl) ? answer.imageUrl : null),
    brand: product.brand ?? answer.brand,
    category: product.category ?? answer.category,
  };
  // The reader's verdict on the page stands; a price the model found in its text shows it is a product.
  return { ...merged, fallback: !merged.title || (product.fallback && !(merged.price !== null && product.price === null)) };
}
