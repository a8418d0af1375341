// What the fake Meta keeps about Ads webhooks, per state (a reset starts without any, and stops what
// was under way): the app's registration (the App Dashboard's Webhooks product, or POST
// /{app-id}/subscriptions), the ad accounts that subscribed the app (POST /act_{id}/subscribed_apps),
// the last effective status seen of each of their objects, the test's delivery options, the changes
// waiting for the next batch and the record of every delivery. Never used by production code.
import type { AdAccountWebhookField, FatigueLevel } from "./webhook-fields";
import type { FakeMetaState } from "./state";

export type WebhookRegistration = {
  object: "ad_account";
  callbackUrl: string;
  verifyToken: string;
  fields: AdAccountWebhookField[];
  /** Taken and kept (POST /{app-id}/subscriptions include_values); the ads pages only ever show `changes`. */
  includeValues: boolean;
  /** Through the control API (standing for the App Dashboard) or the Graph call. */
  via: "control" | "graph";
  registeredAt: string;
};

/** One change of an entry: `{ field, value }` (the payload envelope of the ads webhooks overview). */
export type WebhookChange = { field: string; value: Record<string, unknown> };

export type DeliveryAttempt = { at: string; status?: number; error?: string };
export type WebhookDelivery = {
  id: number;
  url: string;
  /** The exact bytes POSTed (and signed), as text. */
  body: string;
  /** When the notification was made (the entries' `time`). */
  time: string;
  attempts: DeliveryAttempt[];
  /** Answered 200 at some attempt. */
  delivered: boolean;
  /** Every attempt failed: given up. */
  dropped: boolean;
  /** With the duplicates option, the second POST of the same notification names the first. */
  duplicateOf?: number;
};

/**
 * The test's delivery options. Meta: "If any update sent to your server fails, we will retry
 * immediately, then try a few more times with decreasing frequency over the next 36 hours … Your server
 * should handle deduplication" (https://developers.facebook.com/docs/graph-api/webhooks/getting-started).
 * The fake's schedule is that shape in seconds rather than hours, so tests don't wait: the delays before
 * each retry, the first immediate. `duplicates` POSTs every notification twice.
 */
export type WebhookOptions = { duplicates: boolean; retryDelaysMs: number[] };
export const DEFAULT_RETRY_DELAYS_MS = [0, 250, 1000, 3000];
export const defaultWebhookOptions = (): WebhookOptions => ({ duplicates: false, retryDelaysMs: [...DEFAULT_RETRY_DELAYS_MS] });

export type WebhookStore = {
  registration: WebhookRegistration | null;
  /** The ad accounts (numeric ids) that subscribed the app. */
  subscribedAccounts: Set<string>;
  /** Per subscribed account, the effective status last seen of each campaign, ad set and ad. */
  seen: Map<string, Map<string, string>>;
  /** Each ad's last creative fatigue level (POST /__control/fatigue). */
  fatigue: Map<string, FatigueLevel>;
  options: WebhookOptions;
  /** Changes waiting for the batch being gathered, per account. */
  queued: Map<string, WebhookChange[]>;
  deliveries: WebhookDelivery[];
  timers: Set<NodeJS.Timeout>;
  /** Attempts under way (a request sent, its answer not in yet). */
  inFlight: number;
  stopped: boolean;
  nextDeliveryId: number;
};

const stores = new WeakMap<FakeMetaState, WebhookStore>();

export function webhooksOf(state: FakeMetaState): WebhookStore {
  let store = stores.get(state);
  if (!store) {
    store = {
      registration: null,
      subscribedAccounts: new Set(),
      seen: new Map(),
      fatigue: new Map(),
      options: defaultWebhookOptions(),
      queued: new Map(),
      deliveries: [],
      timers: new Set(),
      inFlight: 0,
      stopped: false,
      nextDeliveryId: 1,
    };
    stores.set(state, store);
  }
  return store;
}

/** A timer of the store's, forgotten once it ran and cancelled by stopWebhooks. */
export function later(store: WebhookStore, ms: number, run: () => void) {
  if (store.stopped) return;
  const timer = setTimeout(() => {
    store.timers.delete(timer);
    if (!store.stopped) run();
  }, ms);
  store.timers.add(timer);
}

/** Nothing more is sent from this state (a reset, or the fake closing). */
export function stopWebhooks(state: FakeMetaState) {
  const store = stores.get(state);
  if (!store) return;
  store.stopped = true;
  for (const timer of store.timers) clearTimeout(timer);
  store.timers.clear();
  store.queued.clear();
}

/** Changes waiting for their batch, plus notifications neither delivered nor given up yet. */
export function pendingCount(store: WebhookStore): number {
  const queued = [...store.queued.values()].reduce((sum, changes) => sum + changes.length, 0);
  return queued + store.deliveries.filter((delivery) => !delivery.delivered && !delivery.dropped).length;
}

/** Resolves true once nothing is pending, false when `timeoutMs` passed first. */
export async function webhooksSettled(state: FakeMetaState, timeoutMs: number): Promise<boolean> {
  const store = webhooksOf(state);
  const until = Date.now() + timeoutMs;
  while (pendingCount(store) > 0 && !store.stopped) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}
