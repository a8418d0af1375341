// Graceful shutdown: parts of the process (the job worker, the logger) register what must happen
// before it exits; on SIGTERM or SIGINT the hooks run once, newest first, within a time limit.
//
// Under `next start`, Next.js handles these signals itself (unless NEXT_MANUAL_SIG_HANDLE is set): it
// stops accepting connections, waits for in-flight requests and `after()` work, then calls
// process.exit. Our hooks run beside that, and that exit waits for them (see holdExit).
import { logger } from "@/lib/log/server";

export type ShutdownHook = () => void | Promise<void>;
export type HookOutcome = { name: string; outcome: "done" | "failed" | "timed_out" };

export const SHUTDOWN_TIMEOUT_MS = 25_000;
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export function createShutdownHooks() {
  const hooks: Array<{ name: string; run: ShutdownHook }> = [];
  let running: Promise<HookOutcome[]> | undefined;

  /** Registers a hook; returns a function that removes it. */
  function register(name: string, run: ShutdownHook): () => void {
    const hook = { name, run };
    hooks.push(hook);
    return () => {
      const index = hooks.indexOf(hook);
      if (index >= 0) hooks.splice(index, 1);
    };
  }

  /**
   * Runs every hook once, newest first (what started last stops first), each after the previous one
   * settles. One deadline covers them all: a hook still running at the deadline is left behind, and
   * the hooks after it are still called, so a quick one (a log flush) still runs.
   */
  function run({ timeoutMs = SHUTDOWN_TIMEOUT_MS } = {}): Promise<HookOutcome[]> {
    running ??= (async () => {
      const deadline = Date.now() + timeoutMs;
      const outcomes: HookOutcome[] = [];
      for (const { name, run: hook } of [...hooks].reverse()) {
        const settled = await settle(hook, deadline - Date.now());
        if (settled.outcome === "done") logger.info({ hook: name }, "[shutdown] hook done");
        else logger.warn({ hook: name, err: settled.error }, `[shutdown] hook ${settled.outcome}`);
        outcomes.push({ name, outcome: settled.outcome });
      }
      return outcomes;
    })();
    return running;
  }

  return { register, run };
}

type Settled = { outcome: "done" } | { outcome: "failed" | "timed_out"; error?: unknown };

async function settle(hook: ShutdownHook, budgetMs: number): Promise<Settled> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Settled>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: "timed_out" }), Math.max(0, budgetMs));
  });
  const work = (async (): Promise<Settled> => {
    try {
      await hook();
      return { outcome: "done" };
    } catch (error) {
      return { outcome: "failed", error };
    }
  })();
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

// One registry per process: Next.js bundles instrumentation.ts apart from the routes, so a module
// instance alone would not be shared between them.
type ProcessShutdown = { hooks: ReturnType<typeof createShutdownHooks>; signalsInstalled: boolean };
const globalForShutdown = globalThis as unknown as { shutdown?: ProcessShutdown };
const processShutdown = (globalForShutdown.shutdown ??= { hooks: createShutdownHooks(), signalsInstalled: false });

export const onShutdown = processShutdown.hooks.register;
export const runShutdownHooks = processShutdown.hooks.run;

/**
 * Runs the hooks on SIGTERM or SIGINT. Inside `next start` leave `exit` off: Next.js exits once its
 * in-flight requests are done, and that exit waits for the hooks. A process that serves no requests
 * (the worker) passes `exit: true` and exits when its hooks have run.
 */
export function installShutdownSignals({ timeoutMs = SHUTDOWN_TIMEOUT_MS, exit = false } = {}): void {
  if (processShutdown.signalsInstalled) return;
  processShutdown.signalsInstalled = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    // once: a second Ctrl+C on a standalone worker falls through to Node's default and ends it at once.
    process.once(signal, () => {
      logger.info({ signal }, "[shutdown] signal received");
      const finished = runShutdownHooks({ timeoutMs });
      holdExit(finished);
      if (exit) void finished.then(() => process.exit(SIGNAL_EXIT_CODES[signal]));
    });
  }
}

let exitHeld = false;

// Next.js calls process.exit as soon as its own cleanup ends, which would cut a job still finishing.
// From the first signal on, an exit waits for the hooks (bounded by their deadline).
function holdExit(finished: Promise<unknown>): void {
  if (exitHeld) return;
  exitHeld = true;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    void finished.then(() => exit(code));
  }) as typeof process.exit;
}
