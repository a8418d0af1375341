// npm run bench:lighthouse: Lighthouse (from npm) in Debian's Chromium against the production build.
// Starts the app on its own port and embedded database, audits the landing page, /auth and the signed-in
// dashboard (a seller with 24 campaigns, a full first page), prints the performance and accessibility
// scores, then the JavaScript the landing page loads first (each <script src> it names, raw and gzip).
// RUNS=5 audits each page five times; PAGES=/dashboard audits that page alone.
// Figures only: nothing here asserts on timing.
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript, startProductionApp } from "./support/app-server";
import { seedBenchUser, signInBenchUser } from "./support/bench-user";
import { benchToolsRequire } from "./support/bench-tools";

const PORT = 3200;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = [
  { path: "/", signedIn: false },
  { path: "/auth", signedIn: false },
  { path: "/dashboard", signedIn: true },
];
const runs = Number(process.env.RUNS ?? 3);
// PAGES=/dashboard,/auth audits only those (all three by default).
const only = process.env.PAGES?.split(",");

const lighthouseCli = benchToolsRequire().resolve("lighthouse/cli/index.js");

function audit(url: string, cookie?: string): { performance: number; accessibility: number; lcp: number; tbt: number } {
  const out = execFileSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      "--quiet",
      "--output=json",
      "--only-categories=performance,accessibility",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
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

/** A page's text; tried twice, as a connection kept alive through an audit may have been closed under it. */
async function fetchText(url: string | URL, headers: Record<string, string> = {}): Promise<string> {
  const once = async () => (await fetch(url, { headers })).text();
  return once().catch(once);
}

/** The scripts a page's HTML loads, fetched and measured as served and as gzip would send them. */
async function firstLoadScripts(url: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await fetchText(url);
  // A nomodule script (Next's polyfills) is never fetched by a browser that runs modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter((source): source is string => Boolean(source)))];
  const bodies = await Promise.all(sources.map(async (source) => Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())));
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: install it with \`sudo apt-get install -y chromium\`, or set CHROMIUM_PATH`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  await seedBenchUser({ dataDir }, 24);
  const { base, stop } = await startProductionApp(PORT, dataDir);
  try {
    const scripts = await firstLoadScripts(`${base}/`);
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    console.log(`first-load JavaScript of /: ${scripts.files} files, ${kB(scripts.raw)} raw, ${kB(scripts.gzip)} gzip`);
    const cookie = await signInBenchUser(base);
    for (const page of pages.filter((candidate) => !only || only.includes(candidate.path))) {
      // Warm: the audit measures the page as served, not the server's first render of a route after start.
      for (let i = 0; i < 3; i++) await fetchText(`${base}${page.path}`, page.signedIn ? { cookie } : {});
      const results = Array.from({ length: runs }, () => audit(`${base}${page.path}`, page.signedIn ? cookie : undefined));
      const median = (key: keyof (typeof results)[number]) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
      console.log(
        `${page.path}: performance ${median("performance")} accessibility ${median("accessibility")} ` +
          `LCP ${median("lcp")} ms TBT ${median("tbt")} ms (median of ${runs}; all performance: ${results.map((r) => r.performance).join(", ")})`,
      );
    }
  } finally {
    stop();
  }
}

runScript(main);
