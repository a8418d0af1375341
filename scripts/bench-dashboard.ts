// npm run bench:dashboard: for 10, 1,000 and 10,000 campaigns (half linked, with insights), seeds one
// seller on a fresh embedded database, starts the production build (run `npm run build` first), signs in
// and prints the server render time of /dashboard and /campaigns (median and p95 over RUNS requests,
// default 40), then each list's median with 10,000 campaigns over its median with 10. The lists read a
// page at a time in SQL, so the ratio should stay near 1 (issue 15 asks for at most 1.2). Figures only.
// SIZES=10,1000 runs other sizes.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, runScript, startProductionApp } from "./support/app-server";
import { seedBenchUser, signInBenchUser } from "./support/bench-user";

const PORT = 3300;
const RUNS = Number(process.env.RUNS ?? 40);
const SIZES = (process.env.SIZES ?? "10,1000,10000").split(",").map(Number);
const PAGES = ["/dashboard", "/campaigns"] as const;

async function time(url: string, cookie: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
}

/** The median render time of each page for a seller with `campaigns` campaigns. */
async function measure(campaigns: number, port: number): Promise<Record<(typeof PAGES)[number], number>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-dashboard-"));
  await seedBenchUser({ dataDir }, campaigns);
  const app = await startProductionApp(port, dataDir);
  const medians = {} as Record<(typeof PAGES)[number], number>;
  try {
    const cookie = await signInBenchUser(app.base);
    for (const page of PAGES) {
      for (let i = 0; i < 3; i++) await time(`${app.base}${page}`, cookie); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(`${app.base}${page}`, cookie));
      samples.sort((a, b) => a - b);
      medians[page] = percentile(samples, 0.5);
      console.log(
        `${page} with ${campaigns} campaigns: median ${medians[page].toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms (${RUNS} requests)`,
      );
    }
  } finally {
    app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return medians;
}

async function main() {
  const results = new Map<number, Record<(typeof PAGES)[number], number>>();
  // Each size gets its own port, so a server still shutting down is never the one measured.
  for (const [index, size] of SIZES.entries()) results.set(size, await measure(size, PORT + index));
  const smallest = results.get(Math.min(...SIZES))!;
  const largest = results.get(Math.max(...SIZES))!;
  if (SIZES.length > 1) {
    for (const page of PAGES) {
      console.log(`${page}: ${Math.max(...SIZES)} / ${Math.min(...SIZES)} campaigns = ${(largest[page] / smallest[page]).toFixed(2)}×`);
    }
  }
}

runScript(main);
