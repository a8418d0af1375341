// Readiness: the database answers and every migration this build ships is applied. A load balancer
// sends traffic only to a process that is ready; liveness (/api/health) asks nothing of the database.
import { readdir } from "node:fs/promises";
import path from "node:path";

export type Readiness =
  { ready: true } | { ready: false; reason: "database_unreachable"; error: unknown } | { ready: false; reason: "migrations_pending"; pending: string[] };

type Database = { $queryRawUnsafe<T = unknown>(query: string): Promise<T> };

const DATABASE_TIMEOUT_MS = 3_000;

// As in lib/db/schema-engine.ts, which is not imported here: it loads the schema engine's tooling.
const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

/** The migrations shipped with this build: the folders of prisma/migrations, in order. */
export async function shippedMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  // Not traced by the bundler: a path it cannot resolve would make it trace the whole project.
  const entries = await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// Read once: the migrations a running build ships do not change.
let shipped: Promise<string[]> | undefined;

export async function checkReadiness(db: Database, expected?: string[]): Promise<Readiness> {
  let applied: Set<string>;
  try {
    applied = await withTimeout(appliedMigrations(db), DATABASE_TIMEOUT_MS);
  } catch (error) {
    return { ready: false, reason: "database_unreachable", error };
  }
  const names = expected ?? (await (shipped ??= shippedMigrations()));
  const pending = names.filter((name) => !applied.has(name));
  return pending.length ? { ready: false, reason: "migrations_pending", pending } : { ready: true };
}

// The same record `prisma migrate deploy` and lib/db/schema-engine.ts keep; no table yet means none applied.
async function appliedMigrations(db: Database): Promise<Set<string>> {
  const [table] = await db.$queryRawUnsafe<Array<{ present: boolean }>>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
  if (!table?.present) return new Set();
  const rows = await db.$queryRawUnsafe<Array<{ migration_name: string }>>(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
  );
  return new Set(rows.map((row) => row.migration_name));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
