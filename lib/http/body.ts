import type { MessageKey } from "@/lib/actions/result";
import { Refusal } from "@/lib/pipeline/refusal";

// Request bodies read with a byte cap counted as the bytes arrive, whatever Content-Length says (it may
// be absent, chunked, or a lie), and a timeout, so a body that is declared but never sent does not hold
// the request open. Past the cap: 413; no bytes for the timeout: 408. Either way the rest is not read.

/** The longest wait for the next bytes of a body. */
export const BODY_TIMEOUT_MS = 30_000;

export type BodyLimits = {
  maxBytes?: number;
  timeoutMs?: number;
  /** The 413's message; errors.bodyTooLarge unless the route has its own. */
  tooLarge?: MessageKey;
};

const TIMED_OUT = Symbol("timed out");

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function declaredLength(request: Request): number {
  const length = Number(request.headers.get("content-length"));
  return Number.isFinite(length) ? length : 0;
}

/** The body as a stream that fails with a Refusal past the cap or the timeout. Nothing is read ahead of its reader. */
export function bodyStream(
  request: Request,
  { maxBytes = Infinity, timeoutMs = BODY_TIMEOUT_MS, tooLarge = "errors.bodyTooLarge" }: BodyLimits = {},
): ReadableStream<Uint8Array> | null {
  const source = request.body;
  if (!source) return null;
  const reader = source.getReader();
  const refuse = (controller: ReadableStreamDefaultController<Uint8Array>, refusal: Refusal) => {
    void reader.cancel(refusal).catch(() => {});
    controller.error(refusal);
  };
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (declaredLength(request) > maxBytes) refuse(controller, new Refusal(413, tooLarge));
      },
      async pull(controller) {
        const next = await withTimeout(reader.read(), timeoutMs);
        if (next === TIMED_OUT) return refuse(controller, new Refusal(408, "errors.bodyTimeout"));
        if (next.done) return controller.close();
        received += next.value.byteLength;
        if (received > maxBytes) return refuse(controller, new Refusal(413, tooLarge));
        controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** The whole body, at most maxBytes of it. */
export async function readBody(request: Request, limits: BodyLimits & { maxBytes: number }): Promise<Uint8Array> {
  const stream = bodyStream(request, limits);
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The whole body as UTF-8 text, at most maxBytes of it. */
export async function readText(request: Request, limits: BodyLimits & { maxBytes: number }): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limits));
}
