// Runs once when a Next.js server starts, before it answers requests.
export async function register() {
  // Node.js servers only (not the edge runtime), and not `next build`'s workers, which must not open
  // the database (PGlite allows one process).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // The admin settings (API keys, models, Meta app) are read synchronously from a process cache
  // (lib/settings/cache.ts): load it before the first request.
  const { startSettingsCache } = await import("@/lib/settings/store");
  await startSettingsCache();

  // The embedded database has no autovacuum daemon: the app analyses and vacuums it (lib/db/embedded-upkeep).
  const { embeddedDatabase, startEmbeddedUpkeep } = await import("@/lib/db");
  if (embeddedDatabase) {
    const { logger } = await import("@/lib/log/server");
    startEmbeddedUpkeep(embeddedDatabase, (error) => logger.warn({ err: error }, "[db] embedded upkeep failed"));
  }

  // SIGTERM/SIGINT: Next.js finishes in-flight requests; our shutdown hooks (the job worker) run before it exits.
  const { installShutdownSignals } = await import("@/lib/ops/shutdown");
  installShutdownSignals();

  // Background jobs run inside this process unless JOBS_WORKER=off (then `npm run worker` runs them).
  const { env } = await import("@/lib/env");
  if (env.JOBS_WORKER === "embedded") {
    const { startEmbeddedWorker } = await import("@/lib/worker/embedded");
    await startEmbeddedWorker();
  }
}
