import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RULES, type RuleId } from "@/lib/scrape/rules";
import { allFixtures, pageId, ruleEffects } from "../../scripts/support/rule-evidence";

// Issue 36: every rule of the reader names its evidence, and the evidence holds. A page a rule names must
// still need it (read without the rule, the page's field goes wrong); a rule with neither a standard nor a
// page is removed (`npm run bench:reader-rules` lists, for every rule, the pages that need it and the pages
// it moves).
const ids = Object.keys(RULES) as RuleId[];
const pagesOf = (rule: RuleId): readonly string[] => ("pages" in RULES[rule].evidence ? (RULES[rule].evidence as { pages: readonly string[] }).pages : []);
const fixtures = allFixtures();

describe("the reader's rules", () => {
  it("are each read by the reader's code, by their name", () => {
    const dir = path.join(process.cwd(), "lib", "scrape");
    const code = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "rules.ts")
      .map((name) => readFileSync(path.join(dir, name), "utf8"))
      .join("\n");
    expect(ids.filter((rule) => !code.includes(`"${rule}"`))).toEqual([]);
  });

  it("name only pages of the corpora", () => {
    const known = new Set(fixtures.map(pageId));
    expect(ids.flatMap(pagesOf).filter((page) => !known.has(page))).toEqual([]);
  });

  it.each(ids.filter((rule) => pagesOf(rule).length > 0))("%s: each page it names still needs it", (rule) => {
    const named = new Set(pagesOf(rule));
    const [effect] = ruleEffects(
      fixtures.filter((fixture) => named.has(pageId(fixture))),
      [rule],
    );
    expect([...named].filter((page) => !effect!.needed.includes(page))).toEqual([]);
  });

  it("each name a standard or a page", () => {
    expect(ids.filter((rule) => !("standard" in RULES[rule].evidence) && pagesOf(rule).length === 0)).toEqual([]);
  });
});
