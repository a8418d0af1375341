import "server-only";
import type { IncomingMessage } from "node:http";
import { drain, FetchPageError, openUrl, type FetchOptions } from "./fetch-page";

// spec 001 §5: Meta takes images of at most 30 MB, so nothing larger is read.
export const IMAGE_FETCH_LIMITS = { maxBytes: 30 * 1024 * 1024 };

export type FetchedImage = {
  url: string;
  /** The size the server declared, if any. */
  size?: number;
  /** The body, read only as it is consumed; it fails with a FetchPageError past the cap or when cut off. */
  body: ReadableStream<Uint8Array>;
};

/**
 * Fetches an image (a product page's photo) under the same rules as a product page: public addresses
 * only, redirects checked again, time-limited; the answer must be declared an image, and its body is
 * capped. What the bytes really are is for the caller to check.
 */
export async function fetchImage(rawUrl: string, options: FetchOptions = {}): Promise<FetchedImage> {
  const { url, response } = await openUrl(rawUrl, options, "image/*");
  const type = String(response.headers["content-type"] ?? "");
  if (!/^\s*image\//i.test(type)) throw drain(response, new FetchPageError("not_image", type || "no content type"));
  const declared = Number(response.headers["content-length"] ?? 0);
  if (declared > IMAGE_FETCH_LIMITS.maxBytes) throw drain(response, new FetchPageError("too_large"));
  return { url, size: declared > 0 ? declared : undefined, body: streamOf(capped(response)) };
}

/** An image's bytes, read whole under the same rules and cap (a generated image, copied into storage). */
export async function downloadImage(rawUrl: string, options: FetchOptions = {}): Promise<Uint8Array> {
  const image = await fetchImage(rawUrl, options);
  return new Uint8Array(await new Response(image.body).arrayBuffer());
}

// Counts what arrives instead of trusting Content-Length, and stops reading at the cap.
async function* capped(response: IncomingMessage): AsyncGenerator<Uint8Array> {
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > IMAGE_FETCH_LIMITS.maxBytes) throw new FetchPageError("too_large");
      yield new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  } catch (error) {
    // A response cut off midway (the request's time limit, a reset) reads as a network failure.
    throw error instanceof FetchPageError ? error : new FetchPageError("network", error instanceof Error ? error.message : String(error));
  } finally {
    response.destroy();
  }
}

function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
