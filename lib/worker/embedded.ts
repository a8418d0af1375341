import "server-only";
import { logger } from "@/lib/log/server";
import { installShutdownSignals, onShutdown } from "@/lib/ops/shutdown";
import { startJobWorker, type JobWorker } from "./worker";

// The worker inside the app process (JOBS_WORKER=embedded, the single-machine default): started once per
// process, stopped gracefully when the process is asked to stop (its running jobs finish, or go back
// to the queue).

const shared = globalThis as unknown as { embeddedWorker?: Promise<JobWorker> };

export async function startEmbeddedWorker(): Promise<void> {
  if (shared.embeddedWorker) return;
  shared.embeddedWorker = startJobWorker();
  try {
    const worker = await shared.embeddedWorker;
    onShutdown("jobs", () => worker.stop());
    installShutdownSignals();
  } catch (error) {
    shared.embeddedWorker = undefined;
    // The app still serves; jobs wait in the queue until a worker runs.
    logger.error({ err: error }, "[jobs] the embedded worker did not start");
  }
}
