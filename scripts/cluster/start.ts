// npm run test:cluster / bench:load: N app processes (server/serve.js) and one job worker on one PostgreSQL
// server (DATABASE_URL), behind nginx on loopback. Stays up until SIGINT/SIGTERM, then stops
// everything it started. Usage: tsx scripts/cluster/start.ts [--port 3200] [--processes 2]
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareDatabase } from "../support/prepare-database";
import { startNginx, type Nginx } from "./nginx";

const { values } = parseArgs({ options: { port: { type: "string", default: "3200" }, processes: { type: "string", default: "2" } } });
const port = Number(values.port);
const processes = Number(values.processes);
const log = (line: string) => console.log(`[cluster] ${line}`);

const serveScript = path.join(process.cwd(), "server", "serve.js");
const children: ChildProcess[] = [];

function startChild(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) console.log(`[${name}] ${line}`);
    });
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      log(`${name} exited (${signal ?? code}); stopping the cluster`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth(url: string, deadlineMs = 120_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

let nginx: Nginx | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  stopping = true;
  await nginx?.stop();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
        }),
    ),
  );
  process.exit(code);
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL must point at the PostgreSQL server the processes share");
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) throw new Error("no production build: run `npx next build` first");
  if (!process.env.AUTH_SECRET || !process.env.ENCRYPTION_KEY || !process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) {
    throw new Error("AUTH_SECRET, ENCRYPTION_KEY and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be set, the same for every process");
  }
  await prepareDatabase(log);

  const appPorts = Array.from({ length: processes }, (_, i) => port + 1 + i);
  const base = process.env.APP_URL ?? `http://localhost:${port}`;
  for (const [i, appPort] of appPorts.entries()) {
    // The app processes only enqueue jobs; the worker below runs them.
    startChild(`app-${i + 1}`, [serveScript, "-p", String(appPort), "-H", "127.0.0.1"], {
      PORT: String(appPort),
      APP_URL: base,
      JOBS_WORKER: "off",
      TRUST_PROXY_HOPS: "1",
    });
  }
  if (existsSync(path.join(process.cwd(), "scripts", "worker.ts"))) {
    startChild("worker", [require.resolve("tsx/cli"), "scripts/worker.ts"], { APP_URL: base });
  }
  await Promise.all(appPorts.map((appPort) => waitForHealth(`http://127.0.0.1:${appPort}/api/health`)));
  nginx = await startNginx(port, appPorts);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  log(`ready: ${base} → ${appPorts.map((appPort) => `127.0.0.1:${appPort}`).join(", ")}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));
main().catch((error: unknown) => {
  console.error("[cluster] failed:", error);
  void stop(1);
});
