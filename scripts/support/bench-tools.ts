// The tools only benchmarks use (Lighthouse, metascraper as the product reader's yardstick) live in their
// own package, scripts/bench-tools, installed on a benchmark's first run: with the product they cost every
// fresh `npm install` about two minutes (metascraper's RE2 compiles from source, no prebuilt binary being
// reachable). Versions are pinned there, with its own lock file.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const TOOLS_DIR = path.join(__dirname, "..", "bench-tools");

/** `require` from the benchmarks' package, installing it first when absent or older than its lock file. */
export function benchToolsRequire(): NodeJS.Require {
  const installed = path.join(TOOLS_DIR, "node_modules", ".package-lock.json");
  const lock = path.join(TOOLS_DIR, "package-lock.json");
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
    console.log("[bench] installing the benchmarks' tools (scripts/bench-tools), once; a few minutes on a fresh machine");
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: TOOLS_DIR, stdio: "inherit" });
  }
  return createRequire(path.join(TOOLS_DIR, "package.json"));
}
