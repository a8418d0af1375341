// npx tsx scripts/bench-maintainer.ts [rev] [--verbose]
//
// Issue 32's "maintainer questions" figure: read as a new maintainer would, finding a behaviour from its
// route. Each question (scripts/support/maintainer-questions.ts) has a route file (an app/ page, or a server
// action file found by its content) and content markers that find the rule's homes: the production files
// where a part of the rule is decided (tests, e2e/, tests/, scripts/, fixtures and Prisma's generated
// files left out). Over the import graph (scripts/support/import-graph.ts, every import, type-only ones too):
//   hops  = the length of the shortest import path from the route to the nearest home (0: the route is one);
//   files = the distinct files a maintainer opens to see the whole rule: the union of the files on a
//           shortest import path from the route to each home, the route and the homes included;
//   homes = the files the markers find that the route reaches ("+n off route": found, but not reached, so
//           not in files; --verbose lists them).
// Among equally short paths the first found wins (imports in file order, files sorted). "Before" is a git
// revision (default 2f9ee2f^, the code before issue 32's work), read from a temporary worktree; "after" is
// this working tree. Both are read from the sources only: `@/` is the repository root (tsconfig's paths),
// so no node_modules is needed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importEdges, ROOT, sourceFiles } from "./support/import-graph";
import { QUESTIONS, type Question } from "./support/maintainer-questions";

type Answer = { route: string; hops: number | null; files: number; homes: string[]; paths: string[][]; offRoute: string[] };

const NOT_A_HOME = /(^|\/)(e2e|tests|scripts|fixtures?|__fixtures__|generated)\//;

/** The five questions answered in the checkout at `root`. */
function answers(root: string): Answer[] {
  const tsconfig = readFileSync(path.join(root, "tsconfig.json"), "utf8");
  if (!/"@\/\*"\s*:\s*\[\s*"\.\/\*"\s*\]/.test(tsconfig)) throw new Error(`${root}: tsconfig does not map @/* to ./*, which the import graph assumes`);
  const files = sourceFiles(undefined, root);
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
  const next = new Map<string, string[]>();
  for (const { from, to } of importEdges(files, root)) next.set(from, [...(next.get(from) ?? []), to]);
  return QUESTIONS.map((question) => answer(question, files, texts, next));
}

function answer(question: Question, files: string[], texts: Map<string, string>, next: Map<string, string[]>): Answer {
  const route = routeOf(question, files, texts);
  // Breadth first from the route: each file's predecessor on a shortest path.
  const previous = new Map<string, string | null>([[route, null]]);
  for (const queue = [route]; queue.length;) {
    const file = queue.shift()!;
    for (const target of next.get(file) ?? []) {
      if (previous.has(target)) continue;
      previous.set(target, file);
      queue.push(target);
    }
  }
  const pathTo = (home: string) => {
    const steps = [home];
    for (let step = previous.get(home); step; step = previous.get(step)) steps.unshift(step);
    return steps;
  };
  const decides = (text: string) => text.split("\n").some((line) => question.markers.some((marker) => marker.test(line)));
  const found = files.filter((file) => !NOT_A_HOME.test(file) && decides(texts.get(file)!));
  const homes = found.filter((file) => previous.has(file));
  const paths = homes.map(pathTo).sort((a, b) => a.length - b.length || a.at(-1)!.localeCompare(b.at(-1)!));
  return {
    route,
    hops: paths.length ? paths[0]!.length - 1 : null,
    files: new Set(paths.flat()).size,
    homes,
    paths,
    offRoute: found.filter((file) => !previous.has(file)),
  };
}

function routeOf(question: Question, files: string[], texts: Map<string, string>): string {
  for (const candidate of question.route) {
    const matches = typeof candidate === "string" ? files.filter((file) => file === candidate) : files.filter((file) => candidate.test(texts.get(file)!));
    if (matches.length > 1) throw new Error(`${question.name}: the route ${candidate} matches ${matches.join(", ")}`);
    if (matches[0]) return matches[0];
  }
  throw new Error(`${question.name}: no route among ${question.route.join(", ")}`);
}

/** The checkout of `rev` in a temporary worktree, answered, then removed. */
function answersAt(rev: string): Answer[] {
  const parent = mkdtempSync(path.join(os.tmpdir(), "bench-maintainer-"));
  const tree = path.join(parent, "tree");
  try {
    execFileSync("git", ["worktree", "add", "--detach", tree, rev], { cwd: ROOT, stdio: "pipe" });
    return answers(tree);
  } finally {
    try {
      execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: ROOT, stdio: "ignore" });
    } catch {
      // Never added (a bad revision): nothing to remove.
    }
    rmSync(parent, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const rev = args.find((arg) => !arg.startsWith("--")) ?? "2f9ee2f^";
let before: Answer[], after: Answer[], commit: string;
try {
  commit = execFileSync("git", ["rev-parse", "--short", "--verify", `${rev}^{commit}`], { cwd: ROOT, encoding: "utf8", stdio: "pipe" }).trim();
  before = answersAt(commit);
  after = answers(ROOT);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const cell = ({ hops, files, homes, offRoute }: Answer) =>
  `${String(hops ?? "-").padStart(4)} ${String(files).padStart(5)} ${String(homes.length).padStart(5)}${offRoute.length ? ` +${offRoute.length} off route` : ""}`;
const width = Math.max(...QUESTIONS.map(({ name }) => name.length)) + 2;
const column = 30;
console.log(`${"".padEnd(width)}${`before (${rev} = ${commit})`.padEnd(column)}after (working tree)`);
console.log(`${"question".padEnd(width)}${"hops files homes".padEnd(column)}hops files homes`);
QUESTIONS.forEach(({ name }, index) => console.log(`${name.padEnd(width)}${cell(before[index]!).padEnd(column)}${cell(after[index]!)}`));

if (verbose) {
  QUESTIONS.forEach(({ name }, index) => {
    for (const [side, { route, paths, offRoute }] of [
      ["before", before[index]!],
      ["after", after[index]!],
    ] as const) {
      console.log(`\n${name}, ${side}: from ${route}`);
      for (const steps of paths) console.log(`  ${steps.length - 1} ${steps.join(" → ")}`);
      for (const file of offRoute) console.log(`  off route: ${file}`);
    }
  });
}
