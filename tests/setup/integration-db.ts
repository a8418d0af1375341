import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { closeDatabase, dbAdapterFactory } from "@/lib/db";
import { applyMigrations } from "@/lib/db/schema-engine";
import { stopAllJobs } from "@/lib/jobs/boss";
import { redirectLogs } from "@/lib/log/sink";

// console.error during a test is a failure (STYLE.md), and so is an error logged through the logger;
// a test that expects one takes the lines first (captureLogs() from lib/log/capture.ts).
const originalError = console.error;
let restoreLogs = () => {};
beforeAll(async () => {
  await applyMigrations(dbAdapterFactory);
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during a test: ${String(args[0])}`);
  };
  restoreLogs = redirectLogs((line) => {
    const { level, msg } = JSON.parse(line) as { level?: string; msg?: string };
    // Warnings are shown; the routine lines only with TEST_LOGS=1, so a run's output stays readable.
    if (process.env.TEST_LOGS === "1" || !["trace", "debug", "info"].includes(level ?? "")) process.stdout.write(line);
    if (level === "error" || level === "fatal") throw new Error(`error logged during a test: ${msg}`);
  });
}, 120_000);

afterAll(async () => {
  console.error = originalError;
  restoreLogs();
  // Job queues and workers a test started: stopped before the database they use closes.
  await stopAllJobs();
  await closeDatabase();
  // The file's own data directory (integration-env.ts): its database, uploads and mails, gone with it
  // (a full run otherwise leaves gigabytes of videos and databases in the temp folder).
  const dataDir = process.env.DATA_DIR;
  if (dataDir && path.basename(dataDir).startsWith("adcampaign-it-") && path.dirname(dataDir) === os.tmpdir()) {
    await rm(dataDir, { recursive: true, force: true });
  }
});
