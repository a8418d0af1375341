import type { ByteRange } from "./byte-range";

/** Random access to a stored file, for reading a few headers of a large video. */
export type StoredFileReader = {
  size: number;
  read(position: number, length: number): Promise<Uint8Array>;
  close(): Promise<void>;
};

/**
 * Where the files live: local disk (one machine) or an S3-compatible bucket (several app processes).
 * Keys reach a driver already checked (keys.ts); a missing file answers null, never throws.
 */
export type StorageDriver = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Stores the chunks as they are read. If reading them fails, the error is rethrown and nothing stays behind. */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number } | null>;
  open(key: string): Promise<StoredFileReader | null>;
  /** The file, or the inclusive byte range of it, as a stream read while it is sent. */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file under a folder of keys ("media/<userId>"), however many; a missing folder is no error. */
  deleteFolder(folder: string): Promise<void>;
  /** Throws a clear error when the storage cannot be used (for readiness checks). */
  check(): Promise<void>;
};
