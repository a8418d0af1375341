import { readProductPage } from "@/lib/scrape/read-page";
import { loadCorpus, type Corpus } from "./product-fixtures";

// Issue 31 item 7: the rule that sends a page to the seller's confirmation (lib/scrape/page-kind.ts) never
// rejects a real store's product page. Marketplaces' pages are product pages too (they are refused before, by address).
const read = (corpus: Corpus) => loadCorpus(corpus).map((fixture) => ({ fixture, reading: readProductPage(fixture.html, fixture.url) }));

describe.each(["product-pages", "product-pages-2"] as const)("the saved store pages of %s", (corpus) => {
  const pages = read(corpus);

  it("are all counted as product pages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.filter(({ reading }) => reading.kind !== "product").map(({ fixture }) => fixture.file)).toEqual([]);
  });
});

describe("the Brazilian store pages (product-pages-br)", () => {
  const pages = read("product-pages-br");
  const products = pages.filter(({ fixture }) => !fixture.limited);
  const limited = pages.filter(({ fixture }) => fixture.limited);

  it("count every product page whose price is read as a product page, and none as an article", () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(products.filter(({ reading }) => reading.product.price !== null && reading.kind !== "product").map(({ fixture }) => fixture.file)).toEqual([]);
    expect(products.filter(({ reading }) => reading.kind === "article").map(({ fixture }) => fixture.file)).toEqual([]);
  });

  it("count none of the pages with no product as a product page: the blog post and the policy page are articles", () => {
    expect(Object.fromEntries(limited.map(({ fixture, reading }) => [fixture.file, reading.kind]))).toEqual({
      "a-19-blog-cantinhodahorta.html": "article",
      "a-20-limited-alegriakids.html": "other",
      "b-19-institucional-ervas-do-quintal-trocas.html": "article",
      "b-20-loja-integrada-produto-fora-de-linha.html": "other",
    });
  });
});
