import { readFileSync } from "node:fs";
import { NextRequest } from "next/server";

export const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/media/${name}`));

/** An MP4 fixture whose movie header says it lasts `seconds`. */
export function withDuration(bytes: Uint8Array<ArrayBuffer>, seconds: number): Uint8Array<ArrayBuffer> {
  const copy = bytes.slice();
  const mvhd = Buffer.from(copy).indexOf("mvhd") + 4;
  const view = new DataView(copy.buffer);
  view.setUint32(mvhd + 16, view.getUint32(mvhd + 12) * seconds);
  return copy;
}

/** A body of `total` bytes that begins with `head`, made as it is read; counts what was pulled. */
export function lazyBody(head: Uint8Array, total: number, chunkSize = 1024 * 1024) {
  const chunk = new Uint8Array(chunkSize);
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        const next = chunk.slice(0, Math.min(chunkSize, total - state.pulled));
        if (state.pulled === 0) next.set(head.subarray(0, next.length));
        state.pulled += next.length;
        controller.enqueue(next);
      },
      cancel() {
        state.cancelled = true;
      },
      // Nothing is made ahead of a read.
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

export function uploadRequest(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost/api/wizard/media", {
    method: "POST",
    body,
    headers: { "content-type": "application/octet-stream", ...headers },
    duplex: "half",
  });
}
