import "server-only";
import type PgBoss from "pg-boss";
import { generateProductImage } from "@/lib/images/generate-image";
import { getReplicate } from "@/lib/images/replicate";
import { isSnapshotFresh, reloadRegisteredSettings } from "@/lib/settings/cache";
import { imageJobSchema } from "../queues";
import { RetryLater } from "./context";

// image.generate: one AI image (spec 001 §7 test-replicate), copied into the user's storage folder under
// the job's id, so a retried job overwrites its own file instead of leaving another one.

export type ImageJobResult = { url: string } | { error: string };

// A failed prediction (or download, or copy) is tried once more before the user is told.
const PROVIDER_ATTEMPTS = 2;

export async function runImageJob(job: PgBoss.JobWithMetadata): Promise<ImageJobResult> {
  const parsed = imageJobSchema.safeParse(job.data);
  if (!parsed.success) return { error: "wizard.image.errors.failed" };
  const { userId, prompt, photoUrl } = parsed.data;
  // The Replicate token and model are admin settings, which a worker process reads like the app.
  if (!isSnapshotFresh()) await reloadRegisteredSettings();
  const outcome = await generateProductImage(userId, { prompt, photoUrl }, getReplicate(), `ai-${job.id}`);
  if (outcome.ok) return { url: outcome.url };
  if (outcome.error === "failed" && job.retryCount + 1 < PROVIDER_ATTEMPTS) throw new RetryLater("image generation failed");
  return { error: `wizard.image.errors.${outcome.error}` };
}
