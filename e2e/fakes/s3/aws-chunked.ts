// The aws-chunked body encoding the SDK uses for streamed uploads (content-encoding: aws-chunked,
// x-amz-content-sha256: STREAMING-…): "<hex size>[;chunk-signature=…]\r\n<bytes>\r\n" repeated, a zero
// chunk, then optional trailer lines (e.g. x-amz-checksum-crc32:…) and an empty line.
import type { IncomingMessage } from "node:http";

export function isAwsChunked(req: IncomingMessage): boolean {
  const encoding = String(req.headers["content-encoding"] ?? "");
  return encoding.split(",").some((part) => part.trim() === "aws-chunked") || String(req.headers["x-amz-content-sha256"] ?? "").startsWith("STREAMING-");
}

/** The decoded payload and its trailers, or null for a body that is not well-formed. */
export function decodeAwsChunked(body: Buffer): { payload: Buffer; trailers: Record<string, string> } | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
    if (!Number.isFinite(size) || size < 0) return null;
    offset = lineEnd + 2;
    if (size === 0) break;
    if (offset + size + 2 > body.length || body.toString("latin1", offset + size, offset + size + 2) !== "\r\n") return null;
    parts.push(body.subarray(offset, offset + size));
    offset += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of body.subarray(offset).toString("latin1").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { payload: Buffer.concat(parts), trailers };
}
