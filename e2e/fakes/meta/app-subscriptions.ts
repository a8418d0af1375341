// The app's subscriptions edge for the `ad_account` object, with its app access token: POST registers
// (or amends) the app's webhook after verifying the callback, DELETE removes fields or the whole
// subscription. Parameters as the codegen spec gives them (facebook-business-sdk-codegen
// api_specs/specs/Application.json: POST `object` (required), `callback_url`, `fields` (list<string>),
// `include_values` (bool), `verify_token`; DELETE `object`, `fields`), behaviour as
// https://developers.facebook.com/docs/graph-api/reference/app/subscriptions/ describes it.
// Never used by production code.
import { requireAppToken } from "./app";
import { GraphError, graphErrors } from "./errors";
import { json, type Reply } from "./reply";
import { boolParam, listParam, str, type GraphRequest } from "./request";
import type { FakeMetaState } from "./state";
import { REQUEST_PARAMS } from "./update-params";
import { AD_ACCOUNT_WEBHOOK_FIELDS, isWebhookField, type AdAccountWebhookField } from "./webhook-fields";
import { registerWebhook, VerificationFailed } from "./webhook-register";
import { webhooksOf } from "./webhook-store";

const PARAMS: Record<string, readonly string[]> = {
  POST: ["object", "callback_url", "fields", "include_values", "verify_token"],
  DELETE: ["object", "fields"],
};

function checkParams(req: GraphRequest) {
  const allowed = PARAMS[req.method] ?? [];
  const foreign = Object.keys(req.params).find((name) => !REQUEST_PARAMS.includes(name) && !allowed.includes(name));
  if (foreign) throw graphErrors.invalidParameter("Invalid parameter", `${foreign} isn't a parameter of ${req.method} /{app-id}/subscriptions.`);
}

/** `fields`, each a field of the ad_account object (webhook-fields.ts, Meta's lists). */
function fieldsParam(req: GraphRequest): AdAccountWebhookField[] | undefined {
  const fields = listParam(req.params, "fields");
  if (fields?.some((field) => !isWebhookField(field))) throw graphErrors.mustBeOneOf("fields", AD_ACCOUNT_WEBHOOK_FIELDS);
  return fields as AdAccountWebhookField[] | undefined;
}

/** The object a subscription is for: the fake models the ad_account object's webhooks only. */
function objectParam(req: GraphRequest, required: boolean): string | undefined {
  const object = str(req.params, "object");
  if (object === undefined || object === "") {
    if (required) throw graphErrors.missingParameter("object");
    return undefined;
  }
  if (object !== "ad_account")
    throw new GraphError({
      code: 100,
      message: `(#100) The fake Meta models the webhooks of the ad_account object only, not ${object} (e2e/fakes/meta/app-subscriptions.ts)`,
    });
  return object;
}

/**
 * POST /{v}/{app-id}/subscriptions → { success: true }. "An app access token is required to add new
 * subscriptions for that app"; a POST on an existing subscription "will amend the susbcription for the
 * given topic without overwriting existing fields" (the fields given are added; the callback and verify
 * token given replace the old ones). The callback_url receives "a `GET` request when attempting this
 * publish operation" (webhook-register.ts): a callback that doesn't echo the challenge fails the call,
 * with code 2200 in the words Graph uses, "(#2200) Callback verification failed with the following
 * errors: HTTP Status Code = 404; HTTP Message = Not Found" (fbsamples/original-coast-clothing#84); the
 * reason after "errors:" is the fake's own.
 */
export async function subscribeAppWebhooks(state: FakeMetaState, req: GraphRequest): Promise<Reply> {
  requireAppToken(req);
  checkParams(req);
  objectParam(req, true);
  const existing = webhooksOf(state).registration;
  const given = fieldsParam(req);
  const fields = [...new Set([...(existing?.fields ?? []), ...(given ?? [])])];
  if (!fields.length) throw graphErrors.missingParameter("fields");
  const callbackUrl = str(req.params, "callback_url") || existing?.callbackUrl;
  if (!callbackUrl) throw graphErrors.missingParameter("callback_url");
  const verifyToken = str(req.params, "verify_token") ?? existing?.verifyToken ?? "";
  const includeValues = boolParam(req.params, "include_values") ?? existing?.includeValues ?? false;
  try {
    await registerWebhook(state, { callbackUrl, verifyToken, fields, includeValues, via: "graph" });
  } catch (error) {
    if (!(error instanceof VerificationFailed)) throw error;
    throw new GraphError({ code: 2200, message: `(#2200) Callback verification failed with the following errors: ${error.message}` });
  }
  return json({ success: true });
}

/**
 * DELETE /{v}/{app-id}/subscriptions → { success: true }: `object` ("If this optional field is not
 * included, all subscriptions for this app will be removed"), and `fields` to remove only those.
 */
export function unsubscribeAppWebhooks(state: FakeMetaState, req: GraphRequest): Reply {
  requireAppToken(req);
  checkParams(req);
  objectParam(req, false);
  const store = webhooksOf(state);
  const fields = fieldsParam(req);
  if (store.registration && fields?.length) {
    store.registration.fields = store.registration.fields.filter((field) => !fields.includes(field));
    if (!store.registration.fields.length) store.registration = null;
  } else {
    store.registration = null;
  }
  return json({ success: true });
}
