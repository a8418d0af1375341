import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { PublishRunError, PublishState, PublishStep } from "./state";

// One publish run per campaign, and one publisher at a time (001 §4: "a second publish while one is
// running is ignored"). The lock is the run row's locked_until, taken by a single conditional UPDATE,
// so it holds across app processes. Every write the holder makes is conditioned on the lock value it
// holds and moves it forward, so a publisher that lost its lock (it stalled past the lock's term and
// another took over) stops instead of creating duplicates.
//
// The term is short, and a heartbeat moves it forward while the publisher's job is still the one
// running: a worker that dies leaves a lock that lapses within LOCK_MS, so the retried job can resume.

export const LOCK_MS = 2 * 60 * 1000;

export class LockLostError extends Error {
  constructor() {
    super("the publish lock was taken over");
    this.name = "LockLostError";
  }
}

/** Keeps a lock while `alive` answers true (the job that holds it is still the running attempt). */
export type Heartbeat = { everyMs: number; alive: () => Promise<boolean> };

/** The run row for a campaign, created once; concurrent first calls both see the same row. */
export async function ensureRun(campaignId: string, userId: string): Promise<void> {
  await db.metaPublishRun.createMany({ data: [{ id: randomUUID(), campaignId, userId, status: "running", step: "start", state: {} }], skipDuplicates: true });
}

/** The lock's value when this caller took it, or null when another holds it or the run is complete. */
export async function acquireLock(campaignId: string, userId: string, now = new Date(), lockMs = LOCK_MS): Promise<Date | null> {
  const until = new Date(now.getTime() + lockMs);
  const taken = await db.metaPublishRun.updateMany({
    where: { campaignId, userId, status: { not: "completed" }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
    data: { lockedUntil: until, status: "running", error: Prisma.DbNull },
  });
  return taken.count === 1 ? until : null;
}

/** A held lock: writes the run's progress and moves the lock forward, or throws LockLostError. */
export class RunLock {
  // The heartbeat and the publisher both move the lock: one write at a time, each from the value the
  // previous one left.
  private writes: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private beating = false;

  constructor(
    readonly campaignId: string,
    private until: Date,
    private readonly lockMs = LOCK_MS,
  ) {}

  private write<T>(work: () => Promise<T>): Promise<T> {
    const next = this.writes.then(work, work);
    this.writes = next.catch(() => undefined);
    return next;
  }

  private async moveForward(data: Prisma.MetaPublishRunUpdateManyMutationInput): Promise<void> {
    const next = new Date(Math.max(Date.now() + this.lockMs, this.until.getTime() + 1));
    const written = await db.metaPublishRun.updateMany({
      where: { campaignId: this.campaignId, lockedUntil: this.until },
      data: { ...data, lockedUntil: next },
    });
    if (written.count !== 1) throw new LockLostError();
    this.until = next;
  }

  save(state: PublishState, step: PublishStep): Promise<void> {
    return this.write(() => this.moveForward({ state: state, step }));
  }

  /** Moves the lock forward every `everyMs` while `alive()` holds; stops at the first no or failure. */
  startHeartbeat({ everyMs, alive }: Heartbeat): void {
    this.stopHeartbeat();
    this.timer = setInterval(() => void this.beat(alive), everyMs);
    this.timer.unref();
  }

  stopHeartbeat(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async beat(alive: () => Promise<boolean>): Promise<void> {
    if (this.beating || !this.timer) return;
    this.beating = true;
    try {
      if (!(await alive())) this.stopHeartbeat();
      else if (this.timer) await this.write(() => this.moveForward({}));
    } catch {
      // Lost or unreachable: the lock lapses, and the publisher's next save finds out.
      this.stopHeartbeat();
    } finally {
      this.beating = false;
    }
  }

  /** The run is done: status completed, lock released. */
  complete(state: PublishState): Promise<void> {
    this.stopHeartbeat();
    return this.write(async () => {
      const written = await db.metaPublishRun.updateMany({
        where: { campaignId: this.campaignId, lockedUntil: this.until },
        data: { state: state, step: "completed", status: "completed", error: Prisma.DbNull, lockedUntil: null },
      });
      if (written.count !== 1) throw new LockLostError();
    });
  }

  /** The run stopped: status failed with what happened, lock released (only if still ours). */
  fail(step: PublishStep, error: PublishRunError): Promise<void> {
    this.stopHeartbeat();
    return this.write(async () => {
      await db.metaPublishRun.updateMany({
        where: { campaignId: this.campaignId, lockedUntil: this.until },
        data: { step, status: "failed", error: error, lockedUntil: null },
      });
    });
  }
}
