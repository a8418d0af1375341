import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

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
const VOCABULARY = /^vocabulary|^thresholds|^marketplace-domains/;

let literals = 0;
let vocabularyLiterals = 0;
let thresholds = 0;
let branches = 0;
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
  const visit = (node: ts.Node, inExtract: boolean) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
      const splitCall = [parent, parent.parent, parent.parent?.parent, parent.parent?.parent?.parent].find(
        (ancestor) => ancestor && ts.isCallExpression(ancestor) && /\.split\(" "\)$/.test(ancestor.getText()),
      );
      const split = splitCall ? node.text.split(/\s+/).filter(Boolean).length : 1;
      if (!isKey && !ts.isLiteralTypeNode(parent) && node.text.length > 0) counts.literals += split;
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) counts.literals += regexAlternatives(node.getText());
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      if (![0, 1].includes(Math.abs(value)) && !namedConstant(node)) counts.thresholds++;
    }
    let here = inExtract;
    if (ts.isFunctionDeclaration(node) && node.name?.text === "extractProduct") here = true;
    if (here) {
      if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) branches++;
      if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)
      )
        branches++;
      if ((ts.isPropertyAccessExpression(node) || ts.isCallExpression(node) || ts.isElementAccessExpression(node)) && node.questionDotToken) branches++;
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
console.log(`branch points in extractProduct: ${branches}`);
if (process.env.VERBOSE === "1")
  for (const row of perFile.sort((a, b) => b.literals - a.literals)) console.log(`  ${row.file}: ${row.literals} literals, ${row.thresholds} thresholds`);
