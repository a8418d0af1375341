"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/actions/builder";
import { fail, ok, type ActionResult, type MessageValues } from "@/lib/actions/result";
import { getPublishRun, publishCampaign, type PublishedStatus, type PublishErrorClassification, type PublishRunView, type PublishStep } from "@/lib/meta/publish";
import { PUBLISH_RATE_LIMIT, publishCampaignSchema, publishRunQuerySchema } from "@/lib/meta/publish/schema";
import { consumeRateLimit } from "@/lib/rate-limit";

export type PublishActionResult =
  | { ok: true; data: { metaCampaignId: string; status: PublishedStatus } }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; values?: MessageValues; classification?: PublishErrorClassification; step?: PublishStep };

const publish = userAction(publishCampaignSchema, async (input, user): Promise<ActionResult<{ metaCampaignId: string; status: PublishedStatus }>> => {
  const limit = await consumeRateLimit(`meta:publish:${user.id}`, PUBLISH_RATE_LIMIT);
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const { campaignId, ...selection } = input;
  const outcome = await publishCampaign(user.id, campaignId, selection);
  if (!outcome.ok) {
    const failure: Extract<PublishActionResult, { ok: false }> = {
      ok: false,
      error: outcome.error,
      ...(outcome.values ? { values: outcome.values } : {}),
      ...(outcome.classification ? { classification: outcome.classification } : {}),
      ...(outcome.step ? { step: outcome.step } : {}),
    };
    return failure;
  }
  revalidatePath("/dashboard");
  revalidatePath("/campaigns");
  revalidatePath(`/campaigns/${campaignId}`);
  return ok({ metaCampaignId: outcome.metaCampaignId, status: outcome.status });
});

/**
 * 001 §7 publish-to-meta: publishes (or resumes publishing) a saved campaign. A failure carries its
 * 001 §8 classification (title, hint, action) and the step it stopped at.
 */
export const publishCampaignAction: (input: unknown) => Promise<PublishActionResult> = publish;

/** The campaign's publish run (progress, or the step and error it stopped at); null before the first publish. */
export const getPublishRunAction = userAction(publishRunQuerySchema, async ({ campaignId }, user) => ok<PublishRunView | null>(await getPublishRun(user.id, campaignId)));
