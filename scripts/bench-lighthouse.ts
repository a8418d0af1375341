// npm run bench:lighthouse: Lighthouse (from npm) in Debian's Chromium against the production build.
// Starts the app on its own port and embedded database, audits the landing page and /auth, prints
// the performance and accessibility scores. Figures only: nothing here asserts on timing.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript, startProductionApp } from "./support/app-server";

const PORT = 3200;
const pages = ["/", "/auth"];
const runs = Number(process.env.RUNS ?? 3);

function audit(url: string): { performance: number; accessibility: number; lcp: number; tbt: number } {
  const out = execFileSync(
    process.execPath,
    [
      require.resolve("lighthouse/cli/index.js"),
      url,
      "--quiet",
      "--output=json",
      "--only-categories=performance,accessibility",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(out.toString()) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    lcp: Math.round(report.audits["largest-contentful-paint"]!.numericValue),
    tbt: Math.round(report.audits["total-blocking-time"]!.numericValue),
  };
}

async function main() {
  const { base, stop } = await startProductionApp(PORT, mkdtempSync(path.join(os.tmpdir(), "bench-")));
  try {
    for (const page of pages) {
      const results = Array.from({ length: runs }, () => audit(`${base}${page}`));
      const median = (key: keyof (typeof results)[number]) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
      console.log(
        `${page}: performance ${median("performance")} accessibility ${median("accessibility")} ` +
          `LCP ${median("lcp")} ms TBT ${median("tbt")} ms (median of ${runs}; all performance: ${results.map((r) => r.performance).join(", ")})`,
      );
    }
  } finally {
    stop();
  }
}

runScript(main);
