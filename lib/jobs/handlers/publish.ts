import "server-only";
import type PgBoss from "pg-boss";
import { publishCampaign, recordQueuedFailure, type PublishedStatus } from "@/lib/meta/publish";
import { publishJobSchema } from "@/lib/meta/publish-job";
import { lastAttempt, RetryLater, stillRunning, type HandlerContext } from "./context";

// meta.publish: runs the resumable publisher (lib/meta/publish) for one campaign. What it creates at
// Meta is stored the moment Meta answers, so running the job again (after a crash, a timeout or a
// failure) resumes and creates nothing twice. The run row tells the wizard how it went.

export type PublishJobResult = { status: PublishedStatus; metaCampaignId: string } | { error: string };

const ALREADY_RUNNING = "wizard.publish.errors.alreadyRunning";

export async function runPublishJob(job: PgBoss.JobWithMetadata, context: HandlerContext): Promise<PublishJobResult> {
  const parsed = publishJobSchema.safeParse(job.data);
  if (!parsed.success) return { error: "errors.invalidInput" };
  const { userId, campaignId, selection } = parsed.data;
  const outcome = await publishCampaign(userId, campaignId, selection, {
    lockMs: context.publishLock.lockMs,
    // The lock lives as long as this attempt: once pg-boss gives the job up (this worker stalled past
    // the job's expiry, or shut down), the lock lapses and the retried job may take over.
    heartbeat: { everyMs: context.publishLock.heartbeatMs, alive: () => stillRunning(context.boss, job) },
  });
  if (outcome.ok) return { status: outcome.status, metaCampaignId: outcome.metaCampaignId };
  // Another attempt holds the lock: a worker that died keeps it until it lapses. Try again later.
  if (outcome.error === ALREADY_RUNNING && !lastAttempt(job)) throw new RetryLater("the campaign's publish lock is held");
  // Anything else is for the user to act on (001 §8); the run shows it. A failure found before the
  // lock was taken (the token expired while the job waited) is written to the queued run here.
  const { error, values, classification } = outcome;
  await recordQueuedFailure(campaignId, userId, { error, ...(values ? { values } : {}), ...(classification ? { classification } : {}) });
  return { error };
}
