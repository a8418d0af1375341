"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { generateCampaign } from "@/lib/ai/generate-campaign";
import { generateProductImage } from "@/lib/images/generate-image";
import { getPlanLimits } from "@/lib/plans/limits";
import { consumeRateLimit } from "@/lib/rate-limit";
import { analyzeProductUrl } from "@/lib/scrape/analyze";
import { clearWizardDraft, saveWizardDraft } from "./draft";
import { wizardDraftSchema } from "./draft-schema";
import { saveCampaign } from "./save-campaign";
import { saveCampaignSchema } from "./save-schema";
import { analyzeSchema, imagePromptSchema, productForGenerationSchema } from "./schemas";
import { scrapeOptions } from "./scrape-options";
import { WIZARD_LIMITS } from "./rate-limits";


// spec 001 §7 scrape-with-openai: step 1's analysis of a product page.
export const analyzeProductAction = userAction(analyzeSchema, async ({ url }, user) => {
  const limit = await consumeRateLimit(`wizard:analyze:${user.id}`, WIZARD_LIMITS.analyze);
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const result = await analyzeProductUrl(url, scrapeOptions());
  return result.ok ? ok(result.data) : fail(`wizard.analysis.errors.${result.error}`);
});

// spec 001 §7 generate-campaign; §5: generation requires a plan that allows one more campaign.
export const generateCampaignAction = userAction(productForGenerationSchema, async (product, user) => {
  const limits = await getPlanLimits(user.id);
  if (!limits.canCreateCampaign) return fail("wizard.errors.planLimit");
  const limit = await consumeRateLimit(`wizard:generate:${user.id}`, WIZARD_LIMITS.generate);
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const outcome = await generateCampaign(product);
  return ok({ ad: outcome.ad, fallback: outcome.fallback });
});

// spec 001 §7 save-campaign: a draft; editing an existing campaign updates it.
export const saveCampaignAction = userAction(saveCampaignSchema, async (input, user) => {
  const outcome = await saveCampaign(user.id, input);
  if (!outcome.ok) return { ok: false as const, error: outcome.error, ...(outcome.values ? { values: outcome.values } : {}) };
  await clearWizardDraft(user.id);
  revalidatePath("/dashboard");
  revalidatePath("/campaigns");
  return ok({ campaignId: outcome.campaignId });
});

// spec 001 §7 test-replicate (image generation): one AI image, stored in our storage.
export const generateImageAction = userAction(imagePromptSchema, async ({ prompt }, user) => {
  const limit = await consumeRateLimit(`wizard:image:${user.id}`, WIZARD_LIMITS.image);
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const outcome = await generateProductImage(user.id, prompt);
  return outcome.ok ? ok({ url: outcome.url }) : fail(`wizard.image.errors.${outcome.error}`);
});

// 001 §2: the wizard's unfinished work is kept on the server, so a reload loses nothing.
export const saveWizardDraftAction = userAction(wizardDraftSchema, async (draft, user) => {
  await saveWizardDraft(user.id, draft);
  return ok(null);
});

export const clearWizardDraftAction = userAction(z.object({}), async (_input, user) => {
  await clearWizardDraft(user.id);
  return ok(null);
});
