// Registering the app's webhook for the `ad_account` object, as Meta does it for the App Dashboard's
// Webhooks product and for POST /{app-id}/subscriptions: first the verification request to the callback,
// and only when it echoes the challenge, the registration. Never used by production code.
import { randomInt } from "node:crypto";
import type { FakeMetaState } from "./state";
import type { AdAccountWebhookField } from "./webhook-fields";
import { callbackProblem, callCallback } from "./webhook-http";
import { webhooksOf, type WebhookRegistration } from "./webhook-store";

export type RegisterRequest = {
  callbackUrl: string;
  verifyToken: string;
  fields: AdAccountWebhookField[];
  includeValues: boolean;
  via: WebhookRegistration["via"];
};

/** A refusal of the registration, with the reason; nothing was registered. */
export class VerificationFailed extends Error {}

/**
 * Meta's verification request (https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/setup/get-started,
 * "Verify the endpoint"): `GET callback?hub.mode=subscribe&hub.challenge=…&hub.verify_token=…`; the
 * endpoint must "respond with a `200 OK` whose body is the exact `hub.challenge` value. If the challenge
 * is not echoed back, the subscription is not created." The challenge is "a random string" there and "An
 * `int` you must pass back to us" on https://developers.facebook.com/docs/graph-api/webhooks/getting-started,
 * whose example is 1158201444: the fake sends ten digits and compares the body with them, unchanged.
 */
export async function verifyCallback(callbackUrl: string, verifyToken: string): Promise<void> {
  const problem = callbackProblem(callbackUrl);
  if (problem) throw new VerificationFailed(problem);
  const challenge = String(randomInt(1_000_000_000, 9_999_999_999));
  const url = new URL(callbackUrl);
  url.searchParams.set("hub.mode", "subscribe");
  url.searchParams.set("hub.challenge", challenge);
  url.searchParams.set("hub.verify_token", verifyToken);
  const answer = await callCallback("GET", url.toString());
  if ("error" in answer) throw new VerificationFailed(`the callback could not be reached (${answer.error})`);
  if (answer.status !== 200) throw new VerificationFailed(`the callback answered HTTP ${answer.status} instead of 200`);
  if (answer.body !== challenge) {
    const shown = answer.body.length > 100 ? `${answer.body.slice(0, 100)}…` : answer.body;
    throw new VerificationFailed(`the callback answered 200 with ${JSON.stringify(shown)}, not the hub.challenge ${challenge}`);
  }
}

/** Verifies the callback, then registers (replacing any registration): the app's webhook for ad_account. */
export async function registerWebhook(state: FakeMetaState, request: RegisterRequest): Promise<WebhookRegistration> {
  await verifyCallback(request.callbackUrl, request.verifyToken);
  const registration: WebhookRegistration = {
    object: "ad_account",
    callbackUrl: request.callbackUrl,
    verifyToken: request.verifyToken,
    fields: [...new Set(request.fields)],
    includeValues: request.includeValues,
    via: request.via,
    registeredAt: new Date().toISOString(),
  };
  webhooksOf(state).registration = registration;
  return registration;
}
