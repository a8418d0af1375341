import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PageReading } from "./read-page";

// The reader runs on threads of its own, so no page, however built, holds up the server's event loop; a
// page it cannot read within its budget ends its thread (docs/decisions/016-reader-bounded-time.md).

/** A page read, or why not: over its time or memory budget, too many pages waiting, or the thread failed. */
export type ReaderOutcome = { ok: true; reading: PageReading } | { ok: false; reason: "overrun" | "busy" | "failed"; detail?: string };

export type ReaderPoolOptions = {
  /** Threads reading at once. */
  threads?: number;
  /** Time a thread may spend on one page, counted from when it takes the page. */
  budgetMs?: number;
  /** Pages that may wait for a thread; past that, a page is answered "busy" at once. */
  waiting?: number;
  /** Time a thread may take to start (load the reader). */
  startMs?: number;
  /** A thread's heap: a page's document past it ends the thread like an overrun. */
  memoryMb?: number;
  /** A thread idle this long ends; the next page starts another. */
  idleMs?: number;
};

// Resolved from the app's folder at run time, not from this module's: bundled, this module lives in a chunk
// under .next/server, where no reader-thread.cjs is (the app's other run-time files are found the same way).
const THREAD_ENTRY = path.join(process.cwd(), "lib", "scrape", "reader-thread.cjs");

type Task = { html: string; pageUrl: string; budgetMs: number; settle: (outcome: ReaderOutcome) => void };
type Thread = { worker: Worker; ready: boolean; task: Task | null; timer: NodeJS.Timeout | null };
type ThreadMessage = { ready: true } | { ok: true; reading: PageReading } | { ok: false; detail: string };

export class ReaderPool {
  private readonly options: Required<ReaderPoolOptions>;
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  /** Threads started so far (a thread that overran is replaced by a new one). */
  threadsStarted = 0;

  constructor(options: ReaderPoolOptions = {}) {
    this.options = {
      threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
      budgetMs: 5_000,
      waiting: 8,
      startMs: 30_000,
      memoryMb: 512,
      idleMs: 60_000,
      ...options,
    };
  }

  /** Threads running now. */
  get threadsAlive(): number {
    return this.threads.size;
  }

  /** Reads a page on a thread: its facts and evidence, or why they could not be read in time. */
  read(html: string, pageUrl: string, budgetMs = this.options.budgetMs): Promise<ReaderOutcome> {
    return new Promise((settle) => {
      if (this.queue.length >= this.options.waiting) return settle({ ok: false, reason: "busy" });
      this.queue.push({ html, pageUrl, budgetMs, settle });
      this.dispatch();
    });
  }

  /** Ends every thread; pages waiting are answered "failed". */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.settle({ ok: false, reason: "failed", detail: "closed" });
    await Promise.all([...this.threads].map((thread) => this.retire(thread, "failed", "closed")));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const free = [...this.threads].find((thread) => thread.ready && !thread.task);
      if (!free) {
        const starting = [...this.threads].filter((thread) => !thread.ready).length;
        if (this.threads.size < this.options.threads && starting < this.queue.length) this.start();
        return;
      }
      this.run(free, this.queue.shift()!);
    }
  }

  private start(): void {
    // Not `new Worker(path)`: Turbopack takes that for a thread to bundle into the app, with tsx and esbuild's binary.
    const worker: Worker = Reflect.construct(Worker, [THREAD_ENTRY, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb } }]);
    this.threadsStarted++;
    const thread: Thread = { worker, ready: false, task: null, timer: null };
    thread.timer = setTimeout(() => void this.retire(thread, "failed", "the reader's thread did not start in time"), this.options.startMs);
    this.threads.add(thread);
    worker.on("message", (message: ThreadMessage) => this.answer(thread, message));
    worker.on("error", (error) => void this.retire(thread, error.name === "ERR_WORKER_OUT_OF_MEMORY" ? "overrun" : "failed", error.message));
    worker.on("exit", (code) => void this.retire(thread, "failed", `the reader's thread exited (${code})`));
    // An idle thread does not keep the process alive (unref'd once its listeners are on: adding one refs it
    // again); a page being read does, through its budget's timer.
    worker.unref();
  }

  private run(thread: Thread, task: Task): void {
    thread.task = task;
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = setTimeout(() => void this.retire(thread, "overrun", `over ${task.budgetMs} ms`), task.budgetMs);
    thread.worker.postMessage({ html: task.html, pageUrl: task.pageUrl });
  }

  private answer(thread: Thread, message: ThreadMessage): void {
    if (!this.threads.has(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    if ("ready" in message) thread.ready = true;
    else {
      const task = thread.task;
      thread.task = null;
      task?.settle(message.ok ? { ok: true, reading: message.reading } : { ok: false, reason: "failed", detail: message.detail });
    }
    if (!thread.task) thread.timer = setTimeout(() => void this.retire(thread, "failed", "idle"), this.options.idleMs).unref();
    this.dispatch();
  }

  /** Ends a thread: its page is answered with `reason`; the last thread failing to start fails the pages waiting. */
  private async retire(thread: Thread, reason: "overrun" | "failed", detail: string): Promise<void> {
    if (!this.threads.delete(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    thread.task?.settle({ ok: false, reason, detail });
    if (!thread.ready && this.threads.size === 0) for (const task of this.queue.splice(0)) task.settle({ ok: false, reason: "failed", detail });
    this.dispatch();
    await thread.worker.terminate();
  }
}

let shared: ReaderPool | null = null;

/** The app's reader threads, started with the first page read. */
export const readerPool = () => (shared ??= new ReaderPool());
