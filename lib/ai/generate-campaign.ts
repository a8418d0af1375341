import "server-only";
import type OpenAI from "openai";
import { z } from "zod";
import { fallbackAd, generatedAdSchema, type GeneratedAd, type ProductForGeneration } from "./generated-ad";
import { getOpenAI, openAIModel, samplingFor } from "./openai";
import { logger } from "@/lib/log/server";

export type GenerationOutcome =
  { fallback: false; ad: GeneratedAd } | { fallback: true; ad: GeneratedAd; reason: "no_key" | "provider_error" | "invalid_output" };

const INSTRUCTIONS = [
  "You write Meta (Facebook and Instagram) ads for online stores.",
  "Write in the language of the product page: Portuguese (Brazil) for Brazilian stores.",
  "headline: at most 40 characters. description: the ad's primary text, at most 125 characters.",
  "cta: the best call-to-action button. audienceTargeting: 3 to 20 audience segments (interests, behaviours).",
  "objective: 'Conversões' for products bought directly on the page, otherwise 'Tráfego'. keywords: up to 20.",
  "whatsappMessage: the first message a customer sends the store on WhatsApp after tapping the ad, written as the customer,",
  "naming the product and its price when known, e.g. 'Oi! Tenho interesse no Tênis Corrida Pro de R$ 299,90'. At most 300 characters.",
  "chatText: another primary text (at most 125 characters) for an ad that opens a WhatsApp chat, inviting the person to chat, e.g. ending 'Chame no WhatsApp!'.",
].join("\n");

// Structured output. Not "strict": strict mode refuses some of the length keywords; zod checks them.
const responseFormat = {
  type: "json_schema" as const,
  json_schema: {
    name: "generated_ad",
    strict: false,
    // The audiences' own copy is asked once the segments are grouped into ad sets (audience-copy.ts).
    schema: z.toJSONSchema(generatedAdSchema.omit({ audienceCopy: true }), { target: "draft-7" }) as Record<string, unknown>,
  },
};

/** spec 001 §7 generate-campaign: copy and targeting for a product, or the fallback content. */
export async function generateCampaign(product: ProductForGeneration, client: OpenAI | null = getOpenAI()): Promise<GenerationOutcome> {
  if (!client) return { fallback: true, ad: fallbackAd(product), reason: "no_key" };
  let content: string | null | undefined;
  try {
    const model = openAIModel();
    const completion = await client.chat.completions.create({
      model,
      messages: [
        { role: "system", content: INSTRUCTIONS },
        {
          role: "user",
          content: JSON.stringify({
            title: product.title,
            description: product.description?.slice(0, 1500),
            price: product.price,
            currency: product.currency,
            url: product.url,
          }),
        },
      ],
      response_format: responseFormat,
      ...samplingFor(model, 0.7),
    });
    content = completion.choices[0]?.message.content;
  } catch (error) {
    logger.warn({ err: error }, "[generate-campaign] provider error");
    return { fallback: true, ad: fallbackAd(product), reason: "provider_error" };
  }
  const parsed = generatedAdSchema.safeParse(safeJson(content));
  if (!parsed.success) return { fallback: true, ad: fallbackAd(product), reason: "invalid_output" };
  return { fallback: false, ad: parsed.data };
}

function safeJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
