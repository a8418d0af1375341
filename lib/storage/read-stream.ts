import "server-only";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { fileOf } from "./local-files";

/** Random access to a stored file, for reading a few headers of a large video. */
export type StoredFileReader = {
  size: number;
  read(position: number, length: number): Promise<Uint8Array>;
  close(): Promise<void>;
};

export async function statStoredFile(key: string): Promise<{ size: number } | null> {
  const file = fileOf(key);
  if (!file) return null;
  const stats = await stat(file).catch(() => null);
  return stats?.isFile() ? { size: stats.size } : null;
}

export async function openStoredFile(key: string): Promise<StoredFileReader | null> {
  const file = fileOf(key);
  if (!file) return null;
  const handle = await open(file, "r").catch(() => null);
  if (!handle) return null;
  const { size } = await handle.stat();
  return {
    size,
    async read(position, length) {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

/** A stored file (or the inclusive byte range of it) as a web stream, read from disk as it is sent. */
export function storedFileStream(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array> | null {
  const file = fileOf(key);
  if (!file) return null;
  return Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>;
}
