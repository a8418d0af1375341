import "server-only";
import PgBoss from "pg-boss";
import { embeddedDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/server";
import { pgliteExecutor } from "./pglite-executor";
import { QUEUE_SETTINGS, type QueueName, type QueueSettings } from "./queues";

// The job queue: pg-boss 10 in PostgreSQL, in its own schema ("pgboss", which our migrations never
// touch). On a PostgreSQL server it has its own small pool; on the embedded database it shares the
// app's one PGlite (one opener per process), through pgliteExecutor.
//
// Two roles: a process that only queues jobs (an app process with JOBS_WORKER=off) starts no timers;
// a worker (`npm run worker`, or the app itself when JOBS_WORKER=embedded) also runs pg-boss's
// maintenance (expiring jobs of crashed workers, archiving) and the cron schedules.

export const JOBS_SCHEMA = "pgboss";

export type BossRole = "queue" | "worker";

// Every pg-boss instance this process started, and has not stopped, on globalThis: Next.js bundles
// instrumentation.ts and the routes apart, and they must share them.
const shared = globalThis as unknown as { jobQueue?: Promise<PgBoss>; startedBosses?: Set<PgBoss> };
const started = (shared.startedBosses ??= new Set());

export function createBoss(role: BossRole): PgBoss {
  const worker = role === "worker";
  const common = { schema: JOBS_SCHEMA, migrate: true, supervise: worker, schedule: worker, maintenanceIntervalSeconds: 60 };
  const boss = embeddedDatabase
    ? new PgBoss({ ...common, db: pgliteExecutor(embeddedDatabase) })
    : new PgBoss({ ...common, connectionString: env.DATABASE_URL, max: worker ? 4 : 2, application_name: `adcampaign-jobs-${role}` });
  // pg-boss reports trouble in its loops (a lost connection, a failed maintenance) as events; an
  // EventEmitter without an "error" listener would crash the process instead.
  boss.on("error", (error: Error) => logger.warn({ role, err: error }, "[jobs] pg-boss reported a problem"));
  started.add(boss);
  boss.on("stopped", () => started.delete(boss));
  return boss;
}

/** Creates the queues, and applies the settings in code to queues created by an earlier version. */
export async function ensureQueues(boss: PgBoss, overrides: Partial<Record<QueueName, QueueSettings>> = {}): Promise<void> {
  for (const [name, settings] of Object.entries(QUEUE_SETTINGS) as [QueueName, QueueSettings][]) {
    const options = { ...settings, ...overrides[name] };
    await boss.createQueue(name, { name, ...options });
    await boss.updateQueue(name, { name, ...options });
  }
}

/** The process's boss for sending jobs and reading their state, started on first use. */
export function jobQueue(): Promise<PgBoss> {
  shared.jobQueue ??= (async () => {
    const boss = createBoss("queue");
    await boss.start();
    await ensureQueues(boss);
    return boss;
  })().catch((error: unknown) => {
    shared.jobQueue = undefined;
    throw error;
  });
  return shared.jobQueue;
}

/** Stops every pg-boss instance of this process at once, jobs running or not (tests, before the database closes). */
export async function stopAllJobs(): Promise<void> {
  shared.jobQueue = undefined;
  await Promise.all([...started].map((boss) => boss.stop({ graceful: false, wait: true }).catch(() => undefined)));
  started.clear();
}
