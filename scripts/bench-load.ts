// npm run bench:load: autocannon through nginx against /dashboard of a seller with 1,000 campaigns, served
// by one app process and then by two (scripts/cluster/start.ts) on one PostgreSQL server. Prints
// requests/s and p95 latency for each, and the two/one ratio. Figures only, no assertions.
// Runs under scripts/with-postgres.sh (TEST_DATABASE_URL); DURATION (s) and CONNECTIONS tune the load.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { percentile, runScript } from "./support/app-server";
import { seedBenchUser, signInBenchUser } from "./support/bench-user";

const PORT = 3250;
const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const base = `http://localhost:${PORT}`;
const secrets = {
  AUTH_SECRET: "bench-load-auth-secret-0123456789abcdef",
  ENCRYPTION_KEY: "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "YmVuY2gtbG9hZC1hY3Rpb25zLWtleS0zMmJ5dGVzISE=",
};

async function startCluster(processes: number, databaseUrl: string): Promise<() => Promise<void>> {
  const cluster = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/cluster/start.ts", "--port", String(PORT), "--processes", String(processes)], {
    env: { ...process.env, ...secrets, DATABASE_URL: databaseUrl, APP_URL: base, LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => cluster.once("exit", () => resolve()));
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || cluster.exitCode !== null) throw new Error("the cluster did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return async () => {
    cluster.kill("SIGTERM");
    await exited;
  };
}

type Figures = { processes: number; requestsPerSecond: number; p95: number; p50: number; errors: number };

async function load(processes: number, databaseUrl: string): Promise<Figures> {
  const stop = await startCluster(processes, databaseUrl);
  try {
    const cookie = await signInBenchUser(base);
    const options = { url: `${base}/dashboard`, headers: { cookie }, connections: CONNECTIONS };
    await autocannon({ ...options, duration: 5 }); // warm-up: compiled routes, connection pools
    const latencies: number[] = [];
    let errors = 0;
    // Without a callback autocannon returns its event emitter, made thenable (the types say Promise).
    const instance = autocannon({ ...options, duration: DURATION }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    return {
      processes,
      requestsPerSecond: result.requests.average,
      p95: percentile(latencies, 0.95),
      p50: percentile(latencies, 0.5),
      errors: errors + result.errors,
    };
  } finally {
    await stop();
  }
}

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error("run through npm run bench:load (it starts a PostgreSQL server)");
  await seedBenchUser({ databaseUrl, dataDir: "" });
  const figures: Figures[] = [];
  for (const processes of [1, 2]) {
    const row = await load(processes, databaseUrl);
    figures.push(row);
    console.log(
      `${processes} process${processes > 1 ? "es" : ""}: ${row.requestsPerSecond.toFixed(1)} requests/s, p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, ${row.errors} errors (${DURATION} s, ${CONNECTIONS} connections, /dashboard with 1,000 campaigns, through nginx)`,
    );
  }
  console.log(
    `two/one throughput ratio: ${(figures[1]!.requestsPerSecond / figures[0]!.requestsPerSecond).toFixed(2)}; p95 ${figures[0]!.p95.toFixed(0)} → ${figures[1]!.p95.toFixed(0)} ms`,
  );
}

runScript(main);
