// npm run db:export [-- --to <postgresql-url>] [--force] [--with psql|pg]
// Moves the embedded database (DATA_DIR/pglite) into a PostgreSQL server. Stop the app first: PGlite
// allows one process at a time.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { exportEmbeddedDatabase, TargetNotEmptyError } from "../lib/db/export";
import { env } from "../lib/env";
import { scrubSecrets } from "../lib/log/scrub";

const USAGE = `Usage: npm run db:export -- [--to postgresql://user:password@host:5432/db] [--force] [--with psql|pg]

Copies the embedded database in ${env.DATA_DIR}/pglite into a PostgreSQL server (--to, else DATABASE_URL).
Stop the app first. The target gets the schema from prisma/migrations, then the data. It refuses a
target whose tables already hold rows unless --force, which replaces them. The data is restored with
psql when it is installed, else through the pg client (--with chooses).`;

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { to: { type: "string" }, force: { type: "boolean", default: false }, with: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const targetUrl = values.to ?? env.DATABASE_URL;
  if (!targetUrl) {
    console.error(`No target: pass --to <postgresql-url> or set DATABASE_URL.\n\n${USAGE}`);
    return 2;
  }
  const restoreWith = values.with ?? "auto";
  if (restoreWith !== "auto" && restoreWith !== "psql" && restoreWith !== "pg") {
    console.error(`--with takes psql or pg.\n\n${USAGE}`);
    return 2;
  }
  console.log(`[db:export] ${path.resolve(env.DATA_DIR, "pglite")} → ${withoutPassword(targetUrl)}`);
  let report;
  try {
    report = await exportEmbeddedDatabase({ dataDir: env.DATA_DIR, targetUrl, force: values.force, restoreWith });
  } catch (error) {
    if (error instanceof TargetNotEmptyError) {
      console.error(`[db:export] refused: ${error.message}.\nNothing was changed. Pass --force to replace those rows.`);
      return 1;
    }
    throw error;
  }
  const { migrationsApplied, restoredWith, tables } = report;
  if (migrationsApplied.source.length) console.log(`[db:export] migrated the embedded database first: ${migrationsApplied.source.join(", ")}`);
  console.log(`[db:export] target schema: ${migrationsApplied.target.length ? `applied ${migrationsApplied.target.join(", ")}` : "already up to date"}`);
  console.log(`[db:export] data restored with ${restoredWith === "psql" ? "psql" : "the pg client"}:`);
  printCounts(tables);
  const mismatched = tables.filter((t) => t.source !== t.target);
  if (mismatched.length) {
    console.error(`[db:export] row counts differ for: ${mismatched.map((t) => t.table).join(", ")}`);
    return 1;
  }
  printNextSteps();
  return 0;
}

function printCounts(tables: Array<{ table: string; source: number; target: number }>) {
  const width = Math.max(5, ...tables.map((t) => t.table.length));
  const row = (table: string, source: string, target: string, note = "") => `  ${table.padEnd(width)}  ${source.padStart(8)}  ${target.padStart(8)}${note}`;
  console.log(row("table", "embedded", "postgres"));
  for (const { table, source, target } of tables) {
    console.log(row(table, String(source), String(target), source === target ? "" : "  ← differs"));
  }
}

function printNextSteps() {
  const notes = [`Set DATABASE_URL to the target on every app and worker process.`];
  if (existsSync(path.join(env.DATA_DIR, "secrets.json"))) {
    notes.push(
      `This install generated AUTH_SECRET and ENCRYPTION_KEY in ${path.join(env.DATA_DIR, "secrets.json")} ("authSecret", "encryptionKey"): ` +
        "set the same values in the environment of every process, or saved Meta connections and admin API keys cannot be read.",
    );
  }
  if (existsSync(path.join(env.DATA_DIR, "uploads"))) {
    notes.push(`Uploaded files stay in ${path.join(env.DATA_DIR, "uploads")}: copy them to the shared storage the processes will use.`);
  }
  console.log(`\nNext:\n${notes.map((note) => `  - ${note}`).join("\n")}`);
}

main().then(
  // The schema engine's WebAssembly runtime keeps a timer alive; nothing is left to wait for.
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[db:export] failed:", scrubSecrets(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  },
);
