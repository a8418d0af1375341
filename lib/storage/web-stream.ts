import type { Readable } from "node:stream";

/**
 * A Node stream as a web ReadableStream, read only when the consumer pulls. Node 20's Readable.toWeb
 * pushes each 'data' event into the stream's controller, and a chunk that arrives after the consumer
 * cancelled (a browser dropping a video's range request mid-way) throws "Controller is already closed"
 * as an uncaught exception in the server (nodejs/node#64529). Pulling through the stream's async
 * iterator leaves no listener behind; cancelling ends the iterator, which destroys the source (and
 * closes its file).
 */
export function webStreamFrom(source: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer | Uint8Array | string> = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === "string" ? new TextEncoder().encode(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
