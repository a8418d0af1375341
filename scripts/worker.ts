// npm run worker: runs the background jobs (publishing to Meta, AI images, the hourly insights sync) in a
// process of its own, for app processes started with JOBS_WORKER=off. Any number may run on one
// PostgreSQL server; each job goes to one of them. SIGTERM or SIGINT stops it gracefully: jobs running
// finish (or, past the timeout, go back to the queue for another worker).
import "./support/server-modules";
import { env } from "../lib/env";
import { startJobWorker } from "../lib/worker/worker";
import { logger } from "@/lib/log/server";
import { installShutdownSignals, onShutdown } from "../lib/ops/shutdown";
import { startSettingsCache } from "../lib/settings/store";

async function main() {
  if (!env.DATABASE_URL) {
    console.error(
      "[worker] The embedded database (no DATABASE_URL) belongs to the app process, which runs the jobs itself " +
        "(JOBS_WORKER=embedded, the default). Set DATABASE_URL to a PostgreSQL server to run workers apart.",
    );
    process.exit(1);
  }
  // The Replicate and Meta settings an admin saved are read like the app reads them.
  await startSettingsCache();
  const worker = await startJobWorker();
  onShutdown("jobs", () => worker.stop());
  installShutdownSignals({ exit: true });
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "[worker] failed to start");
  process.exit(1);
});
