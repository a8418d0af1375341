import "server-only";
import type PgBoss from "pg-boss";
import { applyWebhookEvent } from "@/lib/meta/webhooks";
import { metaWebhookJobSchema } from "../queues";
import { RetryLater } from "./context";

// meta.webhook: one change of an Ads webhook delivery (lib/meta/webhooks/apply.ts). Meta not answering
// the read-back is tried again; anything else is recorded on the change and done.
export async function runMetaWebhookJob(job: PgBoss.Job): Promise<{ outcome: string } | { error: string }> {
  const parsed = metaWebhookJobSchema.safeParse(job.data);
  if (!parsed.success) return { error: "errors.invalidInput" };
  const applied = await applyWebhookEvent(parsed.data.digest);
  if (applied.retry) throw new RetryLater("Meta did not answer the webhook's read-back");
  return { outcome: applied.outcome };
}
