import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { readText } from "@/lib/http/body";
import { failure } from "@/lib/http/failure";
import { perMinute, type RequestLimit } from "@/lib/rate-limit/limits";
import { metaAppSecret } from "./app-credentials";
import { SIGNED_REQUEST_MAX_AGE_MS, verifySignedRequest } from "./signed-request";

// The shared front of Meta's server-to-server callbacks (data deletion, deauthorize): the app secret, a
// verified signed_request, used once. Meta's servers call these, not a browser, so no session or Origin
// check applies; the signature is the authentication. The routes add a limit per client address.

export type MetaCallback = "data-deletion" | "deauthorize";

export const metaCallbackLimit = (callback: MetaCallback): RequestLimit => perMinute(`meta-${callback}`, 60, { per: "address" });

// Meta posts application/x-www-form-urlencoded `signed_request=...`, well under this.
const MAX_BODY_BYTES = 16 * 1024;
const BODY_TIMEOUT_MS = 10_000;

/**
 * Answers a Meta callback: `run` gets the app-scoped user id of a verified signed_request not used for
 * this callback before. A replay within the request's hour is refused (409). When `run` throws, the
 * request is released again, so Meta's retry of the same request is answered.
 */
export async function answerMetaCallback(request: Request, callback: MetaCallback, run: (metaUserId: string) => Promise<Response>): Promise<Response> {
  const appSecret = metaAppSecret();
  if (!appSecret) return failure(503, "errors.metaCallback.notConfigured");
  const body = await readText(request, { maxBytes: MAX_BODY_BYTES, timeoutMs: BODY_TIMEOUT_MS });
  const signedRequest = new URLSearchParams(body).get("signed_request") ?? "";
  const verified = verifySignedRequest(signedRequest, appSecret);
  if (!verified.ok) return failure(400, verified.error === "expired" ? "errors.metaCallback.expiredSignedRequest" : "errors.metaCallback.invalidSignedRequest");

  // Per callback: the same request sent to both is one use of each.
  const digest = createHash("sha256").update(`${callback}:${verified.payload.requestId}`).digest("hex");
  if (!(await claimSignedRequest(digest, verified.payload.issuedAt))) return failure(409, "errors.metaCallback.replayedSignedRequest");
  try {
    return await run(verified.payload.userId);
  } catch (error) {
    await db.metaSignedRequestUse.deleteMany({ where: { digest } });
    throw error;
  }
}

// Remembered until it would be refused as expired anyway; the expired ones are forgotten here too.
async function claimSignedRequest(digest: string, issuedAt: Date, now = new Date()): Promise<boolean> {
  await db.metaSignedRequestUse.deleteMany({ where: { expiresAt: { lte: now } } });
  const expiresAt = new Date(issuedAt.getTime() + SIGNED_REQUEST_MAX_AGE_MS);
  const { count } = await db.metaSignedRequestUse.createMany({ data: [{ digest, expiresAt }], skipDuplicates: true });
  return count === 1;
}
