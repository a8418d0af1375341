import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// Meta's signed_request (data deletion and deauthorize callbacks):
// `<base64url(HMAC-SHA256(encoded payload, app secret))>.<base64url(JSON payload)>`, the HMAC taken over
// the payload part exactly as sent. Only Meta knows the app secret, so a valid signature proves Meta sent it.
// https://developers.facebook.com/docs/development/create-an-app/app-dashboard/data-deletion-callback
// (its parse_signed_request), https://developers.facebook.com/docs/games/gamesonfacebook/login#parsingsr

export const SIGNED_REQUEST_ALGORITHM = "HMAC-SHA256";
/** Older requests are refused, so a leaked or logged request cannot be replayed for long. */
export const SIGNED_REQUEST_MAX_AGE_MS = 60 * 60 * 1000;
/** Tolerated clock difference between Meta and us. */
export const SIGNED_REQUEST_CLOCK_SKEW_MS = 5 * 60 * 1000;
const MAX_LENGTH = 8192;

export type SignedRequestPayload = {
  userId: string;
  issuedAt: Date;
  /** The same for every spelling of one request (hex): what a replay is recognised by. */
  requestId: string;
};
export type SignedRequestError = "malformed" | "badSignature" | "unsupportedAlgorithm" | "expired" | "issuedInFuture";
export type SignedRequestResult = { ok: true; payload: SignedRequestPayload } | { ok: false; error: SignedRequestError };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const SHA256_BYTES = 32;

const payloadSchema = z.object({
  algorithm: z.string(),
  // An app-scoped id: digits, sent as a string (sometimes a number).
  user_id: z.union([z.string().regex(/^\d{1,32}$/), z.number().int().nonnegative().transform(String)]),
  issued_at: z.number().int().positive(),
  expires: z.number().int().nonnegative().optional(),
});

/**
 * The bytes of a part written in the one spelling its bytes have: unpadded, or padded as base64 pads
 * (Meta pads its signatures with "="). Any other spelling of the same bytes (padding of the wrong
 * length, non-zero unused bits in the last symbol) is refused, so a replay cannot pass as a new request.
 */
function decodeCanonical(part: string): Buffer | null {
  if (!BASE64URL.test(part)) return null;
  const bytes = Buffer.from(part, "base64url");
  const unpadded = bytes.toString("base64url");
  const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, "=");
  return part === unpadded || part === padded ? bytes : null;
}
const hmacOf = (encodedPayload: string, appSecret: string) => createHmac("sha256", appSecret).update(encodedPayload).digest();

export function verifySignedRequest(signedRequest: unknown, appSecret: string, now = new Date()): SignedRequestResult {
  if (typeof signedRequest !== "string" || signedRequest.length > MAX_LENGTH) return { ok: false, error: "malformed" };
  const parts = signedRequest.split(".");
  if (parts.length !== 2) return { ok: false, error: "malformed" };
  const [encodedSignature, encodedPayload] = parts as [string, string];
  const signature = decodeCanonical(encodedSignature);
  const payloadBytes = decodeCanonical(encodedPayload);
  if (!signature || !payloadBytes) return { ok: false, error: "malformed" };

  if (signature.length !== SHA256_BYTES) return { ok: false, error: "badSignature" };
  // Both buffers are 32 bytes, as timingSafeEqual requires; the comparison takes the same time for any input.
  if (!timingSafeEqual(signature, hmacOf(encodedPayload, appSecret))) return { ok: false, error: "badSignature" };

  let json: unknown;
  try {
    json = JSON.parse(payloadBytes.toString("utf8"));
  } catch {
    return { ok: false, error: "malformed" };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: "malformed" };
  const payload = parsed.data;
  if (payload.algorithm.toUpperCase() !== SIGNED_REQUEST_ALGORITHM) return { ok: false, error: "unsupportedAlgorithm" };

  const issuedAtMs = payload.issued_at * 1000;
  const nowMs = now.getTime();
  if (issuedAtMs > nowMs + SIGNED_REQUEST_CLOCK_SKEW_MS) return { ok: false, error: "issuedInFuture" };
  if (issuedAtMs < nowMs - SIGNED_REQUEST_MAX_AGE_MS) return { ok: false, error: "expired" };
  // `expires` 0 means "no expiry" in Meta's payloads.
  if (payload.expires && payload.expires * 1000 < nowMs - SIGNED_REQUEST_CLOCK_SKEW_MS) return { ok: false, error: "expired" };

  const requestId = createHash("sha256").update(signature).update(".").update(encodedPayload).digest("hex");
  return { ok: true, payload: { userId: payload.user_id, issuedAt: new Date(issuedAtMs), requestId } };
}

/** Builds a signed_request the way Meta does (tests and the local fake Meta server send these). */
export function encodeSignedRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${hmacOf(encodedPayload, appSecret).toString("base64url")}.${encodedPayload}`;
}
