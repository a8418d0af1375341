// npm run db:migration:new -- <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that takes the committed migrations to prisma/schema.prisma. The diff replays the
// migrations in an in-memory PGlite, so no database server is needed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { MIGRATIONS_DIR, diffSchemaAgainstMigrations } from "../lib/db/schema-engine";

async function main() {
  const name = (process.argv[2] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!name) throw new Error("Usage: npm run db:migration:new -- <name>");
  const pglite = new PGlite();
  try {
    const sql = await diffSchemaAgainstMigrations(new PrismaPGlite(pglite));
    if (!sql.trim()) {
      console.log("The schema matches the migrations; nothing to write.");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    writeFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
    console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  } finally {
    await pglite.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
