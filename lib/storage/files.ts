import "server-only";
import { env } from "@/lib/env";
import type { ByteRange } from "./byte-range";
import type { StorageDriver, StoredFileReader } from "./driver";
import { isStorageKey, urlOf, type StoredFile } from "./keys";
import { localDriver } from "./local-driver";
import { s3Driver } from "./s3-driver";
import { withinLimit } from "./size-limit";

// Where uploaded and generated files live: local disk under DATA_DIR/uploads by default, an
// S3-compatible bucket when S3_BUCKET is set (several app processes). Either way files are served by
// /api/uploads/<key>, so their URLs do not depend on the driver.
export type { StoredFileReader } from "./driver";
export { keyOfUrl, newKey, type StoredFile } from "./keys";
export { StorageError } from "./s3-client";

export type PutStreamOutcome = { ok: true; file: StoredFile; size: number } | { ok: false; error: "tooLarge" };

const driver = (): StorageDriver => (env.S3_BUCKET ? s3Driver() : localDriver);

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export async function putFile(key: string, bytes: Uint8Array): Promise<StoredFile> {
  await driver().put(checkedKey(key), bytes);
  return { key, url: urlOf(key) };
}

/**
 * Writes a stream to storage chunk by chunk, never holding it whole, and stops reading as soon as it
 * passes maxBytes. The file appears under its key only once complete; a partial one is removed on any
 * failure (and the error rethrown).
 */
export async function putStream(key: string, source: AsyncIterable<Uint8Array>, { maxBytes }: { maxBytes: number }): Promise<PutStreamOutcome> {
  const limited = withinLimit(source, maxBytes);
  try {
    await driver().putStream(checkedKey(key), limited.chunks);
  } catch (error) {
    if (limited.counted.exceeded) return { ok: false, error: "tooLarge" };
    throw error;
  }
  return { ok: true, file: { key, url: urlOf(key) }, size: limited.counted.size };
}

export async function readStoredFile(key: string): Promise<Buffer | null> {
  return isStorageKey(key) ? driver().read(key) : null;
}

export async function statStoredFile(key: string): Promise<{ size: number } | null> {
  return isStorageKey(key) ? driver().stat(key) : null;
}

/** Random access to a stored file; close it when done. */
export async function openStoredFile(key: string): Promise<StoredFileReader | null> {
  return isStorageKey(key) ? driver().open(key) : null;
}

/** A stored file (or the inclusive byte range of it) as a web stream, read from storage as it is sent. */
export async function storedFileStream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
  return isStorageKey(key) ? driver().stream(key, range) : null;
}

export async function deleteFile(key: string): Promise<void> {
  if (isStorageKey(key)) await driver().delete(key);
}

/**
 * Deletes every file under a folder such as "media/<userId>". The folder must be shaped like a key (at
 * least two segments), so it can be neither the storage root nor a whole top folder.
 */
export async function deleteFolder(folder: string): Promise<void> {
  await driver().deleteFolder(checkedKey(folder));
}

/** Throws a StorageError (or the file system's error) when files cannot be stored, for readiness checks. */
export async function checkStorage(): Promise<void> {
  await driver().check();
}
