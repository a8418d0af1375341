// npm run db:export: moves the embedded PGlite database into a PostgreSQL server. The target gets
// the schema from our migrations (as `npm start` would make it), then the data from PGlite's pg_dump.
import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { PostgresAdapterFactory } from "../adapter";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyMigrations } from "../schema-engine";
import { portableDump, psqlAvailable, restoreDump, type RestoreTool } from "./restore";
import { countRows, productTables, quoteIdent, type TableRows } from "./tables";

export type ExportOptions = {
  /** The embedded database's directory (DATA_DIR); PGlite keeps its files under <dataDir>/pglite. */
  dataDir: string;
  targetUrl: string;
  /** Replace the target's rows when it already holds data of ours. */
  force?: boolean;
  restoreWith?: RestoreTool | "auto";
};

export type ExportReport = {
  restoredWith: RestoreTool;
  migrationsApplied: { source: string[]; target: string[] };
  tables: Array<{ table: string; source: number; target: number }>;
};

/** The target already holds rows in our tables, and `force` was not given. Nothing was changed. */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: TableRows[]) {
    super(`the target database already holds data: ${tables.map((t) => `${t.table} (${t.rows})`).join(", ")}`);
  }
}

export async function exportEmbeddedDatabase(options: ExportOptions): Promise<ExportReport> {
  const pgliteDir = path.join(options.dataDir, "pglite");
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) throw new Error(`no embedded database in ${pgliteDir}`);
  const restoredWith = options.restoreWith === "auto" || !options.restoreWith ? (psqlAvailable() ? "psql" : "pg") : options.restoreWith;
  const source = await PGlite.create(pgliteDir);
  const targetPool = new pg.Pool({ connectionString: options.targetUrl, max: 2 });
  const querySource = async <Row>(sql: string) => (await source.query<Row>(sql)).rows;
  const queryTarget = async <Row>(sql: string) => (await targetPool.query(sql)).rows as Row[];
  try {
    // The source is brought to this build's schema first, so its data fits the target's.
    const sourceApplied = await applyMigrations(new PrismaPGlite(source));
    const tables = await productTables(querySource);
    const existing = new Set(await productTables(queryTarget));
    const occupied = (
      await countRows(
        queryTarget,
        tables.filter((table) => existing.has(table)),
      )
    ).filter((t) => t.rows > 0);
    if (occupied.length && !options.force) throw new TargetNotEmptyError(occupied);

    const targetApplied = await applyMigrations(new PostgresAdapterFactory(targetPool));
    const dump = await pgDump({
      pg: source,
      // The tallies are rebuilt by the target's triggers as the campaigns and insights arrive; copying
      // them too would collide with those rows.
      args: [
        "--data-only",
        "--schema=public",
        "--exclude-table-data=public._prisma_migrations",
        "--exclude-table-data=public.seller_tallies",
        "--no-owner",
        "--no-privileges",
      ],
    });
    // With --force the old rows go in the same transaction as the new ones arrive.
    const truncate = occupied.length ? `TRUNCATE ${tables.map((t) => `public.${quoteIdent(t)}`).join(", ")} RESTART IDENTITY CASCADE;\n` : "";
    await restoreDump(options.targetUrl, truncate + portableDump(await dump.text()), restoredWith);

    const sourceCounts = await countRows(querySource, tables);
    const targetCounts = await countRows(queryTarget, tables);
    return {
      restoredWith,
      migrationsApplied: { source: sourceApplied, target: targetApplied },
      tables: sourceCounts.map(({ table, rows }, index) => ({ table, source: rows, target: targetCounts[index]?.rows ?? 0 })),
    };
  } finally {
    await targetPool.end();
    await source.close();
  }
}
