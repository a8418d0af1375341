import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileOf, urlOf, type StoredFile } from "./local-files";

// Where uploaded and generated files live. Local disk under DATA_DIR/uploads, served by
// /api/uploads/…; an S3-compatible implementation can replace it behind the same functions.
export type { StoredFile } from "./local-files";
export { putStream, type PutStreamOutcome } from "./put-stream";
export { openStoredFile, statStoredFile, storedFileStream, type StoredFileReader } from "./read-stream";

export function newKey(folder: string, extension: string): string {
  return `${folder}/${Date.now()}-${randomBytes(8).toString("hex")}.${extension}`;
}

export async function putFile(key: string, bytes: Uint8Array): Promise<StoredFile> {
  const file = fileOf(key);
  if (!file) throw new Error(`invalid storage key: ${key}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: "wx" });
  return { key, url: urlOf(key) };
}

export async function readStoredFile(key: string): Promise<Buffer | null> {
  const file = fileOf(key);
  if (!file) return null;
  return readFile(file).catch(() => null);
}

export async function deleteFile(key: string): Promise<void> {
  const file = fileOf(key);
  if (file) await rm(file, { force: true });
}

/** The storage key behind one of our file URLs, or null for any other address. */
export function keyOfUrl(url: string | null): string | null {
  return url?.startsWith("/api/uploads/") ? url.slice("/api/uploads/".length) : null;
}
