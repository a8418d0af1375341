// Sending Ads webhook notifications as Meta does: changes gathered for a short tick and POSTed together
// (one entry per ad account), the body's non-ASCII characters escaped, signed with the app secret,
// retried after a failure, every attempt on record. Sending starts on a timer, so it never holds up the
// answer to the Graph or control call that caused it. Never used by production code.
import { createHmac } from "node:crypto";
import { FAKE_META_APP } from "./seed";
import type { FakeMetaState } from "./state";
import { callCallback } from "./webhook-http";
import { later, webhooksOf, type WebhookChange, type WebhookDelivery, type WebhookStore } from "./webhook-store";

/** Changes arising within this tick go out in one POST (the fake's choice: Meta gives no window). */
export const BATCH_TICK_MS = 25;

// "Event Notifications are aggregated and sent in a batch with a maximum of 1000 updates"
// (https://developers.facebook.com/docs/graph-api/webhooks/getting-started).
export const MAX_CHANGES_PER_POST = 1000;

/** Keeps the record of deliveries to the most recent ones. */
const MAX_RECORDED_DELIVERIES = 500;

/**
 * JSON with every non-ASCII character as \uXXXX in lowercase hex: Meta generates "the signature using an
 * escaped unicode version of the payload, with lowercase hex digits" (Meta's Messenger webhook docs, as
 * quoted in many public copies; the ads and Graph pages don't say), so these are the bytes sent and signed.
 */
export function escapedJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * `X-Hub-Signature-256: sha256=<signature>`, "an HMAC-SHA256 of the raw request body keyed with your app
 * secret" (https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/setup/get-started),
 * in lowercase hex as Meta's own sample code compares it (`.digest("hex")`).
 */
export const signatureOf = (body: Buffer) => `sha256=${createHmac("sha256", FAKE_META_APP.secret).update(body).digest("hex")}`;

/** Adds a change to the batch being gathered for the account; the batch leaves at the end of the tick. */
export function queueChange(state: FakeMetaState, accountId: string, change: WebhookChange) {
  const store = webhooksOf(state);
  if (store.stopped || !store.registration) return;
  const starting = store.queued.size === 0;
  store.queued.set(accountId, [...(store.queued.get(accountId) ?? []), change]);
  if (starting) later(store, BATCH_TICK_MS, () => flush(store));
}

/**
 * The payload envelope (https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/ads-webhooks-overview):
 * `object` always "ad_account", `entry` "one item per affected ad account", each with the account's id
 * (digits, no act_, as the subscriptions page's examples send it), a Unix `time` ("when the Event
 * Notification was sent", the Graph getting-started page) and its `changes`. A batch of more than
 * MAX_CHANGES_PER_POST changes is split, an account's entry across POSTs where it must.
 */
export function envelopes(queued: Map<string, WebhookChange[]>, time: number): Record<string, unknown>[] {
  const posts: { accountId: string; changes: WebhookChange[] }[][] = [[]];
  let count = 0;
  for (const [accountId, changes] of queued) {
    for (const change of changes) {
      if (count === MAX_CHANGES_PER_POST) {
        posts.push([]);
        count = 0;
      }
      const entries = posts.at(-1)!;
      const entry = entries.find((item) => item.accountId === accountId) ?? entries[entries.push({ accountId, changes: [] }) - 1]!;
      entry.changes.push(change);
      count += 1;
    }
  }
  return posts
    .filter((entries) => entries.length)
    .map((entries) => ({ object: "ad_account", entry: entries.map(({ accountId, changes }) => ({ id: accountId, time, changes })) }));
}

function flush(store: WebhookStore) {
  const registration = store.registration;
  const queued = new Map(store.queued);
  store.queued.clear();
  if (!registration || !queued.size) return;
  const now = Date.now();
  for (const envelope of envelopes(queued, Math.floor(now / 1000))) {
    const body = escapedJson(envelope);
    const first = record(store, registration.callbackUrl, body, now);
    attempt(store, first, 0);
    if (store.options.duplicates) attempt(store, record(store, registration.callbackUrl, body, now, first.id), 0);
  }
}

function record(store: WebhookStore, url: string, body: string, now: number, duplicateOf?: number): WebhookDelivery {
  const delivery: WebhookDelivery = {
    id: store.nextDeliveryId++,
    url,
    body,
    time: new Date(now).toISOString(),
    attempts: [],
    delivered: false,
    dropped: false,
    ...(duplicateOf === undefined ? {} : { duplicateOf }),
  };
  store.deliveries.push(delivery);
  if (store.deliveries.length > MAX_RECORDED_DELIVERIES) {
    const finished = store.deliveries.findIndex((item) => item.delivered || item.dropped);
    if (finished >= 0) store.deliveries.splice(finished, 1);
  }
  return delivery;
}

/**
 * One POST of the notification, with GGS's request headers (`Content-Type: application/json`,
 * `X-Hub-Signature-256`). Only a 200 counts: "Your endpoint should respond to all Event Notifications with
 * `200 OK HTTPS`" (https://developers.facebook.com/docs/graph-api/webhooks/getting-started); anything
 * else, a network error or no answer in time is retried per the options, then the notification is dropped.
 * A retry sends the same bytes (the same `time`): Meta leaves deduplication to the receiver.
 */
function attempt(store: WebhookStore, delivery: WebhookDelivery, retriesDone: number) {
  const bytes = Buffer.from(delivery.body, "utf8");
  store.inFlight += 1;
  void callCallback("POST", delivery.url, {
    body: bytes,
    headers: { "content-type": "application/json", "x-hub-signature-256": signatureOf(bytes) },
  }).then((answer) => {
    store.inFlight -= 1;
    const at = new Date().toISOString();
    delivery.attempts.push("error" in answer ? { at, error: answer.error } : { at, status: answer.status });
    if (!("error" in answer) && answer.status === 200) {
      delivery.delivered = true;
      return;
    }
    const delays = store.options.retryDelaysMs;
    if (store.stopped || retriesDone >= delays.length) {
      delivery.dropped = true;
      return;
    }
    later(store, delays[retriesDone]!, () => attempt(store, delivery, retriesDone + 1));
  });
}
