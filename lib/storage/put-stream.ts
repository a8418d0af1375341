import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PARTIAL_DIR, fileOf, urlOf, type StoredFile } from "./local-files";

export type PutStreamOutcome = { ok: true; file: StoredFile; size: number } | { ok: false; error: "tooLarge" };

/**
 * Writes a stream to storage chunk by chunk, never holding it whole. Stops reading as soon as it
 * passes maxBytes. The file appears under its key only once complete; a partial file is removed on
 * any failure (and the error rethrown).
 */
export async function putStream(key: string, source: AsyncIterable<Uint8Array>, { maxBytes }: { maxBytes: number }): Promise<PutStreamOutcome> {
  const file = fileOf(key);
  if (!file) throw new Error(`invalid storage key: ${key}`);
  await mkdir(PARTIAL_DIR, { recursive: true });
  const partial = path.join(PARTIAL_DIR, `${Date.now()}-${randomBytes(8).toString("hex")}`);
  const handle = await open(partial, "wx");
  let size = 0;
  let complete = false;
  try {
    for await (const chunk of source) {
      size += chunk.byteLength;
      // Leaving the loop ends the source's iteration, which cancels the rest of the upload.
      if (size > maxBytes) return { ok: false, error: "tooLarge" };
      await handle.write(chunk);
    }
    await handle.close();
    await mkdir(path.dirname(file), { recursive: true });
    await rename(partial, file);
    complete = true;
    return { ok: true, file: { key, url: urlOf(key) }, size };
  } finally {
    if (!complete) {
      await handle.close().catch(() => {});
      await rm(partial, { force: true });
    }
  }
}
