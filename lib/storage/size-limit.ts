/** Thrown from inside an upload's chunks once they pass the limit, so the driver drops what it stored. */
export class SizeLimitExceeded extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
    this.name = "SizeLimitExceeded";
  }
}

/** The source's chunks, counted as they pass; stops reading the source as soon as they exceed maxBytes. */
export function withinLimit(source: AsyncIterable<Uint8Array>, maxBytes: number) {
  const counted = { size: 0, exceeded: false };
  async function* chunks() {
    // Leaving this loop ends the source's iteration, which stops reading the rest of the upload.
    for await (const chunk of source) {
      counted.size += chunk.byteLength;
      if (counted.size > maxBytes) {
        counted.exceeded = true;
        throw new SizeLimitExceeded(maxBytes);
      }
      yield chunk;
    }
  }
  return { chunks: chunks(), counted };
}
