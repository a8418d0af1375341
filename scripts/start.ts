// npm start: prepares the database (migrations, first admin), builds once if needed, then serves.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureAdmin } from "../lib/admin/bootstrap";
import { createAdapterFactory } from "../lib/db/adapter";
import { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/schema-engine";
import { env } from "../lib/env";

const port = process.env.PORT ?? "3000";
const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

async function prepareDatabase() {
  const { factory, close } = createAdapterFactory({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const applied = await applyMigrations(factory);
    if (applied.length) console.log(`[start] applied migrations: ${applied.join(", ")}`);
    const db = new PrismaClient({ adapter: factory });
    const admin = await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await db.$disconnect();
    if (admin.created) {
      console.log(`[start] created the first admin: ${admin.email}`);
      if (admin.generatedPassword) {
        console.log(`[start] generated admin password (shown once, change it after signing in): ${admin.generatedPassword}`);
      }
    }
  } finally {
    // PGlite is one process's database: release it before the server opens it.
    await close();
  }
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [nextBin, ...args], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  await prepareDatabase();
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    console.log("[start] no production build yet: building (a few minutes on first start)...");
    run(["build"]);
  }
  const server = spawn(process.execPath, [nextBin, "start", "-p", port], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error("[start] failed:", error);
  process.exit(1);
});
