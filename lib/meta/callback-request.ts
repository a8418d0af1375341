import "server-only";
import { NextResponse } from "next/server";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { clientAddressOf } from "@/lib/security/client-address";
import { metaAppSecret } from "./app-credentials";
import { verifySignedRequest, type SignedRequestError } from "./signed-request";

// The shared front of Meta's server-to-server callbacks (data deletion, deauthorize): a rate limit per
// client address, the app secret, and a verified signed_request. Meta's servers call these, not a
// browser, so no session or CSRF check applies; the signature is the authentication.

export const META_CALLBACK_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };
const MAX_BODY_BYTES = 16 * 1024;

export type MetaCallbackError = "rate_limited" | "not_configured" | "invalid_signed_request" | "expired_signed_request";
export type MetaCallbackOutcome =
  | { ok: true; metaUserId: string }
  | { ok: false; status: 400 | 429 | 503; error: MetaCallbackError; retryAfterSeconds?: number };

const invalid = (error: SignedRequestError): MetaCallbackOutcome => ({
  ok: false,
  status: 400,
  error: error === "expired" ? "expired_signed_request" : "invalid_signed_request",
});

export async function verifyMetaCallback(request: Request, callback: "data-deletion" | "deauthorize"): Promise<MetaCallbackOutcome> {
  const limit = await consumeRateLimit(`meta-${callback}:ip:${clientAddressOf(request.headers)}`, META_CALLBACK_LIMIT);
  if (!limit.allowed) return { ok: false, status: 429, error: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };

  const appSecret = metaAppSecret();
  if (!appSecret) return { ok: false, status: 503, error: "not_configured" };

  const signedRequest = await signedRequestOf(request);
  if (signedRequest === null) return invalid("malformed");
  const verified = verifySignedRequest(signedRequest, appSecret);
  return verified.ok ? { ok: true, metaUserId: verified.payload.userId } : invalid(verified.error);
}

/** The JSON answer for a refused callback (Meta logs it; nothing in it is shown to a person). */
export function metaCallbackRefusal(outcome: Extract<MetaCallbackOutcome, { ok: false }>): NextResponse {
  const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return NextResponse.json({ error: outcome.error }, { status: outcome.status, headers });
}

// Meta posts application/x-www-form-urlencoded `signed_request=...`.
async function signedRequestOf(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return null;
  try {
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) return null;
    return new URLSearchParams(body).get("signed_request");
  } catch {
    return null;
  }
}
