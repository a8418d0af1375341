// npm run bench:scrape: our extractor and metascraper (with its shopping rules) over the same corpora of
// store pages (tests/unit/product-fixtures.ts), in one process: per corpus and field, the share of pages
// read right, and the time per page (median and p95). Marketplace pages are counted apart: they must be
// refused by address, and no store page may be. VERBOSE=1 names each page a field missed. HELDOUT=<folder>
// adds a folder of pages the reader was never tuned on, with a manifest.json in product-pages-2's format.
// Each corpus, and every corpus pooled, is also reported by side (issue 36): the shops the rules may be tuned
// on (tests/fixtures/reader-tuning-shops.json) and the held-out rest; no shop is on both sides. A HELDOUT folder's
// new shops are held out. Figures only; the accuracy bars are asserted in tests/unit/extract-product.fixtures.test.ts.
import { extractProduct } from "../lib/scrape/extract-product";
import { isMarketplace } from "../lib/scrape/marketplaces";
import { loadPage } from "../lib/scrape/page-query";
import { CORPORA, loadCorpus, scoreFixture, shopOf, sideOf, type Extracted, type Fixture } from "../tests/unit/product-fixtures";
import { percentile, runScript } from "./support/app-server";
import { benchToolsRequire } from "./support/bench-tools";

const RUNS = Number(process.env.RUNS ?? 5);
const VERBOSE = process.env.VERBOSE === "1";
type Extractor = { name: string; run: (fixture: Fixture) => Promise<Extracted & { fallback?: boolean }> };

type Metascraper = (input: { html: string; url: string }) => Promise<Record<string, unknown>>;
type RulesBundle = () => unknown;
const tools = benchToolsRequire();
const rules = ["@samirrayani/metascraper-shopping", "metascraper-title", "metascraper-image", "metascraper-description"];
const metascraper = (tools("metascraper") as (bundles: unknown[]) => Metascraper)(
  rules.map((name) => (tools(name) as { default?: RulesBundle } & RulesBundle).default?.() ?? (tools(name) as RulesBundle)()),
);

const extractors: Extractor[] = [
  // The floor: parsing the page, which every reader pays before reading anything (timed, not scored).
  {
    name: "parse only",
    run: async (fixture) => {
      loadPage(fixture.html);
      return { title: null, price: null, imageUrl: null };
    },
  },
  { name: "ours", run: async (fixture) => extractProduct(fixture.html, fixture.url) },
  {
    name: "metascraper",
    run: async (fixture) => {
      // metascraper-shopping throws on malformed JSON-LD (one page of the corpus): a miss on every field.
      const data = (await metascraper({ html: fixture.html, url: fixture.url }).catch(() => ({}))) as Record<string, unknown>;
      const price = typeof data.price === "number" ? data.price : data.price ? Number(data.price) : null;
      return { title: (data.title as string) ?? null, price: Number.isFinite(price) ? price : null, imageUrl: (data.image as string) ?? null };
    },
  },
];

const FIELDS = ["title", "price", "image", "all"] as const;
type Field = (typeof FIELDS)[number];
const pct = (hits: number, total: number) => (total ? `${((100 * hits) / total).toFixed(0)}%` : "–").padStart(5);

/** One page read by one extractor: each field right, wrong or not scored (null); a limited page, whether it was said. */
type Read = { fixture: Fixture; fields: Record<Field, boolean | null> | null; limitedSaid: boolean; miss: string[]; times: number[] };

async function readAll(extractor: Extractor, fixtures: Fixture[]): Promise<Read[]> {
  const reads: Read[] = [];
  for (const fixture of fixtures) {
    const result = await extractor.run(fixture);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await extractor.run(fixture);
      times.push(performance.now() - start);
    }
    if (fixture.limited) {
      reads.push({
        fixture,
        fields: null,
        limitedSaid: result.fallback === true,
        miss: result.fallback === false ? ["limited page read as a product"] : [],
        times,
      });
      continue;
    }
    const score = scoreFixture(fixture, result);
    const fields = { title: score.title, price: score.price, image: score.image, all: score.title && score.price !== false && score.image };
    const miss = (["title", "price", "image"] as const)
      .filter((field) => fields[field] === false)
      .map((field) => `${field} → ${JSON.stringify(field === "image" ? result.imageUrl : result[field])}`);
    reads.push({ fixture, fields, limitedSaid: false, miss, times });
  }
  return reads;
}

function summary(name: string, reads: Read[]): { line: string; median: number } {
  const hits = { title: 0, price: 0, image: 0, all: 0 };
  const totals = { title: 0, price: 0, image: 0, all: 0 };
  for (const { fields } of reads) {
    if (!fields) continue;
    for (const field of FIELDS) {
      if (fields[field] === null) continue;
      totals[field]++;
      if (fields[field]) hits[field]++;
    }
  }
  const limited = reads.filter((read) => read.fixture.limited);
  const times = reads.flatMap((read) => read.times).sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const timing = `time/page median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
  if (name === "parse only") return { line: `${name.padEnd(12)} ${timing}`, median };
  const line =
    `${name.padEnd(12)} ` +
    FIELDS.map((field) => `${field} ${pct(hits[field], totals[field])}`).join("  ") +
    (limited.length && name === "ours" ? `  limited said ${limited.filter((read) => read.limitedSaid).length}/${limited.length}` : "") +
    `  ${timing}`;
  return { line, median };
}

const SIDES = ["tuning", "held-out"] as const;

function report(title: string, readsOf: Read[][], indent: string) {
  const pages = readsOf[0]!;
  // A corpus may lie wholly on one side (the held-out pages of issue 36).
  if (pages.length === 0) return;
  const shops = new Set(pages.map((read) => shopOf(read.fixture))).size;
  console.log(`${indent}${title}: ${pages.length} pages from ${shops} shops`);
  const medians = extractors.map((extractor, index) => {
    const { line, median } = summary(extractor.name, readsOf[index]!);
    console.log(`${indent}  ${line}`);
    if (VERBOSE && extractor.name === "ours")
      for (const read of readsOf[index]!) for (const miss of read.miss) console.log(`${indent}      ${read.fixture.file}: ${miss}`);
    return median;
  });
  const [parse, ours, theirs] = medians as [number, number, number];
  console.log(`${indent}  median time, ours ÷ metascraper: ${(ours / theirs).toFixed(2)}×; ours ÷ the parse alone: ${(ours / parse).toFixed(1)}×`);
}

async function main() {
  const corpora: [string, string][] = Object.entries(CORPORA);
  if (process.env.HELDOUT) corpora.push(["held-out", process.env.HELDOUT]);
  const pooled: Read[][] = extractors.map(() => []);
  for (const [corpus, dir] of corpora) {
    const fixtures = loadCorpus(corpus, dir);
    const stores = fixtures.filter((fixture) => !fixture.isMarketplace);
    const marketplaces = fixtures.filter((fixture) => fixture.isMarketplace);
    if (!fixtures.length) {
      console.log(`\n${corpus}: no pages`);
      continue;
    }
    const limited = stores.filter((fixture) => fixture.limited).length;
    console.log(
      `\n${corpus}: ${stores.length - limited} store pages, ${limited} with no product, ${marketplaces.length} marketplace pages; ${RUNS} timed runs each`,
    );
    console.log(
      `  marketplaces refused ${marketplaces.filter((fixture) => isMarketplace(fixture.url)).length}/${marketplaces.length}, ` +
        `store pages refused ${stores.filter((fixture) => isMarketplace(fixture.url)).length}/${stores.length}`,
    );
    const reads = await Promise.all(extractors.map((extractor) => readAll(extractor, stores)));
    reads.forEach((extractorReads, index) => pooled[index]!.push(...extractorReads));
    report("all", reads, "  ");
    for (const side of SIDES)
      report(
        side,
        reads.map((extractorReads) => extractorReads.filter((read) => sideOf(read.fixture) === side)),
        "  ",
      );
  }
  console.log("\nevery corpus, by side (no shop is on both):");
  for (const side of SIDES)
    report(
      side,
      pooled.map((extractorReads) => extractorReads.filter((read) => sideOf(read.fixture) === side)),
      "  ",
    );
  report("all store pages", pooled, "  ");
}

runScript(main);
