"use server";

import { adminAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { generateProductImage } from "@/lib/images/generate-image";
import { perMinute } from "@/lib/rate-limit/limits";
import { analyzeProductUrl } from "@/lib/scrape/analyze";
import { scrapeOptions } from "@/lib/wizard/scrape-options";
import { extractionTestSchema, metaTestSchema, openAITestSchema, replicateTestSchema } from "./api-test-schemas";
import { askOpenAI, checkMetaApp } from "./provider-tests";

// spec 000 §2 API test, §7 test-openai, scrape-with-openai, test-replicate, test-meta: the /api-test
// page's four tests. Admins only, on the server; each reaches a paid provider, so they are rate limited.
const limit = perMinute("admin:api-test", 20, { error: "adminSettings.errors.rateLimited" });

export const openAITestAction = adminAction(openAITestSchema, async ({ prompt }) => askOpenAI(prompt), { limit });

// The wizard's real analysis: the same page reader, address policy and OpenAI completion.
export const extractionTestAction = adminAction(
  extractionTestSchema,
  async ({ url }) => {
    const result = await analyzeProductUrl(url, scrapeOptions());
    if (!result.ok) return fail(`wizard.analysis.errors.${result.error}.title`);
    const { title, description, price, currency, imageUrl, fallback } = result.data;
    return ok({ url: result.data.url, title, description, price, currency, imageUrl, fallback });
  },
  { limit },
);

// The wizard's image generation: the image is copied into storage under the admin's own folder.
export const replicateTestAction = adminAction(
  replicateTestSchema,
  async ({ prompt }, user) => {
    const outcome = await generateProductImage(user.id, { prompt });
    if (!outcome.ok) return fail(`wizard.image.errors.${outcome.error}`);
    return ok({ prompt, model: outcome.model, status: "succeeded" as const, imageUrl: outcome.url });
  },
  { limit },
);

export const metaTestAction = adminAction(metaTestSchema, async ({ message }, user) => checkMetaApp(message, {}, user.id), { limit });
