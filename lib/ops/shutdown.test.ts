import { spawn } from "node:child_process";
import { captureLogs } from "@/lib/log/capture";
import { createShutdownHooks } from "./shutdown";

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => (logs = captureLogs()));
afterEach(() => logs.restore());

describe("shutdown hooks", () => {
  it("run newest first, each after the previous one settles", async () => {
    const hooks = createShutdownHooks();
    const order: string[] = [];
    let settleJobs!: () => void;
    const jobsDrained = new Promise<void>((resolve) => (settleJobs = resolve));
    hooks.register("logger", () => void order.push("logger"));
    hooks.register("jobs", async () => {
      order.push("jobs started");
      await jobsDrained;
      order.push("jobs");
    });
    const running = hooks.run();
    // Every promise the run chained so far has settled: the logger still waits for the jobs.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(order).toEqual(["jobs started"]);
    settleJobs();
    expect(await running).toEqual([
      { name: "jobs", outcome: "done" },
      { name: "logger", outcome: "done" },
    ]);
    expect(order).toEqual(["jobs started", "jobs", "logger"]);
  });

  it("run once, however often shutdown is asked for", async () => {
    const hooks = createShutdownHooks();
    const stop = jest.fn();
    hooks.register("jobs", stop);
    const [first, second] = await Promise.all([hooks.run(), hooks.run()]);
    await hooks.run();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it("go on past a hook that fails, and log the failure", async () => {
    const hooks = createShutdownHooks();
    const after = jest.fn();
    hooks.register("logger", after);
    hooks.register("jobs", () => Promise.reject(new Error("queue already closed")));
    expect(await hooks.run()).toEqual([
      { name: "jobs", outcome: "failed" },
      { name: "logger", outcome: "done" },
    ]);
    expect(after).toHaveBeenCalled();
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ level: "warn", hook: "jobs", err: expect.objectContaining({ message: "queue already closed" }) }),
    );
  });

  it("stop waiting at the deadline, still calling the hooks after a slow one", async () => {
    const hooks = createShutdownHooks();
    const flush = jest.fn();
    hooks.register("logger", flush);
    hooks.register("jobs", () => new Promise<void>(() => {}));
    expect(await hooks.run({ timeoutMs: 50 })).toEqual([
      { name: "jobs", outcome: "timed_out" },
      { name: "logger", outcome: "done" },
    ]);
    expect(flush).toHaveBeenCalled();
  });

  it("skip a hook removed before shutdown", async () => {
    const hooks = createShutdownHooks();
    const stop = jest.fn();
    const unregister = hooks.register("jobs", stop);
    unregister();
    expect(await hooks.run()).toEqual([]);
    expect(stop).not.toHaveBeenCalled();
  });
});

describe("on SIGTERM", () => {
  // A real process: the signal, process.exit and the exit code cannot be faked in-process.
  function runChild(args: string[]): Promise<{ code: number | null; said: string[] }> {
    const child = spawn(process.execPath, [require.resolve("tsx/cli"), "tests/fixtures/ops/shutdown-child.ts", ...args], {
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("ready\n") && !child.killed) child.kill("SIGTERM");
    });
    // "close", not "exit": the exit can be reported before the last of stderr has been read.
    return new Promise((resolve) => child.on("close", (code) => resolve({ code, said: said.trim().split("\n") })));
  }

  it("holds Next.js's exit until the hooks have run", async () => {
    expect(await runChild([])).toEqual({ code: 143, said: ["ready", "requests drained", "jobs stopped"] });
  }, 90_000);

  it("exits a standalone process once its hooks have run", async () => {
    expect(await runChild(["--standalone"])).toEqual({ code: 143, said: ["ready", "jobs stopped"] });
  }, 90_000);
});
