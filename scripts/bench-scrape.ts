// npm run bench:scrape: our extractor and metascraper (with its shopping rules) over the same corpus
// of real store pages (../shared/fixtures), in one process: per-field accuracy and time per page.
// Figures only; the accuracy bar itself is asserted in tests/unit/extract-product.fixtures.test.ts.
import createMetascraper from "metascraper";
import metascraperDescription from "metascraper-description";
import metascraperImage from "metascraper-image";
import metascraperTitle from "metascraper-title";
import metascraperShopping from "@samirrayani/metascraper-shopping";
import { extractProduct } from "../lib/scrape/extract-product";
import { loadFixtures, scoreFixture, type Fixture } from "../tests/unit/product-fixtures";
import { percentile, runScript } from "./support/app-server";

const RUNS = Number(process.env.RUNS ?? 5);
type Result = { title: string | null; price: number | null; imageUrl: string | null };
type Extractor = { name: string; run: (fixture: Fixture) => Promise<Result> };

const metascraper = createMetascraper([metascraperShopping(), metascraperTitle(), metascraperImage(), metascraperDescription()]);

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

async function main() {
  const stores = loadFixtures().filter((fixture) => !fixture.isMarketplace);
  console.log(`${stores.length} store pages, ${RUNS} timed runs each\n`);
  for (const extractor of extractors) {
    const hits = { title: 0, price: 0, image: 0 };
    const times: number[] = [];
    for (const fixture of stores) {
      const score = scoreFixture(fixture, await extractor.run(fixture));
      for (const field of ["title", "price", "image"] as const) if (score[field]) hits[field]++;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await extractor.run(fixture);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const pct = (n: number) => `${((100 * n) / stores.length).toFixed(0)}%`.padStart(5);
    console.log(
      `${extractor.name.padEnd(12)} title ${pct(hits.title)}  price ${pct(hits.price)}  image ${pct(hits.image)}  ` +
        `time/page median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
}

runScript(main);
