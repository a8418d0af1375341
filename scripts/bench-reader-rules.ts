import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { RULES, type RuleId } from "../lib/scrape/rules";
import { extractProduct } from "../lib/scrape/extract-product";
import { scoreFixture, sideOf } from "../tests/unit/product-fixtures";
import { allFixtures, HEAD_ONLY, pageId, ruleEffects, WITHOUT_STRUCTURED_DATA } from "./support/rule-evidence";

// npm run bench:reader-rules (issue 36): how the product reader's rules are written, counted from its code.
// - literals: the words, signs and selectors written inline in code (not in lib/scrape/vocabulary*.ts): each
//   word of a string that is split into a list, each other string, and each alternative of a regular
//   expression (its `|`-separated branches and its character-class letters count once per expression);
// - unnamed thresholds: number literals other than 0, 1 and -1 outside a named constant (an UPPER_CASE
//   const or the named thresholds object);
// - branch points of extractProduct: `if`, `?:`, `??`, `||`, `&&` and optional calls in its body.
const DIR = path.join(__dirname, "..", "lib", "scrape");
// The files that read a page (not those that fetch it, pool the readers or call the AI).
const NOT_READING = new Set(["fetch-page.ts", "fetch-image.ts", "reader-pool.ts", "address-policy.ts", "analyze.ts", "limited-reading.ts", "read-page.ts"]);
const files = readdirSync(DIR).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !NOT_READING.has(name));
// The data files: words and signs by role (vocabulary), named thresholds, the refused sites by domain.
// and the rules' names with their evidence, and the platforms' marks.
const VOCABULARY = /^vocabulary|^thresholds|^marketplace-domains|^rules\.ts|^platform\.ts/;

let literals = 0;
let vocabularyLiterals = 0;
let thresholds = 0;
// Branch points by function: extractProduct's (before issue 36 it read every field itself) and, since, the
// functions that read a page's fields.
const BRANCHY = ["extractProduct", "readProduct", "readPhoto", "readPrice", "readCurrency", "productName"];
const branches = new Map<string, number>();
const perFile: { file: string; literals: number; thresholds: number }[] = [];

const regexAlternatives = (pattern: string) => {
  const body = pattern.slice(1, pattern.lastIndexOf("/"));
  return body.split(/(?<!\\)\|/).length;
};

const namedConstant = (node: ts.Node): boolean => {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name) && /^[A-Z][A-Z0-9_]*$/.test(current.name.text)) return true;
    if (ts.isFunctionLike(current)) return false;
  }
  return false;
};

for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(path.join(DIR, file), "utf8"), ts.ScriptTarget.Latest, true);
  const counts = { literals: 0, thresholds: 0 };
  const visit = (node: ts.Node, inExtract: string | false) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
      const splitCall = [parent, parent.parent, parent.parent?.parent, parent.parent?.parent?.parent].find(
        (ancestor) => ancestor && ts.isCallExpression(ancestor) && /\.split\(" "\)$/.test(ancestor.getText()),
      );
      const split = splitCall ? node.text.split(/\s+/).filter(Boolean).length : 1;
      // A rule's name in code is a name, not a word the reader looks for.
      if (!isKey && !ts.isLiteralTypeNode(parent) && node.text.length > 0 && !(node.text in RULES)) counts.literals += split;
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) counts.literals += regexAlternatives(node.getText());
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      if (![0, 1].includes(Math.abs(value)) && !namedConstant(node)) counts.thresholds++;
    }
    let here = inExtract;
    const named = ts.isFunctionDeclaration(node) ? node.name?.text : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : undefined;
    if (named && BRANCHY.includes(named)) here = named;
    if (here) {
      const count = () => branches.set(here, (branches.get(here) ?? 0) + 1);
      if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) count();
      if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)
      )
        count();
      if ((ts.isPropertyAccessExpression(node) || ts.isCallExpression(node) || ts.isElementAccessExpression(node)) && node.questionDotToken) count();
    }
    ts.forEachChild(node, (child) => visit(child, here));
  };
  visit(source, false);
  if (VOCABULARY.test(file)) vocabularyLiterals += counts.literals;
  else {
    literals += counts.literals;
    thresholds += counts.thresholds;
  }
  perFile.push({ file, ...counts });
}

console.log(`reader files: ${files.length}`);
console.log(`literals inline in code: ${literals}; in the data files: ${vocabularyLiterals}`);
console.log(`unnamed thresholds: ${thresholds}`);
console.log(
  `branch points by function: ${BRANCHY.filter((name) => branches.has(name))
    .map((name) => `${name} ${branches.get(name)}`)
    .join(", ")}`,
);

// The rules as data (lib/scrape/rules.ts): how many, what evidence each names, which are gated by a platform.
const ids = Object.keys(RULES) as RuleId[];
const evidence = (rule: RuleId) => RULES[rule].evidence as { standard?: string; pages?: readonly string[] };
const gated = ids.filter((rule) => (RULES[rule] as { platform?: string }).platform);
console.log(
  `rules: ${ids.length}; naming a standard ${ids.filter((rule) => evidence(rule).standard).length}, naming pages ${ids.filter((rule) => evidence(rule).pages?.length).length}, ` +
    `naming neither ${ids.filter((rule) => !evidence(rule).standard && !evidence(rule).pages?.length).length}; gated by a platform ${gated.length}`,
);
if (process.env.QUICK !== "1") {
  // Each rule left out in turn, on every corpus page with expected values, as served and without its
  // structured data (several minutes).
  const fixtures = allFixtures();
  const byId = new Map(fixtures.map((fixture) => [pageId(fixture), fixture]));
  console.log(
    `\neach rule left out, on ${fixtures.length / 3} pages as served, the same without their structured data, and their <head> alone: ` +
      `pages that need it (tuning + held-out), as served | without structured data | head alone; pages it moves`,
  );
  // The reading with every rule, by view and side: what the rules are measured against.
  console.log(`\nstore pages read right with every rule (strict title, price, photo, all three), by view and side:`);
  const rows = new Map<string, { pages: number; title: number; price: number; priced: number; image: number; all: number }>();
  for (const fixture of fixtures.filter((page) => !page.isMarketplace && !page.limited)) {
    const score = scoreFixture(fixture, extractProduct(fixture.html, fixture.url));
    const view = fixture.file.endsWith(WITHOUT_STRUCTURED_DATA) ? "without structured data" : fixture.file.endsWith(HEAD_ONLY) ? "head alone" : "as served";
    const key = `${view}, ${sideOf(fixture)}`;
    const row = rows.get(key) ?? { pages: 0, title: 0, price: 0, priced: 0, image: 0, all: 0 };
    row.pages++;
    row.title += Number(score.titleStrict);
    row.image += Number(score.imageStrict);
    if (score.price !== null) row.priced++;
    row.price += Number(score.price === true);
    row.all += Number(score.titleStrict && score.imageStrict && score.price !== false);
    rows.set(key, row);
  }
  const share = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))}%`.padStart(4);
  for (const [key, row] of rows)
    console.log(
      `  ${key.padEnd(34)} ${String(row.pages).padStart(3)} pages  title ${share(row.title, row.pages)}  price ${share(row.price, row.priced)}  photo ${share(row.image, row.pages)}  all ${share(row.all, row.pages)}`,
    );
  // ABLATE=0: the scores alone.
  const effects = process.env.ABLATE === "0" ? [] : ruleEffects(fixtures);
  // JSON=file: the pages that need each rule, to copy into rules.ts's evidence.
  if (process.env.JSON) writeFileSync(process.env.JSON, JSON.stringify(Object.fromEntries(effects.map((effect) => [effect.rule, effect.needed])), null, 2));
  for (const effect of effects) {
    const sides = (pages: string[]) => {
      const tuning = pages.filter((page) => sideOf(byId.get(page)!) === "tuning").length;
      return `${tuning}+${pages.length - tuning}`.padStart(5);
    };
    const bare = effect.needed.filter((page) => page.endsWith(WITHOUT_STRUCTURED_DATA));
    const head = effect.needed.filter((page) => page.endsWith(HEAD_ONLY));
    const served = effect.needed.filter((page) => !bare.includes(page) && !head.includes(page));
    const named = evidence(effect.rule).standard ? "standard" : evidence(effect.rule).pages?.length ? "pages" : "NO EVIDENCE";
    console.log(
      `  ${effect.rule.padEnd(38)} needed ${sides(served)} | ${sides(bare)} | ${sides(head)}  moves ${String(effect.moved.length).padStart(3)}  ${named}`,
    );
    if (process.env.PAGES === "1") for (const page of effect.needed) console.log(`      ${page}`);
  }
}
if (process.env.VERBOSE === "1")
  for (const row of perFile.sort((a, b) => b.literals - a.literals)) console.log(`  ${row.file}: ${row.literals} literals, ${row.thresholds} thresholds`);
