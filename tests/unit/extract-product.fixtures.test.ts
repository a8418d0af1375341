import { extractProduct } from "@/lib/scrape/extract-product";
import { isMarketplace } from "@/lib/scrape/marketplaces";
import { loadFixtures, scoreFixture } from "./product-fixtures";

// Issue 4's bar on the shared corpus of real store pages: title ≥ 95%, price ≥ 90%, image ≥ 95% on
// non-marketplace pages; every marketplace page refused.
const fixtures = loadFixtures();
const stores = fixtures.filter((fixture) => !fixture.isMarketplace);

describe("product extraction on real store pages", () => {
  const scores = stores.map((fixture) => ({ fixture, score: scoreFixture(fixture, extractProduct(fixture.html, fixture.url)) }));
  const accuracy = (field: "title" | "price" | "image") => scores.filter(({ score }) => score[field]).length / scores.length;

  it("has the corpus it measures", () => {
    expect(stores.length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ["title", 0.95],
    ["price", 0.9],
    ["image", 0.95],
  ] as const)("finds the %s on at least %d of the pages", (field, bar) => {
    const misses = scores.filter(({ score }) => !score[field]).map(({ fixture }) => fixture.file);
    // Names the pages that missed when the bar is not met.
    expect({ field, misses: accuracy(field) >= bar ? [] : misses }).toEqual({ field, misses: [] });
  });

  it("refuses every marketplace page by its address", () => {
    const marketplaces = fixtures.filter((fixture) => fixture.isMarketplace);
    expect(marketplaces.length).toBeGreaterThan(0);
    expect(marketplaces.filter((fixture) => !isMarketplace(fixture.url)).map((fixture) => fixture.file)).toEqual([]);
    expect(stores.filter((fixture) => isMarketplace(fixture.url)).map((fixture) => fixture.file)).toEqual([]);
  });

  it("gives absolute image addresses and trimmed, capped text", () => {
    for (const { fixture } of scores) {
      const result = extractProduct(fixture.html, fixture.url);
      if (result.imageUrl) expect(result.imageUrl).toMatch(/^https?:\/\//);
      expect(result.title?.length ?? 0).toBeLessThanOrEqual(200);
      expect(result.title).toBe(result.title?.trim());
    }
  });
});
