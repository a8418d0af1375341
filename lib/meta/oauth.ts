import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { metaConfig } from "./config";

// spec 000 §2, §4 Connect: Facebook Login with the permissions the spec lists, and a random state kept
// in an httpOnly, signed, short-lived cookie bound to the signed-in user (DESIGN: not localStorage).
export const META_SCOPES = [
  "public_profile",
  "email",
  "ads_management",
  "ads_read",
  "pages_show_list",
  "pages_read_engagement",
  "business_management",
  "instagram_basic",
  "instagram_manage_insights",
  "instagram_manage_comments",
  "read_insights",
] as const;

export const STATE_COOKIE = "meta_oauth_state";
export const STATE_MAX_AGE_S = 600;

const sign = (state: string, userId: string) => createHmac("sha256", env.AUTH_SECRET).update(`meta-oauth:${userId}:${state}`).digest("base64url");

export function newOAuthState(userId: string): { state: string; cookie: string } {
  const state = randomBytes(24).toString("base64url");
  return { state, cookie: `${state}.${sign(state, userId)}` };
}

/** True when the state Meta sent back is the one this user's cookie holds, signed by us. */
export function stateMatches(returned: string, cookie: string | undefined, userId: string): boolean {
  const [state, signature] = cookie?.split(".") ?? [];
  if (!state || !signature) return false;
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return same(signature, sign(state, userId)) && same(returned, state);
}

export function dialogUrl(state: string): string | null {
  const config = metaConfig();
  if (!config.appId) return null;
  const url = new URL(`${config.dialogBaseUrl}/${config.version}/dialog/oauth`);
  url.search = new URLSearchParams({
    client_id: config.appId,
    redirect_uri: config.redirectUri,
    state,
    scope: META_SCOPES.join(","),
    response_type: "code",
  }).toString();
  return url.toString();
}
