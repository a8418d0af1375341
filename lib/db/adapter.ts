// Chooses the database: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite on disk.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

export type DatabaseTarget = { databaseUrl?: string; dataDir: string };

export function createAdapterFactory(target: DatabaseTarget): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close: () => Promise<void>;
  /** The embedded database itself, when it is one (the job queue shares it: one opener per process). */
  pglite?: PGlite;
} {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl });
    return { factory: new PrismaPg(pool), close: () => pool.end() };
  }
  const pglite = new PGlite(path.join(target.dataDir, "pglite"));
  return { factory: new PrismaPGlite(pglite), close: () => pglite.close(), pglite };
}
