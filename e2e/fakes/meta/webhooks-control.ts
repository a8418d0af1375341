// The control API's part for Ads webhooks (served under /__control by control-server.ts): register the
// app's webhook as the App Dashboard's Webhooks product would, read the registration and every delivery,
// set the delivery options, and make Meta notice an ad's creative fatigue. A refusal throws (the control
// server answers 400 with the reason). Never used by production code.
import { effectiveStatus } from "./objects";
import type { FakeMetaState } from "./state";
import { queueChange } from "./webhook-delivery";
import { AD_ACCOUNT_WEBHOOK_FIELDS, DEFAULT_WEBHOOK_FIELDS, FATIGUE_LEVELS, fatigueMessage, isWebhookField, type FatigueLevel } from "./webhook-fields";
import { registerWebhook } from "./webhook-register";
import { pendingCount, webhooksOf, webhooksSettled, type WebhookDelivery, type WebhookOptions, type WebhookRegistration } from "./webhook-store";

/** POST /__control/webhooks: the callback, its verify token, and the ad_account fields (DEFAULT_WEBHOOK_FIELDS when left out). */
export type RegisterWebhooksOptions = { callbackUrl: string; verifyToken: string; fields?: string[] };
export type WebhookOptionsPatch = Partial<WebhookOptions>;
/** POST /__control/fatigue: the ad, its new fatigue level, and the message (one in the form of Meta's example when left out). */
export type FatigueOptions = { adId: string; level: FatigueLevel; message?: string };
export type FatigueResult = { queued: boolean; reason?: string; change?: Record<string, unknown> };

export type WebhooksSnapshot = {
  registration: WebhookRegistration | null;
  /** The ad accounts (numeric ids) that subscribed the app (POST /act_{id}/subscribed_apps). */
  subscribedAccounts: string[];
  options: WebhookOptions;
  /** Changes waiting for their batch plus notifications not yet delivered nor given up. */
  pending: number;
  deliveries: WebhookDelivery[];
  /** Only with ?settled: whether nothing was pending any more before the wait ran out. */
  settled?: boolean;
};

/** How long GET /__control/webhooks?settled waits at most (?settled=<ms> chooses, up to 30 s). */
export const SETTLE_DEFAULT_MS = 5_000;
const SETTLE_MAX_MS = 30_000;

/** The App Dashboard's Webhooks product: the verification request first, then the registration (replacing any). */
export async function registerWebhooks(state: FakeMetaState, options: RegisterWebhooksOptions): Promise<{ registration: WebhookRegistration }> {
  const { callbackUrl, verifyToken, fields = DEFAULT_WEBHOOK_FIELDS } = options ?? {};
  if (typeof callbackUrl !== "string" || !callbackUrl) throw new Error("webhooks needs the callbackUrl");
  if (typeof verifyToken !== "string") throw new Error("webhooks needs the verifyToken (a string)");
  if (!Array.isArray(fields) || !fields.length) throw new Error("webhooks fields must be a non-empty list of ad_account fields");
  const wrong = fields.find((field) => !isWebhookField(field));
  if (wrong !== undefined) throw new Error(`${JSON.stringify(wrong)} is not a field of the ad_account object: one of ${AD_ACCOUNT_WEBHOOK_FIELDS.join(", ")}`);
  const registration = await registerWebhook(state, {
    callbackUrl,
    verifyToken,
    fields: fields.filter(isWebhookField),
    includeValues: true,
    via: "control",
  });
  return { registration };
}

/** DELETE /__control/webhooks: the app's webhook is removed (the accounts stay subscribed). */
export function unregisterWebhooks(state: FakeMetaState) {
  webhooksOf(state).registration = null;
  return { registration: null };
}

export function setWebhookOptions(state: FakeMetaState, patch: WebhookOptionsPatch): WebhookOptions {
  const { duplicates, retryDelaysMs } = patch ?? {};
  if (duplicates !== undefined && typeof duplicates !== "boolean") throw new Error("duplicates takes true or false");
  if (
    retryDelaysMs !== undefined &&
    !(Array.isArray(retryDelaysMs) && retryDelaysMs.length <= 20 && retryDelaysMs.every((ms) => Number.isFinite(ms) && ms >= 0 && ms <= 60_000))
  )
    throw new Error("retryDelaysMs takes a list of at most 20 delays, each 0 to 60000 milliseconds");
  const options = webhooksOf(state).options;
  if (duplicates !== undefined) options.duplicates = duplicates;
  if (retryDelaysMs !== undefined) options.retryDelaysMs = [...retryDelaysMs];
  return options;
}

export async function webhooksSnapshot(state: FakeMetaState, settleMs?: number): Promise<WebhooksSnapshot> {
  const settled = settleMs === undefined ? undefined : await webhooksSettled(state, Math.min(Math.max(settleMs, 0), SETTLE_MAX_MS));
  const store = webhooksOf(state);
  return {
    registration: store.registration,
    subscribedAccounts: [...store.subscribedAccounts],
    options: store.options,
    pending: pendingCount(store),
    deliveries: store.deliveries,
    ...(settled === undefined ? {} : { settled }),
  };
}

/**
 * Meta notices that an ad's creative fatigue changed: `creative_fatigue`
 * (https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/creative-fatigue)
 * `{ ad_account_id, adgroup_id, creative_fatigue_level, creative_fatigue_message }`. "Only sends
 * notifications for ads that have an `ACTIVE` status" (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-ad-accounts):
 * any other ad is refused. Queued only when the ad's account subscribed the app and the registration
 * names creative_fatigue; otherwise the answer says why nothing goes out.
 */
export function sendFatigue(state: FakeMetaState, options: FatigueOptions): FatigueResult {
  const { adId, level, message } = options ?? {};
  const ad = state.objects.get(String(adId ?? ""));
  if (!ad || ad.kind !== "ad") throw new Error(`fatigue takes an ad id, not ${String(adId)}`);
  if (!FATIGUE_LEVELS.includes(level)) throw new Error(`fatigue level must be one of ${FATIGUE_LEVELS.join(", ")}`);
  if (message !== undefined && typeof message !== "string") throw new Error("fatigue message takes a string");
  const status = effectiveStatus(state, ad);
  if (status !== "ACTIVE") throw new Error(`Meta only sends creative_fatigue for ACTIVE ads; ad ${ad.id} is ${status}`);
  const store = webhooksOf(state);
  const previous = store.fatigue.get(ad.id);
  store.fatigue.set(ad.id, level);
  const change = {
    field: "creative_fatigue",
    value: {
      ad_account_id: ad.accountId,
      adgroup_id: ad.id,
      creative_fatigue_level: level,
      creative_fatigue_message: message ?? fatigueMessage(level, previous),
    },
  };
  if (!store.subscribedAccounts.has(ad.accountId)) return { queued: false, reason: `the ad account ${ad.accountId} has not subscribed the app` };
  if (!store.registration?.fields.includes("creative_fatigue")) return { queued: false, reason: "no webhook registration names creative_fatigue" };
  queueChange(state, ad.accountId, change);
  return { queued: true, change };
}
