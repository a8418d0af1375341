import "server-only";
import { env } from "@/lib/env";
import { isOwnMedia } from "@/lib/storage/keys";
import { jobQueue } from "./boss";
import { QUEUES, type AccountMailJob, type ImageJob } from "./queues";

// What the server actions queue, and what they read back. The caller has checked the session, the
// input and the user's ownership; these only talk to the queue.

/** Queues the changes of an Ads webhook delivery the app acts on, one job each (each is applied once: lib/meta/webhooks). */
export async function enqueueWebhookEvents(digests: readonly string[]): Promise<void> {
  if (!digests.length) return;
  const boss = await jobQueue();
  await boss.insert(digests.map((digest) => ({ name: QUEUES.metaWebhook, data: { digest } })));
}

/** Queues an e-mail about an account: the request answers before any mail work, the worker writes it. */
export async function enqueueAccountMail(job: AccountMailJob): Promise<void> {
  const boss = await jobQueue();
  if (!(await boss.send(QUEUES.accountMail, job))) throw new Error("the account mail was not queued");
}

/**
 * Queues the mail of each user's new notifications, NOTIFICATION_MAIL_DELAY_SECONDS from now. A user whose
 * mail already waits gets no second one (the queue's "short" policy, keyed by user): what was recorded
 * meanwhile goes in the waiting mail.
 */
export async function enqueueNotificationMail(userIds: readonly string[]): Promise<void> {
  const users = [...new Set(userIds)];
  if (!users.length) return;
  const boss = await jobQueue();
  const startAfter = `${env.NOTIFICATION_MAIL_DELAY_SECONDS} seconds`;
  await boss.insert(users.map((userId) => ({ name: QUEUES.notificationMail, data: { userId }, singletonKey: userId, startAfter })));
}

/** Queues one AI image; answers the job's id, which the wizard polls. */
export async function enqueueImage(job: ImageJob): Promise<string> {
  const boss = await jobQueue();
  const id = await boss.send(QUEUES.image, job);
  if (!id) throw new Error("the image job was not queued");
  return id;
}

export type ImageJobStatus = { state: "queued" | "active" } | { state: "completed"; url: string } | { state: "failed"; error: string };

const FAILED = "wizard.image.errors.failed";

/** The state of one of the user's image jobs; null when there is no such job of theirs. */
export async function imageJobStatus(userId: string, jobId: string): Promise<ImageJobStatus | null> {
  const boss = await jobQueue();
  const job = await boss.getJobById<Partial<ImageJob>>(QUEUES.image, jobId, { includeArchive: true });
  if (!job || job.data?.userId !== userId) return null;
  switch (job.state) {
    case "created":
    case "retry":
      return { state: "queued" };
    case "active":
      return { state: "active" };
    case "completed": {
      const output = (job.output ?? {}) as { url?: unknown; error?: unknown };
      if (typeof output.url === "string" && isOwnMedia(output.url, userId)) return { state: "completed", url: output.url };
      return { state: "failed", error: typeof output.error === "string" && output.error.startsWith("wizard.image.errors.") ? output.error : FAILED };
    }
    case "cancelled":
    case "failed":
      return { state: "failed", error: FAILED };
  }
}
