// What every Graph call passes before its handler runs, a direct call or an operation of a batch, in
// Meta's order: the token, the Ads API version, then the rate limits a test planned, the ad account's
// rate-limit budget (usage.ts) and the failures a test planned.
// Never used by production code.
import { createHmac } from "node:crypto";
import { GraphError, graphErrors, rateLimitError } from "./errors";
import type { Route } from "./route";
import { validToken } from "./oauth";
import type { GraphRequest } from "./request";
import { FAKE_META_APP, FAKE_META_DEFAULT_VERSION } from "./seed";
import type { FakeMetaState, PlannedRateLimit, TokenRecord } from "./state";
import { charge } from "./usage";
import { servesAdsVersion } from "./versions";

/** HMAC-SHA256 of the token keyed with the app secret, hex (the securing-requests page). */
function checkAppSecretProof(request: GraphRequest) {
  const proof = request.params.appsecret_proof;
  if (typeof proof !== "string" || !proof) throw graphErrors.missingAppSecretProof();
  const expected = createHmac("sha256", FAKE_META_APP.secret).update(request.token!).digest("hex");
  if (proof !== expected) throw graphErrors.invalidAppSecretProof();
}

/** The keys a call is counted, limited and failed under: its endpoint and its detail. */
export const keysOf = (found: Route) => [found.endpoint, ...(found.detail ? [found.detail] : [])];

/** Throws the call's refusal; answers the token's record for a call that needs one. `onLimit` hears a planned rate limit. */
export function admit(state: FakeMetaState, request: GraphRequest, found: Route, onLimit?: (limit: PlannedRateLimit) => void): TokenRecord | undefined {
  let auth: TokenRecord | undefined;
  if (!found.open) {
    if (!request.token) throw found.endpoint === "me" ? graphErrors.missingTokenForMe() : graphErrors.missingToken();
    auth = validToken(state, request.token);
    if (state.settings.requireAppSecretProof) checkAppSecretProof(request);
    // Meta's versions table: past its date a Marketing API version answers #2635.
    const day = state.settings.versionsDay;
    if (found.ads && !servesAdsVersion(request.version, day ? Date.parse(`${day}T12:00:00Z`) : Date.now()))
      throw graphErrors.deprecatedVersion(request.version, FAKE_META_DEFAULT_VERSION);
  }
  // The login dialog is a page, not a Graph call: nothing planned for Graph reaches it.
  if (found.endpoint === "dialog") return auth;
  const limited = state.takeRateLimit(keysOf(found));
  if (limited) {
    onLimit?.(limited);
    throw rateLimitError(limited.code);
  }
  // The ad account's rate-limit budget (usage.ts): charged, or refused once spent.
  charge(state, found, request.method);
  const failure = state.takeFailure(keysOf(found));
  if (failure) throw new GraphError({ code: 1, message: "An unknown error occurred", ...failure.error });
  return auth;
}
