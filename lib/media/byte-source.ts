/** Random access to a file's bytes (a stored file, or bytes in memory in tests). */
export type ByteSource = {
  size: number;
  /** Up to `length` bytes from `position`; fewer at the end of the file. */
  read(position: number, length: number): Promise<Uint8Array>;
};

export function bytesSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (position, length) => bytes.subarray(position, position + length) };
}

export type Dimensions = { width: number | null; height: number | null };
export type VideoFacts = Dimensions & { duration: number | null };
