import { FOUNDATION, foundationBreaches } from "@/scripts/support/layers";
import { existsSync } from "node:fs";
import path from "node:path";
import { deepImports, ROOT, importCycles, importEdges, importsIn, moduleFolders, resolveImport, sourceFiles } from "@/scripts/support/import-graph";

// Issue 32: the code's shape cannot drift back. No file imports itself around a loop, in the product
// or in the fakes (a cycle closing through a single type still ties the files' order of loading and
// change together), and a folder with an index (lib/meta/publish, lib/meta/errors, lib/db…) is entered
// only through it.
describe("the import graph", () => {
  const production = sourceFiles();
  const fakes = sourceFiles(["e2e/fakes"]);

  it("finds the sources and the imports between them", () => {
    expect(production).toContain("lib/env/index.ts");
    expect(fakes).toContain("e2e/fakes/meta/graph.ts");
    expect(importEdges(production).length).toBeGreaterThan(production.length);
  });

  it("has no import cycle in the product", () => {
    expect(importCycles(importEdges(production))).toEqual([]);
  });

  it("has no import cycle in the fakes", () => {
    expect(importCycles(importEdges(fakes))).toEqual([]);
  });

  it("enters a module folder only through its index", () => {
    const edges = importEdges(production);
    expect(moduleFolders(production)).toEqual(expect.arrayContaining(["lib/meta/publish", "lib/meta/errors", "lib/meta/run-state", "lib/db"]));
    expect(deepImports(edges, moduleFolders(production)).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("keeps the foundation free of features: a foundation folder imports only foundation folders", () => {
    const edges = importEdges(production);
    expect(FOUNDATION.filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([]);
    expect(foundationBreaches(edges).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
    const edge = (from: string, to: string) => ({ from, to, typeOnly: false });
    expect(foundationBreaches([edge("lib/auth/mails.ts", "lib/campaigns/calendar.ts"), edge("lib/campaigns/a.ts", "lib/auth/guards.ts")])).toHaveLength(1);
  });

  it("would notice a deep import, and let the module's own files and its index be", () => {
    const edge = (from: string, to: string) => ({ from, to, typeOnly: false });
    const modules = ["lib/m", "lib/m/sub"];
    expect(deepImports([edge("app/page.tsx", "lib/m/part.ts")], modules)).toHaveLength(1);
    expect(deepImports([edge("lib/m/other.ts", "lib/m/sub/part.ts")], modules)).toHaveLength(1);
    expect(
      deepImports([edge("app/page.tsx", "lib/m/index.ts"), edge("app/page.tsx", "lib/m/sub/index.ts"), edge("lib/m/a.ts", "lib/m/b.ts")], modules),
    ).toEqual([]);
    expect(deepImports([edge("lib/x.ts", "lib/m/generated/enums.ts")], modules)).toEqual([]);
  });

  it("would notice a cycle, however long, and through a type-only import too", () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    expect(importCycles([edge("a", "b"), edge("b", "a", true), edge("c", "a")])).toEqual([["a", "b"]]);
    expect(importCycles([edge("a", "b"), edge("b", "c"), edge("c", "d"), edge("d", "b")])).toEqual([["b", "c", "d"]]);
    expect(importCycles([edge("a", "b"), edge("b", "c"), edge("a", "c")])).toEqual([]);
  });

  it("reads every form of import, and resolves the project's own specifiers", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "@/lib/b";',
      'export { c } from "../c";',
      'const d = await import("./d");',
      'import "./e";',
    ].join("\n");
    expect(importsIn(text)).toEqual([
      { specifier: "./a", typeOnly: false },
      { specifier: "@/lib/b", typeOnly: true },
      { specifier: "../c", typeOnly: false },
      { specifier: "./d", typeOnly: false },
      { specifier: "./e", typeOnly: false },
    ]);
    const exists = (file: string) => ["lib/x/a.ts", "lib/b/index.tsx"].includes(file);
    expect(resolveImport("lib/x/y.ts", "./a", exists)).toBe("lib/x/a.ts");
    expect(resolveImport("lib/x/y.ts", "@/lib/b", exists)).toBe("lib/b/index.tsx");
    expect(resolveImport("lib/x/y.ts", "zod", exists)).toBeNull();
  });
});
