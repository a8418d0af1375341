import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { PublishRunError, PublishState, PublishStep } from "./types";

// One publish run per campaign, and one publisher at a time (001 §4: "a second publish while one is
// running is ignored"). The lock is the run row's locked_until, taken by a single conditional UPDATE,
// so it holds across app processes. Every write the holder makes is conditioned on the lock value it
// holds and moves it forward, so a publisher that lost its lock (it stalled for 10 minutes and another
// took over) stops instead of creating duplicates.

export const LOCK_MS = 10 * 60 * 1000;

export class LockLostError extends Error {
  constructor() {
    super("the publish lock was taken over");
    this.name = "LockLostError";
  }
}

/** The run row for a campaign, created once; concurrent first calls both see the same row. */
export async function ensureRun(campaignId: string, userId: string): Promise<void> {
  await db.metaPublishRun.createMany({ data: [{ id: randomUUID(), campaignId, userId, status: "running", step: "start", state: {} }], skipDuplicates: true });
}

/** The lock's value when this caller took it, or null when another holds it or the run is complete. */
export async function acquireLock(campaignId: string, userId: string, now = new Date()): Promise<Date | null> {
  const until = new Date(now.getTime() + LOCK_MS);
  const taken = await db.metaPublishRun.updateMany({
    where: { campaignId, userId, status: { not: "completed" }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
    data: { lockedUntil: until, status: "running", error: Prisma.DbNull },
  });
  return taken.count === 1 ? until : null;
}

/** A held lock: writes the run's progress and moves the lock forward, or throws LockLostError. */
export class RunLock {
  constructor(
    readonly campaignId: string,
    private until: Date,
  ) {}

  async save(state: PublishState, step: PublishStep): Promise<void> {
    const next = new Date(Math.max(Date.now() + LOCK_MS, this.until.getTime() + 1));
    const written = await db.metaPublishRun.updateMany({
      where: { campaignId: this.campaignId, lockedUntil: this.until },
      data: { state: state, step, lockedUntil: next },
    });
    if (written.count !== 1) throw new LockLostError();
    this.until = next;
  }

  /** The run is done: status completed, lock released. */
  async complete(state: PublishState): Promise<void> {
    const written = await db.metaPublishRun.updateMany({
      where: { campaignId: this.campaignId, lockedUntil: this.until },
      data: { state: state, step: "completed", status: "completed", error: Prisma.DbNull, lockedUntil: null },
    });
    if (written.count !== 1) throw new LockLostError();
  }

  /** The run stopped: status failed with what happened, lock released (only if still ours). */
  async fail(step: PublishStep, error: PublishRunError): Promise<void> {
    await db.metaPublishRun.updateMany({
      where: { campaignId: this.campaignId, lockedUntil: this.until },
      data: { step, status: "failed", error: error, lockedUntil: null },
    });
  }
}
