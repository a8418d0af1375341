import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, importsIn, resolveImport } from "@/scripts/support/import-graph";

// Issue 37: what a page sends the browser, read from the sources, from the page's client parts.
const LAZY_IMPORT = /\bimport\s*\(\s*["'][^"']+["']\s*\)/g;

/** The project's modules and the packages the browser gets from `entries`: with what they load later, or without. */
export function clientCode(entries: string[], { withLazy }: { withLazy: boolean }) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(path.join(ROOT, file), "utf8");
    // A server action is a reference in the browser: its imports stay on the server.
    if (/^\s*["']use server["']/.test(source)) return;
    for (const { specifier, typeOnly } of importsIn(withLazy ? source : source.replace(LAZY_IMPORT, ""))) {
      if (typeOnly) continue;
      if (!specifier.startsWith(".") && !specifier.startsWith("@/")) packages.add(specifier);
      const target = resolveImport(file, specifier);
      if (target) walk(target);
    }
  };
  entries.forEach(walk);
  return { modules, packages };
}
