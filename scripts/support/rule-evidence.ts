import * as cheerio from "cheerio";
import { extractProduct, type ExtractedProduct } from "../../lib/scrape/extract-product";
import { withRulesOff } from "../../lib/scrape/rule-switch";
import { RULES, type RuleId } from "../../lib/scrape/rules";
import { CORPORA, loadCorpus, scoreFixture, type Corpus, type Fixture } from "../../tests/unit/product-fixtures";

// Issue 36: what each of the reader's rules does on the corpus pages. A page needs a rule when, read without
// it, the rule's field goes wrong on that page (read right with it) (by the corpora's scoring, strict: a store's name left in a
// title counts as wrong), or the page's "limited data" verdict changes; a rule moves a page when any of its
// output changes.

export const pageId = (fixture: Pick<Fixture, "corpus" | "file">) => `${fixture.corpus}/${fixture.file}`;

// Two more views of each page, for the rules that read a page when its better sources are missing:
// - as a shop without structured data serves it (many small shops' themes write none): its JSON-LD and
//   microdata taken out, what a buyer sees unchanged;
// - as a page with no usable heading reads (a theme that shows the name in an image or a script): its <head>
//   alone, without structured data, so that only its titles name the product.
export const WITHOUT_STRUCTURED_DATA = "#without-structured-data";
export const HEAD_ONLY = "#head-only";
function withoutStructuredData(html: string): string {
  const $ = cheerio.load(html);
  $('script[type="application/ld+json" i]').remove();
  $("[itemscope], [itemtype], [itemprop]").removeAttr("itemscope").removeAttr("itemtype").removeAttr("itemprop");
  return $.html();
}
const headOnly = (bare: string) => `<html><head>${cheerio.load(bare)("head").html() ?? ""}</head><body></body></html>`;

/** Every corpus page with expected values, as served, without its structured data, and its <head> alone. */
export const allFixtures = (): Fixture[] => {
  const pages = (Object.keys(CORPORA) as Corpus[]).flatMap((corpus) => loadCorpus(corpus)).filter((fixture) => fixture.truth !== null);
  const bare = pages.map((page) => ({ ...page, file: `${page.file}${WITHOUT_STRUCTURED_DATA}`, html: withoutStructuredData(page.html) }));
  return [...pages, ...bare, ...bare.map((page, index) => ({ ...page, file: `${pages[index]!.file}${HEAD_ONLY}`, html: headOnly(page.html) }))];
};

type Verdicts = { title: boolean; image: boolean; price: boolean | null; currency: boolean; limited: boolean };

function verdicts(fixture: Fixture, product: ExtractedProduct): Verdicts {
  const score = scoreFixture(fixture, product);
  return {
    title: score.titleStrict,
    image: score.imageStrict,
    price: score.price,
    currency: product.price === null || product.currency === fixture.truth?.currency,
    limited: product.fallback === fixture.limited,
  };
}

const output = (product: ExtractedProduct) => JSON.stringify(product);

export type RuleEffect = { rule: RuleId; needed: string[]; moved: string[] };

/** For each rule (or the ones given), the pages that need it and the pages it moves. */
export function ruleEffects(fixtures: Fixture[], rules: RuleId[] = Object.keys(RULES) as RuleId[]): RuleEffect[] {
  const baseline = new Map(fixtures.map((fixture) => [fixture, extractProduct(fixture.html, fixture.url)]));
  return rules.map((rule) => {
    const field = RULES[rule].field;
    const needed: string[] = [];
    const moved: string[] = [];
    for (const fixture of fixtures) {
      const before = baseline.get(fixture)!;
      const after = withRulesOff([rule], () => extractProduct(fixture.html, fixture.url));
      if (output(after) === output(before)) continue;
      moved.push(pageId(fixture));
      const [was, now] = [verdicts(fixture, before), verdicts(fixture, after)];
      if ((was[field] === true && now[field] !== true) || (was.limited && !now.limited)) needed.push(pageId(fixture));
    }
    return { rule, needed, moved };
  });
}
