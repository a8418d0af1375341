import { rm } from "node:fs/promises";
import path from "node:path";
import { TEMPLATE_VARIABLE } from "./integration-databases";

/** Removes the run's migrated PGlite template (the worker databases go with the throwaway server). */
export default async function removeTemplate(): Promise<void> {
  const dir = process.env[TEMPLATE_VARIABLE];
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
}
