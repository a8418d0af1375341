// npm run db:migrate: applies the committed SQL migrations to the configured database.
import { createAdapterFactory } from "../lib/db/adapter";
import { applyMigrations } from "../lib/db/schema-engine";
import { env } from "../lib/env";

export async function migrate(): Promise<string[]> {
  const { factory, close } = createAdapterFactory({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await applyMigrations(factory);
  } finally {
    await close();
  }
}

if (process.argv[1]?.endsWith("db-migrate.ts")) {
  migrate().then(
    (applied) => {
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
      // The engine's WebAssembly runtime keeps a timer alive; nothing is left to wait for.
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
