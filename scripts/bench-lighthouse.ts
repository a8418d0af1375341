// npm run bench:lighthouse: Lighthouse's mobile run (from npm) in Debian's Chromium against the production build.
// Starts the app on its own port and embedded database and audits, alternating in one run so that every page
// meets the same machine noise: the landing, a legal page (the yardstick: text and the shell, nothing else),
// /auth, the dashboard of a seller with 24 campaigns (a full first page), the wizard of that seller (its first
// step) and the wizard of a seller with a campaign in progress (its configuration step).
// For each page it prints the median score, LCP, TBT, scripting time and the first paint the audit observed
// (unthrottled), the JavaScript the browser fetched (as served), and the first-load JavaScript its HTML names
// (scripts and preloads), gzip and brotli, the framework (React and Next's runtime: the build manifest's root
// files) apart from ours, with the RSC payload inlined in the HTML.
// A bare page built with the same Next and React is audited alongside (the framework floor: PAGES=floor).
// Then each page against issue 37's bars. RUNS=5 audits each page five times; PAGES=/auth,/dashboard audits
// those alone; RUNS=0 prints the JavaScript alone (no Lighthouse); REPORTS=dir keeps each Lighthouse report. Figures only: nothing here asserts on timing.
import { execFileSync } from "node:child_process";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runScript, startProductionApp } from "./support/app-server";
import { DRAFTING_USER, seedBenchUser, seedDraftingUser, signInBenchUser } from "./support/bench-user";
import { benchToolsRequire } from "./support/bench-tools";
import { startFrameworkFloor } from "./support/framework-floor";

const PORT = 3200;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
type Visitor = "anonymous" | "seller" | "drafting";
/** `floor`: the bare page built with the app's own Next and React (scripts/support/framework-floor.ts). */
type Page = { name: string; path: string; visitor: Visitor; server?: "floor" };
const FLOOR_PORT = 3201;
const pages: Page[] = [
  { name: "bare Next page (floor)", path: "/", visitor: "anonymous", server: "floor" },
  { name: "/", path: "/", visitor: "anonymous" },
  { name: "/termos-servico", path: "/termos-servico", visitor: "anonymous" },
  { name: "/auth", path: "/auth", visitor: "anonymous" },
  { name: "/dashboard", path: "/dashboard", visitor: "seller" },
  { name: "/campaign/new", path: "/campaign/new", visitor: "seller" },
  { name: "/campaign/new (configure)", path: "/campaign/new", visitor: "drafting" },
];
/** The page every other is read against: a static page carries the shell and nothing of its own. */
const YARDSTICK = "/termos-servico";
// Issue 37: first-load JavaScript per page kind, the dashboard's blocking time, the score.
const BARS = { publicKB: 120, signedInKB: 150, dashboardTbtMs: 200, score: 95, landingBehindYardstick: 2 };

const runs = Number(process.env.RUNS ?? 3);
const only = process.env.PAGES?.split(",");
const reportsDir = process.env.REPORTS;

const lighthouseCli = benchToolsRequire().resolve("lighthouse/cli/index.js");

type Audit = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  scriptingMs: number;
  scriptKB: number;
  /** When the browser showed the first content in the audit's own, unthrottled load (the simulated FCP and LCP are built on it). */
  observedPaintMs: number;
};

type LighthouseReport = {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    { numericValue: number; details?: { items?: { resourceType?: string; transferSize?: number; observedFirstContentfulPaint?: number }[] } }
  >;
};

function audit(url: string, cookie: string | undefined, label: string): Audit {
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
  if (reportsDir) writeFileSync(path.join(reportsDir, `${label}.json`), out);
  const report = JSON.parse(out.toString()) as LighthouseReport;
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    lcp: Math.round(report.audits["largest-contentful-paint"]!.numericValue),
    tbt: Math.round(report.audits["total-blocking-time"]!.numericValue),
    scriptingMs: Math.round(report.audits["bootup-time"]!.numericValue),
    scriptKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    observedPaintMs: Math.round(report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN),
  };
}

/** A page's text; tried twice, as a connection kept alive through an audit may have been closed under it. */
async function fetchText(url: string | URL, headers: Record<string, string> = {}): Promise<string> {
  const once = async () => (await fetch(url, { headers })).text();
  return once().catch(once);
}

const gzipKB = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;
const brotliKB = (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

type FirstLoad = { files: number; gzip: number; brotli: number; frameworkGzip: number; frameworkBrotli: number; inlineGzip: number };

/** The scripts a page's HTML loads, each compressed as gzip and brotli would send it, and its inline RSC payload. */
async function firstLoad(url: string, cookie: string | undefined, frameworkFiles: Set<string>): Promise<FirstLoad> {
  const html = await fetchText(url, cookie ? { cookie } : {});
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  // A nomodule script (Next's polyfills) is never fetched by a browser that runs modules. The chunks the HTML
  // preloads belong to the first load too: they are the code of what the server rendered through next/dynamic
  // (the wizard's step), which the page needs to hydrate.
  const preloaded = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => /\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes))
    .map((attributes) => /\shref="([^"]+)"/.exec(attributes)?.[1]);
  const sources = [
    ...new Set(
      [
        ...tags.filter(([, attributes]) => !/\snomodule\b/i.test(attributes!)).map(([, attributes]) => /\ssrc="([^"]+)"/.exec(attributes!)?.[1]),
        ...preloaded,
      ].filter((source): source is string => Boolean(source)),
    ),
  ];
  const inline = Buffer.from(
    tags
      .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
      .map(([, , body]) => body)
      .join(""),
  );
  const bodies = await Promise.all(
    sources.map(async (source) => ({
      framework: frameworkFiles.has(new URL(source, url).pathname.replace(/^\/_next\//, "")),
      body: Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer()),
    })),
  );
  const sum = (measure: (body: Buffer) => number, framework?: boolean) =>
    bodies.filter((file) => framework === undefined || file.framework === framework).reduce((total, file) => total + measure(file.body), 0);
  return {
    files: bodies.length,
    gzip: sum(gzipKB),
    brotli: sum(brotliKB),
    frameworkGzip: sum(gzipKB, true),
    frameworkBrotli: sum(brotliKB, true),
    inlineGzip: gzipKB(inline),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (value: number) => value.toFixed(1);

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: install it with \`sudo apt-get install -y chromium\`, or set CHROMIUM_PATH`);
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  await seedBenchUser({ dataDir }, 24);
  await seedDraftingUser(dataDir);
  // PAGES=floor picks the bare page; its path ("/") is the landing's.
  const chosen = pages.filter((page) => !only || only.includes(page.name) || only.includes(page.server === "floor" ? "floor" : page.path));
  const floor = chosen.some((page) => page.server === "floor") ? await startFrameworkFloor(FLOOR_PORT) : undefined;
  const { base, stop } = await startProductionApp(PORT, dataDir).catch((error: unknown) => {
    floor?.stop();
    throw error;
  });
  try {
    const rootFiles = (manifest: string) => new Set((JSON.parse(readFileSync(manifest, "utf8")) as { rootMainFiles: string[] }).rootMainFiles);
    const appFramework = rootFiles(path.join(".next", "build-manifest.json"));
    const floorFramework = floor ? rootFiles(floor.manifest) : appFramework;
    const urlOf = (page: Page) => `${page.server === "floor" ? floor!.base : base}${page.path}`;
    const cookies: Record<Visitor, string | undefined> = {
      anonymous: undefined,
      seller: await signInBenchUser(base),
      drafting: await signInBenchUser(base, DRAFTING_USER),
    };
    const loads = new Map<string, FirstLoad>();
    for (const page of chosen) {
      // Warm: the audit measures the page as served, not the server's first render of a route after start.
      for (let i = 0; i < 3; i++) await fetchText(urlOf(page), cookies[page.visitor] ? { cookie: cookies[page.visitor]! } : {});
      loads.set(page.name, await firstLoad(urlOf(page), cookies[page.visitor], page.server === "floor" ? floorFramework : appFramework));
    }
    if (runs === 0) {
      for (const page of chosen) {
        const load = loads.get(page.name)!;
        console.log(
          `${page.name.padEnd(26)} first load ${load.files} files: gzip ${kB(load.gzip)} (ours ${kB(load.gzip - load.frameworkGzip)}), brotli ${kB(load.brotli)} (ours ${kB(load.brotli - load.frameworkBrotli)}); inline RSC ${kB(load.inlineGzip)} gzip`,
        );
      }
      return;
    }
    const audits = new Map<string, Audit[]>(chosen.map((page) => [page.name, []]));
    for (let run = 0; run < runs; run++) {
      for (const page of chosen) {
        const label = `${page.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "landing"}-${run + 1}`;
        audits.get(page.name)!.push(audit(urlOf(page), cookies[page.visitor], label));
      }
    }

    console.log(`Lighthouse mobile, median of ${runs}, pages alternating; first-load JavaScript in KB (framework + ours)`);
    const rows = chosen.map((page) => {
      const results = audits.get(page.name)!;
      const of = (key: keyof Audit) => median(results.map((result) => result[key]));
      return {
        page,
        load: loads.get(page.name)!,
        score: of("performance"),
        lcp: of("lcp"),
        tbt: of("tbt"),
        scripting: of("scriptingMs"),
        served: of("scriptKB"),
        painted: of("observedPaintMs"),
        all: results.map((r) => r.performance),
        a11y: of("accessibility"),
      };
    });
    for (const { page, load, score, lcp, tbt, scripting, served, painted, all, a11y } of rows) {
      console.log(
        `${page.name.padEnd(26)} score ${score} (${all.join(", ")}) a11y ${a11y} | LCP ${lcp} ms TBT ${tbt} ms scripting ${scripting} ms ` +
          `first paint observed ${painted} ms | ` +
          `JS fetched during the audit ${kB(served)}; first load ${load.files} files: gzip ${kB(load.gzip)} (${kB(load.frameworkGzip)} + ${kB(load.gzip - load.frameworkGzip)}), ` +
          `brotli ${kB(load.brotli)} (${kB(load.frameworkBrotli)} + ${kB(load.brotli - load.frameworkBrotli)}); inline RSC payload ${kB(load.inlineGzip)} gzip`,
      );
    }
    const yardstick = rows.find((row) => row.page.name === YARDSTICK);
    // The bar reads the first load as the app serves it (brotli); what loads later (the toasts' code when the page
    // is idle, a menu on first use) is in "JS fetched" above.
    console.log("\nAgainst issue 37's bars (first-load JavaScript in brotli, as served):");
    const floorRow = rows.find((row) => row.page.server === "floor");
    if (floorRow) {
      console.log(
        `${floorRow.page.name.padEnd(26)} score ${floorRow.score}, TBT ${floorRow.tbt} ms, first load ${kB(floorRow.load.brotli)}: ` +
          "no page of the app can do better than the framework alone",
      );
    }
    for (const row of rows.filter((row) => row !== floorRow)) {
      const signedIn = row.page.visitor !== "anonymous";
      const limit = signedIn ? BARS.signedInKB : BARS.publicKB;
      const checks = [
        `JS ${kB(row.load.brotli)} ≤ ${limit} ${row.load.brotli <= limit ? "pass" : "FAIL"}`,
        `score ${row.score} ≥ ${BARS.score} ${row.score >= BARS.score ? "pass" : "FAIL"}`,
        ...(row.page.name === "/dashboard" ? [`TBT ${row.tbt} ≤ ${BARS.dashboardTbtMs} ${row.tbt <= BARS.dashboardTbtMs ? "pass" : "FAIL"}`] : []),
        ...(row.page.name === "/" && yardstick
          ? [
              `${yardstick.score - row.score} behind ${YARDSTICK} (≤ ${BARS.landingBehindYardstick}) ${yardstick.score - row.score <= BARS.landingBehindYardstick ? "pass" : "FAIL"}`,
            ]
          : []),
      ];
      console.log(`${row.page.name.padEnd(26)} ${checks.join(" · ")}`);
    }
  } finally {
    stop();
    floor?.stop();
  }
}

runScript(main);
