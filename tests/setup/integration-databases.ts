// Jest's global setup for the integration suite: a database for each worker to start from, so test
// files run two at a time.
// - Embedded (no DATABASE_URL): one PGlite data directory, migrated once per run; each test file starts
//   from a copy of it (integration-env.ts) instead of creating and migrating its own, which took about
//   5 of a small file's 6 seconds.
// - PostgreSQL (DATABASE_URL): an empty database per worker beside the given one (<name>_w1, <name>_w2…);
//   the files of a worker run one after another on it, each making its own rows, as on a shared server.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Config } from "jest";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyMigrations } from "../../lib/db/schema-engine";

export const TEMPLATE_VARIABLE = "INTEGRATION_PGLITE_TEMPLATE";

/** The database of a Jest worker (JEST_WORKER_ID, from 1) on a PostgreSQL server. */
export function workerDatabaseUrl(databaseUrl: string, workerId: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_w${workerId}`;
  return url.toString();
}

export default async function prepareDatabases(globalConfig: { maxWorkers: number } & Config): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return createWorkerDatabases(databaseUrl, globalConfig.maxWorkers);
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "adcampaign-it-template-")), "pglite");
  const pglite = new PGlite(dir);
  try {
    await applyMigrations(new PrismaPGlite(pglite));
  } finally {
    await pglite.close();
  }
  process.env[TEMPLATE_VARIABLE] = dir;
}

async function createWorkerDatabases(databaseUrl: string, workers: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let worker = 1; worker <= workers; worker++) {
      const name = new URL(workerDatabaseUrl(databaseUrl, String(worker))).pathname.slice(1);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}
