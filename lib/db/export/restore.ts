// Runs a pg_dump script against the target server: through psql when it is installed, else through
// the `pg` client. Either way in one transaction: a failure leaves the target as it was.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type RestoreTool = "psql" | "pg";

// PGlite's pg_dump is newer than many servers: a setting older servers do not know (in the header,
// before any data, so a text value that happens to read the same is never touched), and the psql
// meta-commands \restrict/\unrestrict <key> (2025) that older psql and the pg client cannot run.
export function portableDump(sql: string): string {
  const lines = sql.split("\n");
  const firstData = lines.findIndex((line) => line.startsWith("INSERT INTO ") || line.startsWith("COPY "));
  const headerEnd = firstData === -1 ? lines.length : firstData;
  const restrictKey = lines
    .slice(0, headerEnd)
    .find((line) => line.startsWith("\\restrict "))
    ?.slice("\\restrict ".length);
  return lines
    .filter((line, index) => {
      if (index < headerEnd && (line === "SET transaction_timeout = 0;" || line.startsWith("\\restrict "))) return false;
      return !(restrictKey && line === `\\unrestrict ${restrictKey}`);
    })
    .join("\n");
}

export function psqlAvailable(): boolean {
  return spawnSync("psql", ["--version"], { stdio: "ignore" }).status === 0;
}

export async function restoreDump(targetUrl: string, sql: string, tool: RestoreTool): Promise<void> {
  if (tool === "psql") return restoreWithPsql(targetUrl, sql);
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(sql);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

function restoreWithPsql(targetUrl: string, sql: string): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "adcampaign-export-"));
  const file = path.join(dir, "data.sql");
  // The password goes through the environment, not the command line other users can read.
  const url = new URL(targetUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  try {
    writeFileSync(file, sql, { mode: 0o600 });
    const result = spawnSync("psql", ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", "--dbname", url.toString(), "--file", file], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      throw new Error(`psql could not restore the data: ${(result.stderr || result.error?.message || "").trim()}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
