// npm run bench:dashboard: seeds 1,000 campaigns (with insights) for one user on a fresh embedded
// database, starts the production build, signs in and prints the server render time of /dashboard
// and /campaigns (median and p95 over RUNS requests, default 40). Figures only, no assertions.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, runScript, startProductionApp } from "./support/app-server";
import { seedBenchUser, signInBenchUser } from "./support/bench-user";

const PORT = 3300;
let base = "";
const RUNS = Number(process.env.RUNS ?? 40);
const CAMPAIGNS = 1000;

async function time(url: string, cookie: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-dashboard-"));
  await seedBenchUser({ dataDir }, CAMPAIGNS);
  const app = await startProductionApp(PORT, dataDir);
  base = app.base;
  try {
    const cookie = await signInBenchUser(base);
    for (const page of ["/dashboard", "/campaigns"]) {
      for (let i = 0; i < 3; i++) await time(`${base}${page}`, cookie); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(`${base}${page}`, cookie));
      samples.sort((a, b) => a - b);
      console.log(
        `${page} with ${CAMPAIGNS} campaigns: median ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms (${RUNS} requests)`,
      );
    }
  } finally {
    app.stop();
  }
}

runScript(main);
