import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { PublishFailure, PublishRunError } from "./state";

// A publish waits in the job queue as a run with status "queued", so the wizard follows it from the
// moment it is asked for. Only the request that moves the run to "queued" (or creates it so) queues a
// job: a second publish while one is queued or running is ignored (001 §4).

// A run queued this long ago that no worker ever started (none was running) may be queued again.
export const QUEUED_STALE_MS = 60 * 60 * 1000;

/** True when this caller queued the run and should send its job; false when one is queued, running or done. */
export async function markRunQueued(campaignId: string, userId: string, now = new Date()): Promise<boolean> {
  const created = await db.metaPublishRun.createMany({
    data: [{ id: randomUUID(), campaignId, userId, status: "queued", step: "start", state: {} }],
    skipDuplicates: true,
  });
  if (created.count === 1) return true;
  const queued = await db.metaPublishRun.updateMany({
    where: {
      campaignId,
      userId,
      status: { not: "completed" },
      OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
      NOT: { status: "queued", updatedAt: { gte: new Date(now.getTime() - QUEUED_STALE_MS) } },
    },
    data: { status: "queued", error: Prisma.DbNull },
  });
  return queued.count === 1;
}

/**
 * A publish that stopped before it took the lock (the campaign is gone, the token expired meanwhile, the
 * job could not be queued) fails the queued run with what the user reads. A run a publisher already took
 * keeps what that publisher wrote.
 */
export async function recordQueuedFailure(campaignId: string, userId: string, failure: PublishFailure): Promise<void> {
  const error: PublishRunError = {
    code: null,
    subcode: null,
    message: failure.error,
    userTitle: null,
    userMessage: null,
    fbtraceId: null,
    step: "start",
    kind: failure.classification?.kind ?? "validation",
    failure,
  };
  await db.metaPublishRun.updateMany({ where: { campaignId, userId, status: "queued" }, data: { status: "failed", error: error } });
}
