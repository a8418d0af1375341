import "server-only";
import { NextResponse } from "next/server";
import type { MessageKey } from "@/lib/actions/result";
import { readBody } from "@/lib/http/body";
import type { Logger } from "@/lib/log/server";
import { metaAppSecret } from "@/lib/meta/app-credentials";
import { receiveDelivery } from "./receive";
import { SIGNATURE_HEADER, validSignature } from "./signature";
import { isWebhookVerifyToken } from "./verify-token";

// The webhook route's two answers. Refusals are logged with what they were, never with the body.

// A delivery holds at most 1000 updates (Graph webhooks "Getting started"), a few hundred bytes each.
export const MAX_DELIVERY_BYTES = 1024 * 1024;
const BODY_TIMEOUT_MS = 10_000;

export type Taken = { ok: true } | { ok: false; status: number; error: MessageKey };

/** POST: verified with the app secret over the raw bytes, then kept and queued (./receive.ts). */
export async function takeDelivery(request: Request, log: Logger): Promise<Taken> {
  const appSecret = metaAppSecret();
  if (!appSecret) return { ok: false, status: 503, error: "errors.metaWebhook.notConfigured" };
  const body = await readBody(request, { maxBytes: MAX_DELIVERY_BYTES, timeoutMs: BODY_TIMEOUT_MS });
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!validSignature(body, signature, appSecret)) {
    log.warn({ bytes: body.byteLength, signed: signature !== null }, "[meta-webhook] refused: signature missing or wrong");
    return { ok: false, status: 401, error: "errors.metaWebhook.invalidSignature" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    parsed = undefined;
  }
  const received = await receiveDelivery(parsed, log);
  if (received.ok) return { ok: true };
  if (received.reason === "invalidBody") log.warn({ bytes: body.byteLength }, "[meta-webhook] refused: not an ad account notification");
  return received.reason === "invalidBody"
    ? { ok: false, status: 400, error: "errors.metaWebhook.invalidBody" }
    : { ok: false, status: 503, error: "errors.metaWebhook.notQueued" };
}

const CHALLENGE = /^[\w.-]{1,256}$/;

/**
 * GET: Meta's verification. "hub.mode -- always subscribe … Your endpoint must confirm that
 * hub.verify_token matches the token you configured, then respond with a 200 OK whose body is the exact
 * hub.challenge value" (Ads webhooks › Get started). Anything else is refused.
 */
export function answerVerification(params: URLSearchParams, log: Logger): Response {
  const challenge = params.get("hub.challenge") ?? "";
  if (params.get("hub.mode") === "subscribe" && isWebhookVerifyToken(params.get("hub.verify_token")) && CHALLENGE.test(challenge)) {
    log.info("[meta-webhook] verification answered");
    return new Response(challenge, { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  log.warn({ mode: params.get("hub.mode")?.slice(0, 20) ?? null }, "[meta-webhook] verification refused");
  return NextResponse.json({ ok: false, error: "errors.metaWebhook.invalidVerification" }, { status: 403 });
}
