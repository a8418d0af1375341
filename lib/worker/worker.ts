import "server-only";
import type PgBoss from "pg-boss";
import { logger } from "@/lib/log/server";
import { createBoss, ensureQueues } from "@/lib/jobs/boss";
import { DEFAULT_PUBLISH_LOCK, HANDLERS, RetryLater, type HandlerContext, type JobHandler } from "@/lib/jobs/handlers";
import { INSIGHTS_CRON, QUEUES, type QueueName, type QueueSettings } from "@/lib/jobs/queues";

// The job worker: a pg-boss instance that runs the handlers, pg-boss's maintenance (a job whose worker
// died is retried once it expires) and the hourly insights schedule. It runs in `npm run worker`, or
// inside the app process when JOBS_WORKER=embedded (instrumentation.ts).

export type JobWorkerOptions = {
  /** Only these queues (default: all). */
  queues?: QueueName[];
  /** Settings over the ones in code (tests: short expiries and retry delays). */
  queueSettings?: Partial<Record<QueueName, QueueSettings>>;
  publishLock?: HandlerContext["publishLock"];
  /** Registers the hourly insights sync (default true). */
  schedule?: boolean;
  /** One polling interval for every queue instead of each handler's own (tests). */
  pollingIntervalSeconds?: number;
};

export type JobWorker = {
  boss: PgBoss;
  /** Stops taking jobs, lets running ones finish within the timeout, then gives the rest back to the queue. */
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
};

export const STOP_TIMEOUT_MS = 20_000;

export async function startJobWorker(options: JobWorkerOptions = {}): Promise<JobWorker> {
  const boss = createBoss("worker");
  await boss.start();
  await ensureQueues(boss, options.queueSettings);
  const context: HandlerContext = { boss, publishLock: options.publishLock ?? DEFAULT_PUBLISH_LOCK };
  const handlers = HANDLERS.filter((handler) => !options.queues || options.queues.includes(handler.queue));
  for (const handler of handlers) {
    for (let worker = 0; worker < handler.concurrency; worker++) {
      await boss.work<object>(
        handler.queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? handler.pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
        ([job]) => runJob(handler, job!, context),
      );
    }
  }
  if (options.schedule ?? true) await boss.schedule(QUEUES.insightsSweep, INSIGHTS_CRON, {}, { tz: "UTC" });
  logger.info({ queues: handlers.map((handler) => handler.queue) }, "[jobs] worker started");
  return {
    boss,
    stop: async ({ timeoutMs = STOP_TIMEOUT_MS } = {}) => {
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
      logger.info("[jobs] worker stopped");
    },
  };
}

// One line per job's end; never its data (prompts, selections), only its queue, id and attempt.
async function runJob(handler: JobHandler, job: PgBoss.JobWithMetadata, context: HandlerContext): Promise<object> {
  const started = Date.now();
  const fields = { queue: handler.queue, jobId: job.id, attempt: job.retryCount + 1 };
  try {
    const result = await handler.run(job, context);
    logger.info({ ...fields, ms: Date.now() - started }, "[jobs] job done");
    return result;
  } catch (error) {
    if (error instanceof RetryLater) logger.info({ ...fields, reason: error.message }, "[jobs] job will be retried");
    else logger.warn({ ...fields, ms: Date.now() - started, err: error }, "[jobs] job failed");
    throw error;
  }
}
