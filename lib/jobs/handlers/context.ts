import "server-only";
import type PgBoss from "pg-boss";
import { LOCK_MS } from "@/lib/meta/run-state";

/** What a handler gets besides its job: the worker's boss, and the publish lock's timing. */
export type HandlerContext = {
  boss: PgBoss;
  publishLock: { lockMs: number; heartbeatMs: number };
};

export const DEFAULT_PUBLISH_LOCK = { lockMs: LOCK_MS, heartbeatMs: LOCK_MS / 4 };

/** A job thrown back to pg-boss on purpose: it retries it later, with its queue's backoff. */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "RetryLater";
  }
}

/** Whether `job` is still this attempt, running: pg-boss has not given it up (timed out, failed) meanwhile. */
export async function stillRunning(boss: PgBoss, job: PgBoss.JobWithMetadata): Promise<boolean> {
  const current = await boss.getJobById(job.name, job.id);
  return current?.state === "active" && new Date(current.startedOn).getTime() === new Date(job.startedOn).getTime();
}

/** The attempt after this one would be beyond the queue's retry limit. */
export const lastAttempt = (job: PgBoss.JobWithMetadata) => job.retryCount >= job.retryLimit;
