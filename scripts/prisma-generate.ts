// `prisma generate` needs no schema engine, but the CLI insists on finding one before it starts;
// any existing file satisfies the check, so generation works offline.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const placeholder = path.join(os.tmpdir(), "prisma-schema-engine-placeholder");
writeFileSync(placeholder, "");
execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: placeholder, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
