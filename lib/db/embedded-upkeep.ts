import type { PGlite } from "@electric-sql/pglite";

// PGlite runs no autovacuum daemon, so on the embedded database nothing ever analyses a table: the
// planner keeps its empty-table estimates and reads all of a seller's 10,000 campaigns to show 24
// (a bitmap scan and a sort instead of the list's index). It also never vacuums, so dead rows pile up.
// The app does what the daemon would on a PostgreSQL server: on start, then every hour.

export const UPKEEP_EVERY_MS = 60 * 60 * 1000;

/** One pass: reclaims dead rows and refreshes the planner's statistics. */
export async function upkeepEmbedded(pglite: Pick<PGlite, "exec">): Promise<void> {
  await pglite.exec("VACUUM (ANALYZE)");
}

/** Runs a pass now and then every `everyMs`; a failed pass is reported and the next one still runs. */
export function startEmbeddedUpkeep(pglite: Pick<PGlite, "exec">, report: (error: unknown) => void, everyMs = UPKEEP_EVERY_MS): () => void {
  const pass = () => void upkeepEmbedded(pglite).catch(report);
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
