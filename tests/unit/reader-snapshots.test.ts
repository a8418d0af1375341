import { extractProduct } from "@/lib/scrape/extract-product";
import { isMarketplace } from "@/lib/scrape/marketplaces";
import { CORPORA, loadCorpus, type Corpus } from "./product-fixtures";

// Issue 36: the reader's whole output on every corpus page, so that a change to a rule shows exactly which
// pages it moves, and how. When a change is meant, look at the pages it moves, then record them with
// `npx jest tests/unit/reader-snapshots.test.ts --selectProjects unit -u`.
describe.each(Object.keys(CORPORA) as Corpus[])("the reader's output on %s", (corpus) => {
  it.each(loadCorpus(corpus).map((fixture) => [fixture.file, fixture] as const))("%s", (_file, fixture) => {
    const { title, price, currency, imageUrl, description, fallback } = extractProduct(fixture.html, fixture.url);
    expect({ marketplace: isMarketplace(fixture.url), title, price, currency, imageUrl, description, limited: fallback }).toMatchSnapshot();
  });
});
