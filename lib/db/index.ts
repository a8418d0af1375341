import "server-only";
import { env } from "@/lib/env";
import { createAdapterFactory } from "./adapter";
import { PrismaClient } from "./generated/client";
import { queryLog } from "./query-log";

export { startEmbeddedUpkeep } from "./embedded-upkeep";

type Database = { client: PrismaClient; connection: ReturnType<typeof createAdapterFactory> };

// One client per process, kept across hot reloads in development (PGlite allows one opener).
const globalForDb = globalThis as unknown as { database?: Database };

function open(): Database {
  const connection = createAdapterFactory({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (env.NODE_ENV !== "test") return { client: new PrismaClient({ adapter: connection.factory }), connection };
  // Tests count the queries a page makes (no N+1), so the client reports each one.
  const client = new PrismaClient({ adapter: connection.factory, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (event) => queryLog.emit(event));
  return { client, connection };
}

const database = globalForDb.database ?? open();
globalForDb.database = database;

export const db: PrismaClient = database.client;

/** The driver adapter behind `db` (migrations in tests run through it). */
export const dbAdapterFactory = database.connection.factory;

/** The embedded PGlite behind `db`, or null on a PostgreSQL server (the job queue runs on it too). */
export const embeddedDatabase = database.connection.pglite ?? null;

export async function closeDatabase(): Promise<void> {
  await database.client.$disconnect();
  await database.connection.close();
  globalForDb.database = undefined;
}

export { Prisma } from "./generated/client";
export { queryLog } from "./query-log";
export type * from "./generated/client";
