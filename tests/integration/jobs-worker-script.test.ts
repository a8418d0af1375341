import { spawn } from "node:child_process";
import path from "node:path";
import { env } from "@/lib/env";
import { jobQueue } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { makeUser } from "./factories";
import { clearJobs, jobState, waitFor } from "./jobs-helpers";

// `npm run worker` (scripts/worker.ts) as an operator runs it: a process of its own that takes jobs from
// PostgreSQL and, on SIGTERM, stops taking them, lets the running ones finish, and exits.

jest.setTimeout(90_000);

const TSX = path.join(process.cwd(), "node_modules", ".bin", "tsx");

function startWorker(databaseUrl: string) {
  const child = spawn(TSX, ["scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : null))));
  return { child, output: () => output, exited };
}

it("refuses the embedded database, which belongs to the app process", async () => {
  const worker = startWorker("");
  expect(await worker.exited).toBe(1);
  expect(worker.output()).toContain("Set DATABASE_URL to a PostgreSQL server to run workers apart.");
});

// Only a PostgreSQL server can be shared with another process (scripts/test-integration-pg.sh).
(env.DATABASE_URL ? it : it.skip)("runs jobs from PostgreSQL and stops gracefully on SIGTERM", async () => {
  await clearJobs();
  const worker = startWorker(env.DATABASE_URL!);
  try {
    await waitFor(async () => worker.output().includes("[jobs] worker started"), { timeoutMs: 60_000 });
    const user = await makeUser({ label: "worker" });
    // A user without linked campaigns: the sync finishes at once, with nothing to refresh.
    const jobId = (await (await jobQueue()).send(QUEUES.insightsUser, { userId: user.id }))!;
    const job = await waitFor(async () => {
      const state = await jobState(QUEUES.insightsUser, jobId);
      return state?.state === "completed" && state;
    });
    expect(job.output).toEqual({ refreshed: 0, corrected: 0 });
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(143);
    expect(worker.output()).toContain("[jobs] worker stopped");
  } finally {
    worker.child.kill("SIGKILL");
  }
});
