import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The project's import graph, read from the sources (no build): which file imports which, and the shape
// rules issue 32 holds the code to — no import cycle, and no import from outside a module folder (a folder
// with an index) into its other files. Used by tests/unit/import-structure.test.ts, bench:structure and
// scripts/bench-maintainer.ts (which reads another revision's worktree through the optional `root`).

export const ROOT = path.resolve(__dirname, "../..");
export const PRODUCTION = ["app", "components", "lib", "proxy.ts", "instrumentation.ts"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

/**
 * The project's source files under `entries` (relative paths, `/`-separated), tests and generated code left out.
 * `root` is the checkout to read (another revision's worktree, bench:maintainer); this one by default.
 */
export function sourceFiles(entries: readonly string[] = PRODUCTION, root: string = ROOT): string[] {
  const walk = (entry: string): string[] => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return [];
    if (statSync(full).isFile()) return SOURCE.test(entry) && !TEST.test(entry) ? [entry] : [];
    if (["node_modules", "generated", ".next"].includes(path.basename(entry))) return [];
    return readdirSync(full).flatMap((name) => walk(`${entry}/${name}`));
  };
  return entries.flatMap(walk).sort();
}

// import x from "…", export { x } from "…", import("…"), require("…"), import "…"; `type` marks type-only ones.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^"';]*?from\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']|\brequire\s*\(\s*["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

export type Import = { specifier: string; typeOnly: boolean };

export function importsIn(text: string): Import[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[3] ?? match[4] ?? match[5] ?? match[6];
    return specifier ? [{ specifier, typeOnly: Boolean(match[2]) }] : [];
  });
}

/** The project file a specifier names from `from`, or null for a package. */
export function resolveImport(from: string, specifier: string, exists: (file: string) => boolean = (file) => existsSync(path.join(ROOT, file))): string | null {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.posix.join(path.posix.dirname(from), specifier) : null;
  if (base === null) return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => `${base}/index${extension}`)];
  return candidates.find((candidate) => SOURCE.test(candidate) && exists(candidate)) ?? null;
}

export type Edge = { from: string; to: string; typeOnly: boolean };

export function importEdges(files: readonly string[], root: string = ROOT): Edge[] {
  const exists = (file: string) => existsSync(path.join(root, file));
  return files.flatMap((from) =>
    importsIn(readFileSync(path.join(root, from), "utf8")).flatMap(({ specifier, typeOnly }) => {
      const to = resolveImport(from, specifier, exists);
      return to && to !== from ? [{ from, to, typeOnly }] : [];
    }),
  );
}

/** The import cycles: each strongly connected group of files (Tarjan), smallest first, each sorted. */
export function importCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of new Set(edges.flatMap(({ from, to }) => [from, to]))) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a.length - b.length || a[0]!.localeCompare(b[0]!));
}

/** Folders that are modules: they have an index, the one way in from outside. */
export function moduleFolders(files: readonly string[]): string[] {
  return files.filter((file) => /\/index\.tsx?$/.test(file)).map((file) => path.posix.dirname(file));
}

/** Imports from outside a module folder into one of its files other than the index (the innermost module decides). */
export function deepImports(edges: readonly Edge[], modules: readonly string[]): Edge[] {
  const innermost = (file: string) => modules.filter((folder) => file.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0] ?? null;
  // Generated code (Prisma's client) keeps the several entry files its generator writes.
  return edges.filter(({ from, to }) => {
    if (to.includes("/generated/")) return false;
    const folder = innermost(to);
    return folder !== null && !/^index\.tsx?$/.test(to.slice(folder.length + 1)) && !from.startsWith(`${folder}/`);
  });
}

/** The imports between folders: one edge per pair of folders a file of one imports a file of the other. */
export function folderEdges(edges: readonly Edge[]): Edge[] {
  const seen = new Map<string, Edge>();
  for (const { from, to, typeOnly } of edges) {
    const [a, b] = [path.posix.dirname(from), path.posix.dirname(to)];
    if (a === b) continue;
    const key = `${a} ${b}`;
    const known = seen.get(key);
    seen.set(key, { from: a, to: b, typeOnly: (known?.typeOnly ?? true) && typeOnly });
  }
  return [...seen.values()];
}
