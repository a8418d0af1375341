// Chooses the database: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite on disk.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

/**
 * Prisma's pg adapter runs a migration by splitting its script on every ";", which cuts a PL/pgSQL
 * function body to pieces (migration seller_tallies) and leaves a failed script half applied. This one
 * sends the script whole: a query without values goes by PostgreSQL's simple protocol, which runs all
 * its statements, as one transaction. (PGlite's adapter already sends it whole.)
 */
export class PostgresAdapterFactory extends PrismaPg {
  override async connect() {
    return wholeScripts(await super.connect());
  }

  override async connectToShadowDb() {
    return wholeScripts(await super.connectToShadowDb());
  }
}

function wholeScripts<Adapter extends SqlDriverAdapter>(adapter: Adapter): Adapter {
  adapter.executeScript = async (script) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  return adapter;
}

export type DatabaseTarget = { databaseUrl?: string; dataDir: string };

export function createAdapterFactory(target: DatabaseTarget): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close: () => Promise<void>;
  /** The embedded database itself, when it is one (the job queue shares it: one opener per process). */
  pglite?: PGlite;
} {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl });
    return { factory: new PostgresAdapterFactory(pool), close: () => pool.end() };
  }
  const pglite = new PGlite(path.join(target.dataDir, "pglite"));
  return { factory: new PrismaPGlite(pglite), close: () => pglite.close(), pglite };
}
