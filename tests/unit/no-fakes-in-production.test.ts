import { readFileSync } from "node:fs";
import path from "node:path";
import { importsIn, PRODUCTION, ROOT, sourceFiles } from "@/scripts/support/import-graph";

// Production code never loads the e2e fakes: only the start script does, in sandbox mode. Type-only
// imports vanish at compile time and are allowed; tests beside the code may use the fakes.
const runtimeImports = (text: string) => importsIn(text).flatMap(({ specifier, typeOnly }) => (typeOnly ? [] : [specifier]));

const reachesFakes = (file: string, specifier: string) => {
  const resolved = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : specifier;
  return path.normalize(resolved).split(path.sep)[0] === "e2e";
};

describe("production code and the fakes", () => {
  const files = sourceFiles([...PRODUCTION, "next.config.ts"]);

  it("finds the production sources", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("lib/env/index.ts");
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
