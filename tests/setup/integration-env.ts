// Each integration test file gets its own embedded database (a fresh PGlite directory), unless
// DATABASE_URL points the suite at a PostgreSQL server, where every test makes its own rows.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "adcampaign-it-"));
// The wizard's tests serve store pages from loopback.
process.env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = "1";
// The Meta app id the OAuth tests expect (the app secret is set by the tests that need it).
process.env.META_APP_ID ??= "test-app-id";
