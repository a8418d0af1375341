import "server-only";
import type OpenAI from "openai";
import { z } from "zod";
import { normalizeSeedTerms } from "@/lib/wizard/seed-terms";
import { getOpenAI, openAIModel } from "./openai";
import { logger } from "@/lib/log/server";

// spec 001 §7 ai-suggest-terms: up to 12 search terms for Meta's interest search, then normalised
// into at most 10 seeds (§5). The model may answer strings or objects with a `term`.
export const MAX_AI_TERMS = 12;

const answerSchema = z.object({ terms: z.array(z.union([z.string(), z.object({ term: z.string() })])).max(50) });

export async function suggestInterestTerms(product: { name: string; category: string | null }, client: OpenAI | null = getOpenAI()): Promise<string[]> {
  if (!client) return normalizeSeedTerms([product.category ?? "", product.name]);
  try {
    const completion = await client.chat.completions.create({
      model: openAIModel(),
      messages: [
        {
          role: "system",
          content: `Suggest up to ${MAX_AI_TERMS} short interest search terms (1 to 4 words each) for Meta Ads audiences of this product. Answer JSON: {"terms": [...]}.`,
        },
        { role: "user", content: JSON.stringify({ product_name: product.name, category: product.category, max_terms: MAX_AI_TERMS }) },
      ],
      response_format: { type: "json_object" },
    });
    const parsed = answerSchema.safeParse(JSON.parse(completion.choices[0]?.message.content ?? "null"));
    if (parsed.success) return normalizeSeedTerms(parsed.data.terms.slice(0, MAX_AI_TERMS));
  } catch (error) {
    logger.warn({ err: error }, "[suggest-terms] provider error");
  }
  return normalizeSeedTerms([product.category ?? "", product.name]);
}
