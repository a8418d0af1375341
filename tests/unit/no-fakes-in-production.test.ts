import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Production code never loads the e2e fakes: only the start script does, in sandbox mode. Type-only
// imports vanish at compile time and are allowed; tests beside the code may use the fakes.
const ROOT = path.resolve(__dirname, "../..");
const PRODUCTION = ["app", "components", "lib", "proxy.ts", "instrumentation.ts", "next.config.ts"];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const GENERATED = `${path.sep}generated${path.sep}`;

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

// import x from "...", export { x } from "...", import("..."), require("..."), import "..."
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^"';]*?from\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']|\brequire\s*\(\s*["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

function runtimeImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    if (match[2]) continue; // import type / export type
    const specifier = match[3] ?? match[4] ?? match[5] ?? match[6];
    if (specifier) found.push(specifier);
  }
  return found;
}

const reachesFakes = (file: string, specifier: string) => {
  const resolved = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : specifier;
  return path.normalize(resolved).split(path.sep)[0] === "e2e";
};

describe("production code and the fakes", () => {
  const files = PRODUCTION.flatMap(sourceFiles).filter((file) => !TEST.test(file) && !file.includes(GENERATED));

  it("finds the production sources", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain(path.join("lib", "env", "index.ts"));
  });

  it("never imports anything under e2e/ at runtime", () => {
    const offending = files.flatMap((file) =>
      runtimeImports(readFileSync(path.join(ROOT, file), "utf8"))
        .filter((specifier) => reachesFakes(file, specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("would notice such an import, and let a type-only one be", () => {
    const text = [
      'import { startFakeMeta } from "@/e2e/fakes/meta";',
      'import type { FakeModes } from "../../e2e/fakes/serve";',
      'export { E2E_PORT } from "../e2e/env";',
      'const fakes = await import("../../e2e/fakes/ports");',
      'import "../e2e/fakes/serve";',
    ].join("\n");
    expect(runtimeImports(text)).toEqual(["@/e2e/fakes/meta", "../e2e/env", "../../e2e/fakes/ports", "../e2e/fakes/serve"]);
    expect(reachesFakes(path.join("lib", "ai", "openai.ts"), "../../e2e/fakes/openai")).toBe(true);
    expect(reachesFakes(path.join("lib", "ai", "openai.ts"), "@/e2e/env")).toBe(true);
    expect(reachesFakes(path.join("lib", "ai", "openai.ts"), "@/lib/env")).toBe(false);
  });
});
