"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { writeAudienceCopy, writeFieldOptions } from "@/lib/ai/audience-copy";
import { generateCampaign } from "@/lib/ai/generate-campaign";
import { getOpenAI } from "@/lib/ai/openai";
import { PROMPT_MAX } from "@/lib/images/generate-image";
import { proposePlacements } from "@/lib/images/creative-placements";
import { getReplicate } from "@/lib/images/replicate";
import { enqueueImage, imageJobStatus } from "@/lib/jobs/enqueue";
import { importProductPhoto } from "@/lib/media/import-product-photo";
import { productPhotoInputSchema } from "@/lib/media/product-photo";
import { getPlanLimits, planFailure } from "@/lib/plans/limits";
import { analyzeProductUrl } from "@/lib/scrape/analyze";
import { isOwnMedia } from "@/lib/storage/keys";
import { clearWizardDraft, saveWizardDraft } from "./draft";
import { wizardDraftSchema } from "./draft-schema";
import { openCampaignInWizard } from "./from-campaign";
import { saveCampaign } from "./save-campaign";
import { saveCampaignSchema } from "./save-schema";
import { groupSegments } from "./ad-sets";
import { analyzeSchema, copyOptionsSchema, imageJobQuerySchema, imagePromptSchema, productForGenerationSchema } from "./schemas";
import { scrapeOptions } from "./scrape-options";
import { canAddMedia } from "./media-rules";
import { WIZARD_LIMITS } from "./rate-limits";

// spec 001 §7 scrape-with-openai: step 1's analysis of a product page.
export const analyzeProductAction = userAction(
  analyzeSchema,
  async ({ url }) => {
    const result = await analyzeProductUrl(url, scrapeOptions());
    return result.ok ? ok(result.data) : fail(`wizard.analysis.errors.${result.error}.title`);
  },
  { limit: WIZARD_LIMITS.analyze },
);

// spec 001 §7 generate-campaign; §5: generation requires a plan that allows one more campaign.
export const generateCampaignAction = userAction(
  productForGenerationSchema,
  async (product, user) => {
    const refused = planFailure(await getPlanLimits(user.id));
    if (refused) return fail(refused.error, undefined, refused.values);
    const outcome = await generateCampaign(product);
    if (outcome.fallback) return ok({ ad: outcome.ad, fallback: true });
    // Issue 35: each ad set's copy for its own audience; without it the sets share the ad's copy.
    const audienceCopy = await writeAudienceCopy(product, groupSegments(outcome.ad.audienceTargeting));
    return ok({ ad: audienceCopy ? { ...outcome.ad, audienceCopy } : outcome.ad, fallback: false });
  },
  { limit: WIZARD_LIMITS.generate },
);

// spec 001 §7 save-campaign: a draft; editing an existing campaign updates it.
export const saveCampaignAction = userAction(saveCampaignSchema, async (input, user) => {
  const outcome = await saveCampaign(user.id, input);
  if (!outcome.ok) return fail(outcome.error, undefined, outcome.values);
  await clearWizardDraft(user.id);
  revalidatePath("/dashboard");
  revalidatePath("/campaigns");
  return ok({ campaignId: outcome.campaignId });
});

// spec 001 §7 test-replicate (image generation): one AI image, made by a background job and stored in our
// storage. The prompt and the provider are checked here, so what cannot work fails at once; the wizard
// polls getImageJobAction for the rest.
export const generateImageAction = userAction(
  imagePromptSchema,
  async ({ prompt, photoUrl }, user) => {
    if (!prompt.trim()) return fail("wizard.image.errors.promptBlank");
    if (prompt.length > PROMPT_MAX) return fail("wizard.image.errors.promptTooLong");
    // Only the seller's own photo may be sent to Replicate (ownership is decided on the storage key).
    if (photoUrl !== undefined && !isOwnMedia(photoUrl, user.id)) return fail("wizard.image.errors.photoMissing");
    if (!getReplicate()) return fail("wizard.image.errors.unavailable");
    return ok({ jobId: await enqueueImage({ userId: user.id, prompt, photoUrl }) });
  },
  { limit: WIZARD_LIMITS.image },
);

/** One of the user's image jobs: queued, active, completed (with the stored image's URL) or failed (a message key). */
export const getImageJobAction = userAction(imageJobQuerySchema, async ({ jobId }, user) => {
  const status = await imageJobStatus(user.id, jobId);
  // Another user's job reads as a failed one, never as theirs.
  return ok(status ?? { state: "failed" as const, error: "wizard.image.errors.failed" });
});

// Issue 35: new options for one field of one ad set; the seller's other fields are not touched.
export const suggestCopyAction = userAction(
  copyOptionsSchema,
  async ({ product, audience, field, current }) => {
    if (!getOpenAI()) return fail("wizard.adSets.options.unavailable");
    const options = await writeFieldOptions(product, { audience, field, current });
    return options ? ok({ options }) : fail("wizard.adSets.options.failed");
  },
  { limit: WIZARD_LIMITS.copyOptions },
);

// Issue 35: each placement format's proposed crop of one of the seller's images.
export const suggestPlacementsAction = userAction(
  z.object({ url: z.string().max(2048) }),
  async ({ url }, user) => {
    const placements = await proposePlacements(user.id, url);
    return placements ? ok(placements) : fail("wizard.placements.errors.unreadable");
  },
  { limit: WIZARD_LIMITS.placements },
);

// Step 3: the analysed product page's own photo as a creative, checked and stored like an upload.
export const importProductPhotoAction = userAction(
  productPhotoInputSchema,
  async ({ url, total }, user) => {
    if (canAddMedia({ total, aiGenerated: 0 }, { count: 1 }) !== "ok") return fail("wizard.media.limitTitle");
    return importProductPhoto(user.id, url, { total, fetchOptions: scrapeOptions() });
  },
  { limit: WIZARD_LIMITS.productPhoto },
);

// 001 §2: the wizard's unfinished work is kept on the server, so a reload loses nothing.
export const saveWizardDraftAction = userAction(wizardDraftSchema, async (draft, user) => {
  await saveWizardDraft(user.id, draft);
  return ok(null);
});

export const clearWizardDraftAction = userAction(z.object({}), async (_input, user) => {
  await clearWizardDraft(user.id);
  return ok(null);
});

// Issue 31, one publish path: a saved campaign opened in the wizard, replacing work the wizard holds
// that was never saved (the seller chose to, on New campaign).
export const openCampaignInWizardAction = userAction(z.object({ campaignId: z.uuid() }), async ({ campaignId }, user) => {
  const outcome = await openCampaignInWizard(user.id, campaignId, true);
  return outcome.kind === "opened" ? ok(null) : fail("campaigns.errors.notFound");
});
