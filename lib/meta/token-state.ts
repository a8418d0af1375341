// Whether a Meta token can be used, decided once for every caller (spec 000 §4 status, 001 §4
// publishing). A token that does not decrypt counts as no token at all.

// 001 §4 said "expiring soon" meant 30 minutes or less left; a long-lived token lasts about 60 days, so
// the seller is warned a week ahead instead (issue 30), in the app and by one e-mail (token-warning.ts).
export const EXPIRING_SOON_MS = 7 * 24 * 60 * 60 * 1000;
// 001 §4: publishing stops when the token has under 10 minutes left.
export const PUBLISH_MIN_TOKEN_MS = 10 * 60 * 1000;

export type MetaTokenState = "notConnected" | "expired" | "expiringSoon" | "valid";

/** The state of a token that expires at `expiresAt` (null: Meta gave no expiry, so it is not trusted). */
export function metaTokenState(token: { expiresAt: Date | null } | null, now = new Date()): MetaTokenState {
  if (!token) return "notConnected";
  const left = token.expiresAt ? token.expiresAt.getTime() - now.getTime() : 0;
  if (left <= 0) return "expired";
  return left <= EXPIRING_SOON_MS ? "expiringSoon" : "valid";
}

/** Reading lists and editing need a live token; publishing also needs 10 minutes of it left. */
export function tokenUsableFor(use: "read" | "publish", token: { expiresAt: Date | null } | null, now = new Date()): boolean {
  const state = metaTokenState(token, now);
  if (state === "notConnected" || state === "expired") return false;
  return use === "read" || token!.expiresAt!.getTime() - now.getTime() >= PUBLISH_MIN_TOKEN_MS;
}

/** spec 000 §4: the connection status shown to the user. */
export type MetaConnectionStatus = "disconnected" | "connected" | "expired";

export function connectionStatusOf(state: MetaTokenState): MetaConnectionStatus {
  if (state === "notConnected") return "disconnected";
  return state === "expired" ? "expired" : "connected";
}
