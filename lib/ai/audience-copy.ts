import "server-only";
import type OpenAI from "openai";
import { z } from "zod";
import { logger } from "@/lib/log/server";
import { audienceCopySchema, COPY_OPTIONS, HEADLINE_MAX, PRIMARY_TEXT_MAX, type AudienceCopy, type ProductForGeneration } from "./generated-ad";
import { getOpenAI, openAIModel, samplingFor } from "./openai";

// Issue 35: each ad set's title and primary text written for its own audience, with alternatives the
// seller picks with one tap. The rules the copy checker (lib/copy-review) holds are asked for here too,
// so what the AI writes starts review-safe; the checker still reads every text.
const INSTRUCTIONS = [
  "You write Meta (Facebook and Instagram) ad copy for online stores, one version per audience.",
  "Write in the language of the product page: Portuguese (Brazil) for Brazilian stores, with no English words.",
  `For each audience, in the order given, write ${COPY_OPTIONS} different titles (at most ${HEADLINE_MAX} characters each)`,
  `and ${COPY_OPTIONS} different primary texts (at most ${PRIMARY_TEXT_MAX} characters each), each speaking to that audience's interests.`,
  "Never assert or ask about the reader's personal attributes (health, weight, finances, age, religion, e.g. 'Você está acima do peso?').",
  "No promises of cures or guaranteed results or income, no before/after, no 'lowest price' or 'best in the country' claims,",
  "no words in all capitals, and at most one exclamation mark per text.",
].join("\n");

const answerSchema = z.object({ audiences: z.array(audienceCopySchema).max(5) });
const fieldAnswerSchema = z.object({ options: z.array(z.string().trim().min(1)).min(1).max(10) });

const format = (name: string, schema: z.ZodType) => ({
  type: "json_schema" as const,
  json_schema: { name, strict: false, schema: z.toJSONSchema(schema, { target: "draft-7" }) as Record<string, unknown> },
});

const productFacts = (product: ProductForGeneration) => ({
  title: product.title,
  description: product.description?.slice(0, 1000),
  price: product.price,
  currency: product.currency,
});

async function ask(client: OpenAI, name: string, schema: z.ZodType, user: unknown): Promise<unknown> {
  const model = openAIModel();
  const completion = await client.chat.completions.create({
    model,
    messages: [
      { role: "system", content: INSTRUCTIONS },
      { role: "user", content: JSON.stringify(user) },
    ],
    response_format: format(name, schema),
    ...samplingFor(model, 0.9),
  });
  return JSON.parse(completion.choices[0]?.message.content ?? "null");
}

/** Copy for each audience (the ad sets' segments), or null when there is no key or the answer does not fit: the sets then share the ad's copy. */
export async function writeAudienceCopy(
  product: ProductForGeneration,
  audiences: readonly string[][],
  client: OpenAI | null = getOpenAI(),
): Promise<AudienceCopy[] | null> {
  if (!client || audiences.length === 0) return null;
  try {
    const parsed = answerSchema.safeParse(await ask(client, "audience_copy", answerSchema, { product: productFacts(product), audiences }));
    return parsed.success && parsed.data.audiences.length === audiences.length ? parsed.data.audiences : null;
  } catch (error) {
    logger.warn({ err: error }, "[audience-copy] provider error");
    return null;
  }
}

export type CopyField = "title" | "primaryText";
const FIELD_MAX: Record<CopyField, number> = { title: HEADLINE_MAX, primaryText: PRIMARY_TEXT_MAX };

/**
 * New options for one field of one ad set, different from what it holds; the other field is left alone.
 * Options over the field's limit are dropped, never cut. Null when the AI is unavailable or failed.
 */
export async function writeFieldOptions(
  product: ProductForGeneration,
  request: { audience: readonly string[]; field: CopyField; current: readonly string[] },
  client: OpenAI | null = getOpenAI(),
): Promise<string[] | null> {
  if (!client) return null;
  const max = FIELD_MAX[request.field];
  try {
    const parsed = fieldAnswerSchema.safeParse(
      await ask(client, "copy_options", fieldAnswerSchema, {
        product: productFacts(product),
        audience: request.audience,
        write: `${COPY_OPTIONS} new ${request.field === "title" ? "titles" : "primary texts"} of at most ${max} characters, unlike these`,
        unlike: request.current,
      }),
    );
    if (!parsed.success) return null;
    const seen = new Set(request.current.map((text) => text.trim()));
    const fresh = parsed.data.options.filter((text) => text.length <= max && !seen.has(text) && seen.add(text));
    return fresh.length ? fresh.slice(0, COPY_OPTIONS) : null;
  } catch (error) {
    logger.warn({ err: error }, "[audience-copy] provider error");
    return null;
  }
}
