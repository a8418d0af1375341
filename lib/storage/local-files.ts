import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { isStorageKey } from "./keys";

// Local disk under DATA_DIR/uploads. Partial uploads are written under ".partial", a folder no key
// can name, so an unfinished file is never served.
export const ROOT = path.resolve(env.DATA_DIR, "uploads");
export const PARTIAL_DIR = path.join(ROOT, ".partial");

/** The file behind a storage key, or null for a key that could leave the uploads folder. */
export function fileOf(key: string): string | null {
  if (!isStorageKey(key)) return null;
  const file = path.resolve(ROOT, key);
  return file.startsWith(`${ROOT}${path.sep}`) ? file : null;
}
