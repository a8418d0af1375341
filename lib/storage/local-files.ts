import "server-only";
import path from "node:path";
import { env } from "@/lib/env";

// Local disk under DATA_DIR/uploads. Partial uploads are written under ".partial", a folder no key
// can name (keys start with a lowercase letter or digit), so an unfinished file is never served.
export const ROOT = path.resolve(env.DATA_DIR, "uploads");
export const PARTIAL_DIR = path.join(ROOT, ".partial");
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/** The file behind a storage key, or null for a key that could leave the uploads folder. */
export function fileOf(key: string): string | null {
  if (!KEY_PATTERN.test(key) || key.includes("..")) return null;
  const file = path.resolve(ROOT, key);
  return file.startsWith(`${ROOT}${path.sep}`) ? file : null;
}

export type StoredFile = { key: string; url: string };

export const urlOf = (key: string) => `/api/uploads/${key}`;
