import { closeDatabase, dbAdapterFactory } from "@/lib/db";
import { applyMigrations } from "@/lib/db/schema-engine";

// console.error during a test is a failure (STYLE.md).
const originalError = console.error;
beforeAll(async () => {
  await applyMigrations(dbAdapterFactory);
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during a test: ${String(args[0])}`);
  };
}, 120_000);

afterAll(async () => {
  console.error = originalError;
  await closeDatabase();
});
