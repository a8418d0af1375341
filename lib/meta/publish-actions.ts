"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/pipeline/action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { enqueuePublish } from "./publish-job";
import { requestLogger } from "@/lib/log/request";
import {
  checkPublish,
  getPublishRun,
  markRunQueued,
  recordQueuedFailure,
  type PublishErrorClassification,
  type PublishRunView,
  type PublishStep,
} from "@/lib/meta/publish";
import { PUBLISH_RATE_LIMIT, publishCampaignSchema, publishRunQuerySchema } from "./publish-schema";

/** A refused publish may carry its 001 §8 classification and the step it stopped at. */
export type PublishActionResult = ActionResult<{ queued: boolean }, { classification: PublishErrorClassification; step: PublishStep }>;

/**
 * 001 §7 publish-to-meta: checks the campaign and queues its publishing (or resumes a stopped one).
 * The wizard follows the run with getPublishRunAction; a check that fails carries its 001 §8
 * classification. `queued: false`: the campaign was already published.
 */
export const publishCampaignAction = userAction(
  publishCampaignSchema,
  async (input, user): Promise<PublishActionResult> => {
    const { campaignId, ...selection } = input;
    const checked = await checkPublish(user.id, campaignId, selection);
    if (checked?.ok) return ok({ queued: false });
    if (checked) {
      return { ...fail(checked.error, undefined, checked.values), ...(checked.classification ? { classification: checked.classification } : {}) };
    }
    // A publish already queued or running is followed, not queued again (001 §4).
    if (await markRunQueued(campaignId, user.id)) {
      try {
        await enqueuePublish({ userId: user.id, campaignId, selection });
      } catch (error) {
        (await requestLogger()).warn({ err: error, campaignId }, "[publish] could not queue the publish job");
        await recordQueuedFailure(campaignId, user.id, { error: "errors.unexpected" });
        return fail("errors.unexpected");
      }
    }
    return ok({ queued: true });
  },
  { limit: PUBLISH_RATE_LIMIT },
);

/** The campaign's publish run (queued, its progress, or the step and failure it stopped at); null before the first publish. */
export const getPublishRunAction = userAction(publishRunQuerySchema, async ({ campaignId }, user) => {
  const run = await getPublishRun(user.id, campaignId);
  if (run?.status === "completed") {
    revalidatePath("/dashboard");
    revalidatePath("/campaigns");
    revalidatePath(`/campaigns/${campaignId}`);
  }
  return ok<PublishRunView | null>(run);
});
