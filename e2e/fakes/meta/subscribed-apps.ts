// An ad account's subscribed_apps edge: connecting the app to the account so its Ads webhooks are
// delivered (POST), listing the apps connected (GET) and disconnecting (DELETE). Parameters as the codegen
// spec gives them (facebook-business-sdk-codegen api_specs/specs/AdAccount.json: POST and DELETE take
// `app_id`, optional; GET takes none), errors as the Ad Account subscribed_apps reference lists them
// (https://developers.facebook.com/documentation/ads-commerce/marketing-api/reference/ad-account/subscribed_apps:
// 100 "Invalid parameter", 200 "Permissions error"). Never used by production code.
import { fieldsOf } from "./assets";
import { graphErrors } from "./errors";
import { json, type Ctx, type Reply } from "./reply";
import { paged, str } from "./request";
import { FAKE_META_APP, type AdAccountSeed } from "./seed";
import { REQUEST_PARAMS } from "./update-params";
import { webhooksOf } from "./webhook-store";

// AdAccount.json: POST and DELETE subscribed_apps take app_id only; GET none but Graph's own read
// parameters (fields, and the cursor paging every edge takes).
const EDGE_PARAMS: Record<string, readonly string[]> = { POST: ["app_id"], DELETE: ["app_id"], GET: ["fields", "limit", "after"] };

/**
 * The account and the caller's right to it. GS (https://developers.facebook.com/documentation/ads-commerce/marketing-api/ads-webhooks/setup/get-started):
 * "The `ads_management` permission to connect an app to an ad account", with a token of the account's
 * admin; reading the edge takes ads_read or ads_management. An account that isn't one of the token's
 * person's is the reference's 200 "Permissions error".
 */
function accountFor(ctx: Ctx, actId: string): AdAccountSeed {
  const account = ctx.state.account(actId);
  if (!account) throw graphErrors.permissionsError();
  const scopes = ctx.auth.scopes;
  if (!scopes.includes("ads_management") && (ctx.req.method !== "GET" || !scopes.includes("ads_read"))) throw graphErrors.adsPermission();
  const given = Object.keys(ctx.req.params).filter((name) => !REQUEST_PARAMS.includes(name));
  const allowed = EDGE_PARAMS[ctx.req.method] ?? [];
  // Not a parameter of this call in the spec (e.g. `fields` on POST: "The account inherits the fields
  // your app registered in Step 2, so you do not pass a `fields` parameter here", GS).
  const foreign = given.find((name) => !allowed.includes(name));
  if (foreign)
    throw graphErrors.invalidParameter("Invalid parameter", `${foreign} isn't a parameter of ${ctx.req.method} /act_{ad_account_id}/subscribed_apps.`);
  // app_id, "the id of app to be subscribed from ad account" (the reference): the fake knows one app, the
  // one whose token calls.
  const appId = str(ctx.req.params, "app_id");
  if (appId !== undefined && appId !== FAKE_META_APP.id)
    throw graphErrors.invalidParameter("Invalid parameter", `app_id ${appId} isn't the app making this call (${FAKE_META_APP.id}).`);
  return account;
}

// POST /{v}/act_{id}/subscribed_apps → { success: true }: the reference's return type, Struct { success: bool }
// (the older webhooks guide shows the string "true"; the fake follows the reference).
export function subscribeApp(ctx: Ctx, actId: string): Reply {
  const account = accountFor(ctx, actId);
  webhooksOf(ctx.state).subscribedAccounts.add(account.account_id);
  return json({ success: true });
}

// GET /{v}/act_{id}/subscribed_apps → { data: [{ app_id, app_name }], paging }: the fields of codegen
// AdAccountSubscribedApps.json. Meta's older guide shows { name, id } rows instead
// (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-ad-accounts);
// the docs and the spec disagree, and the fake answers (and checks `fields` against) the spec's names.
export function subscribedApps(ctx: Ctx, actId: string): Reply {
  const account = accountFor(ctx, actId);
  const rows = webhooksOf(ctx.state).subscribedAccounts.has(account.account_id) ? [{ app_id: FAKE_META_APP.id, app_name: FAKE_META_APP.name }] : [];
  return json(
    paged(
      rows.map((row) => fieldsOf(ctx, row, "AdAccountSubscribedApps", ["app_id", "app_name"])),
      ctx.req,
    ),
  );
}

// DELETE /{v}/act_{id}/subscribed_apps → { success: true }; the account's events stop.
export function unsubscribeApp(ctx: Ctx, actId: string): Reply {
  const account = accountFor(ctx, actId);
  const store = webhooksOf(ctx.state);
  store.subscribedAccounts.delete(account.account_id);
  store.seen.delete(account.account_id);
  return json({ success: true });
}
