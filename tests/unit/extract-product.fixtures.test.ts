import { extractProduct } from "@/lib/scrape/extract-product";
import { isMarketplace } from "@/lib/scrape/marketplaces";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { loadCorpus, scoreFixture, type Corpus } from "./product-fixtures";

// The reader's bars on each corpus of store pages (issues 4 and 16): the share of pages whose title,
// price and main photo it reads right, as tests/unit/product-fixtures.ts scores them; every marketplace
// refused and no store page refused; a page with no product read as "limited data" (spec 001 §4).
// npm run bench:scrape prints the same figures beside metascraper's.
const BARS: Record<Corpus, { pages: number; title: number; price: number; image: number }> = {
  "product-pages": { pages: 15, title: 1, price: 1, image: 1 },
  "product-pages-2": { pages: 40, title: 0.95, price: 0.95, image: 0.95 },
  "product-pages-br": { pages: 30, title: 0.95, price: 0.95, image: 0.95 },
  // Issue 36: pages no rule was tuned on; the bar guards them, no rule is written for them.
  "product-pages-held-out": { pages: 20, title: 0.9, price: 0.9, image: 0.9 },
};

describe.each(Object.keys(BARS) as Corpus[])("reading the store pages of %s", (corpus) => {
  const fixtures = loadCorpus(corpus);
  const stores = fixtures.filter((fixture) => !fixture.isMarketplace);
  const products = stores.filter((fixture) => !fixture.limited);
  const scores = products
    .map((fixture) => ({ fixture, result: extractProduct(fixture.html, fixture.url) }))
    .map((read) => ({ ...read, score: scoreFixture(read.fixture, read.result) }));
  const bar = BARS[corpus];

  it("has the pages it measures", () => {
    expect(products.length).toBeGreaterThanOrEqual(bar.pages);
  });

  it.each(["title", "price", "image"] as const)("reads the %s right on enough pages", (field) => {
    const scored = scores.filter(({ score }) => score[field] !== null);
    const misses = scored.filter(({ score }) => !score[field]).map(({ fixture }) => fixture.file);
    const accuracy = scored.length ? (scored.length - misses.length) / scored.length : 1;
    // Names the pages that missed when the bar is not met.
    expect({ field, misses: accuracy >= bar[field] ? [] : misses }).toEqual({ field, misses: [] });
  });

  it("refuses every marketplace page by its address, and no store page", () => {
    expect(fixtures.filter((fixture) => fixture.isMarketplace && !isMarketplace(fixture.url)).map((fixture) => fixture.file)).toEqual([]);
    expect(stores.filter((fixture) => isMarketplace(fixture.url)).map((fixture) => fixture.file)).toEqual([]);
  });

  it("says limited data on a page with no product, and not on a product page", () => {
    const limited = stores.filter((fixture) => fixture.limited && !extractProduct(fixture.html, fixture.url).fallback);
    expect(limited.map((fixture) => fixture.file)).toEqual([]);
    expect(scores.filter(({ result, score }) => result.fallback && score.price && score.image).map(({ fixture }) => fixture.file)).toEqual([]);
  });

  it("gives absolute image addresses, ISO currency codes and trimmed, capped titles", () => {
    for (const { result } of scores) {
      if (result.imageUrl) expect(result.imageUrl).toMatch(/^https?:\/\//);
      if (result.currency) expect(result.currency).toMatch(/^[A-Z]{3}$/);
      expect(result.title?.length ?? 0).toBeLessThanOrEqual(PRODUCT_LIMITS.title);
      expect(result.title).toBe(result.title?.trim());
    }
  });
});
