// npm run bench:scrape: our extractor and metascraper (with its shopping rules) over the same corpora of
// store pages (tests/unit/product-fixtures.ts), in one process: per corpus and field, the share of pages
// read right, and the time per page (median and p95). Marketplace pages are counted apart: they must be
// refused by address, and no store page may be. VERBOSE=1 names each page a field missed. HELDOUT=<folder>
// adds a folder of pages the reader was never tuned on, with a manifest.json in product-pages-2's format.
// Figures only; the accuracy bars are asserted in tests/unit/extract-product.fixtures.test.ts.
import { extractProduct } from "../lib/scrape/extract-product";
import { isMarketplace } from "../lib/scrape/marketplaces";
import { CORPORA, loadCorpus, scoreFixture, type Extracted, type Fixture } from "../tests/unit/product-fixtures";
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
const pct = (hits: number, total: number) => (total ? `${((100 * hits) / total).toFixed(0)}%` : "–").padStart(5);

async function measure(extractor: Extractor, fixtures: Fixture[]) {
  const hits = { title: 0, price: 0, image: 0, all: 0 };
  const totals = { title: 0, price: 0, image: 0, all: 0 };
  const misses: string[] = [];
  let limitedSaid = 0;
  const times: number[] = [];
  for (const fixture of fixtures) {
    const result = await extractor.run(fixture);
    if (fixture.limited) {
      if (result.fallback) limitedSaid++;
      else if (result.fallback === false) misses.push(`${fixture.file}: limited page read as a product`);
      continue;
    }
    const score = scoreFixture(fixture, result);
    const fields = { title: score.title, price: score.price, image: score.image, all: score.title && score.price !== false && score.image };
    for (const field of FIELDS) {
      const value = fields[field];
      if (value === null) continue;
      totals[field]++;
      if (value) hits[field]++;
      else if (field !== "all") misses.push(`${fixture.file}: ${field} → ${JSON.stringify(field === "image" ? result.imageUrl : result[field])}`);
    }
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await extractor.run(fixture);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { hits, totals, misses, limitedSaid, times };
}

async function main() {
  const allTimes: number[][] = extractors.map(() => []);
  const corpora: [string, string][] = Object.entries(CORPORA);
  if (process.env.HELDOUT) corpora.push(["held-out", process.env.HELDOUT]);
  for (const [corpus, dir] of corpora) {
    const fixtures = loadCorpus(corpus, dir);
    const stores = fixtures.filter((fixture) => !fixture.isMarketplace);
    const marketplaces = fixtures.filter((fixture) => fixture.isMarketplace);
    const limited = stores.filter((fixture) => fixture.limited).length;
    if (!fixtures.length) {
      console.log(`\n${corpus}: no pages`);
      continue;
    }
    console.log(
      `\n${corpus}: ${stores.length - limited} store pages, ${limited} with no product, ${marketplaces.length} marketplace pages; ${RUNS} timed runs each`,
    );
    console.log(
      `  marketplaces refused ${marketplaces.filter((fixture) => isMarketplace(fixture.url)).length}/${marketplaces.length}, ` +
        `store pages refused ${stores.filter((fixture) => isMarketplace(fixture.url)).length}/${stores.length}`,
    );
    const medians: number[] = [];
    for (const [index, extractor] of extractors.entries()) {
      const { hits, totals, misses, limitedSaid, times } = await measure(extractor, stores);
      medians.push(percentile(times, 0.5));
      allTimes[index]!.push(...times);
      console.log(
        `  ${extractor.name.padEnd(12)} ` +
          FIELDS.map((field) => `${field} ${pct(hits[field], totals[field])}`).join("  ") +
          (limited && extractor.name === "ours" ? `  limited said ${limitedSaid}/${limited}` : "") +
          `  time/page median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
      );
      if (VERBOSE && extractor.name === "ours") for (const miss of misses) console.log(`      ${miss}`);
    }
    console.log(`  median time, ours ÷ metascraper: ${(medians[0]! / medians[1]!).toFixed(2)}×`);
  }
  const [ours, theirs] = allTimes.map((times) =>
    percentile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
  );
  console.log(`\nall store pages: median time ours ${ours!.toFixed(1)} ms, metascraper ${theirs!.toFixed(1)} ms: ${(ours! / theirs!).toFixed(2)}×`);
}

runScript(main);
