/** A request body whose first bytes have been read ahead, the rest still unread. */
export type PeekedBody = {
  head: Uint8Array;
  /** Every chunk of the body, the head first, read only as it is consumed. */
  chunks: AsyncIterable<Uint8Array>;
  /** Stops reading: the unread rest of the upload is dropped. */
  cancel(): Promise<void>;
};

export async function peekBody(body: ReadableStream<Uint8Array> | null, count: number): Promise<PeekedBody> {
  if (!body) return { head: new Uint8Array(), chunks: (async function* () {})(), cancel: async () => {} };
  const reader = body.getReader();
  const buffered: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    buffered.push(value);
    length += value.byteLength;
  }
  const head = concat(buffered, length);
  async function* chunks() {
    if (head.byteLength > 0) yield head;
    while (!ended) {
      const { done, value } = await reader.read();
      if (done) ended = true;
      else yield value;
    }
  }
  return {
    head,
    chunks: chunks(),
    cancel: async () => {
      if (!ended) await reader.cancel().catch(() => {});
      ended = true;
    },
  };
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
