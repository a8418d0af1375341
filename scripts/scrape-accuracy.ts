// Runs the extractor over ../shared/fixtures/product-pages and prints per-field results (a dev aid
// for the accuracy test in tests/unit/extract-product.fixtures.test.ts).
import { loadFixtures, scoreFixture } from "../tests/unit/product-fixtures";
import { extractProduct } from "../lib/scrape/extract-product";

for (const fixture of loadFixtures().filter((f) => !f.isMarketplace)) {
  const result = extractProduct(fixture.html, fixture.url);
  const score = scoreFixture(fixture, result);
  const mark = (ok: boolean) => (ok ? "ok " : "XX ");
  console.log(`${fixture.file.padEnd(38)} title ${mark(score.title)} price ${mark(score.price)} image ${mark(score.image)}`);
  if (!score.title) console.log(`   title: got ${JSON.stringify(result.title)} want ${JSON.stringify(fixture.truth.title)}`);
  if (!score.price) console.log(`   price: got ${result.price} want ${fixture.truth.price}`);
  if (!score.image) console.log(`   image: got ${result.imageUrl} want ${fixture.truth.image}`);
}
