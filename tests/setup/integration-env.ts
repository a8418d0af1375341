// Each integration test file gets its own embedded database (a copy of the run's migrated PGlite data
// directory), or, when DATABASE_URL points the suite at a PostgreSQL server, its worker's database
// there, where every test makes its own rows (integration-databases.ts).
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEMPLATE_VARIABLE, workerDatabaseUrl } from "./integration-databases";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "adcampaign-it-"));
if (process.env.DATABASE_URL) {
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.DATABASE_URL, process.env.JEST_WORKER_ID ?? "1");
} else if (process.env[TEMPLATE_VARIABLE]) {
  cpSync(process.env[TEMPLATE_VARIABLE], path.join(process.env.DATA_DIR, "pglite"), { recursive: true });
}
// The wizard's tests serve store pages from loopback.
process.env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = "1";
// The Meta app id the OAuth tests expect (the app secret is set by the tests that need it).
process.env.META_APP_ID ??= "test-app-id";
