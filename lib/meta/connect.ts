import "server-only";
import { db } from "@/lib/db";
import { decryptSecret, encryptSecret } from "@/lib/security/crypto";
import { fetchAllAssets, type MetaAssets } from "./assets";
import { metaConfig, metaTokenContext } from "./config";
import { META_PROFILE_RESET } from "./data-deletion";
import { graph, GraphError } from "./graph";
import { graphFailure } from "@/lib/meta/errors";
import type { MessageKey } from "@/lib/actions/result";
import { logger } from "@/lib/log/server";
import { subscribeAccounts, unsubscribeUserAccounts } from "./webhook-subscriptions";
import { connectionStatusOf, metaTokenState, tokenUsableFor, type MetaConnectionStatus, type MetaTokenState } from "./token-state";

type TokenAnswer = { access_token: string; token_type?: string; expires_in?: number };
const LONG_LIVED_FALLBACK_S = 60 * 24 * 60 * 60;

export type ConnectOutcome = { ok: true; name: string } | { ok: false; error: MessageKey };

/**
 * spec 000 §4 Callback: the code becomes a short-lived token, then a long-lived one (~60 days); the
 * token is stored encrypted with its expiry, the Meta user id, the granted permissions and the lists
 * of ad accounts, pages (with their Instagram accounts) and pixels.
 */
export async function completeConnection(userId: string, code: string): Promise<ConnectOutcome> {
  const config = metaConfig();
  if (!config.appId || !config.appSecret) return { ok: false, error: "meta.errors.appNotConfigured" };
  try {
    const app = graph();
    const short = await app.get<TokenAnswer>("oauth/access_token", {
      client_id: config.appId,
      client_secret: config.appSecret,
      redirect_uri: config.redirectUri,
      code,
    });
    const long = await app.get<TokenAnswer>("oauth/access_token", {
      grant_type: "fb_exchange_token",
      client_id: config.appId,
      client_secret: config.appSecret,
      fb_exchange_token: short.access_token,
    });
    const user = graph(long.access_token);
    const [me, permissions, assets] = await Promise.all([
      user.get<{ id: string; name?: string }>("me", { fields: "id,name" }),
      user.get<{ data: { permission: string; status: string }[] }>("me/permissions"),
      fetchAllAssets(user),
    ]);
    await db.profile.update({
      where: { userId },
      data: {
        metaAccessToken: encryptSecret(long.access_token, metaTokenContext(userId)),
        metaTokenExpiresAt: new Date(Date.now() + (long.expires_in ?? LONG_LIVED_FALLBACK_S) * 1000),
        metaUserId: me.id,
        metaPermissions: permissions.data.filter((item) => item.status === "granted").map((item) => item.permission),
        ...assetLists(assets),
      },
    });
    await subscribeAccounts(user, assets.adAccounts);
    return { ok: true, name: me.name ?? me.id };
  } catch (error) {
    logger.warn({ err: error, code: error instanceof GraphError ? (error.code ?? error.status) : undefined }, "[meta] connection failed");
    return { ok: false, error: error instanceof GraphError ? "meta.errors.exchangeFailed" : "meta.errors.internal" };
  }
}

export function assetLists(assets: MetaAssets) {
  return { metaAdAccountsData: assets.adAccounts, metaPagesData: assets.pages, metaPixelsData: assets.pixels };
}

/** The user's Meta token in clear, only on the server, or null when there is none that decrypts. */
async function metaTokenOf(userId: string): Promise<{ token: string; expiresAt: Date | null } | null> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAccessToken: true, metaTokenExpiresAt: true } });
  const token = decryptSecret(profile?.metaAccessToken, metaTokenContext(userId));
  return token ? { token, expiresAt: profile!.metaTokenExpiresAt } : null;
}

export type UsableMetaToken =
  | { ok: true; token: string; state: MetaTokenState }
  | { ok: false; error: "meta.errors.notConnected" | "meta.errors.expired"; state: MetaTokenState; expiresAt: Date | null };

/** The user's token when it can be used for `use` (lib/meta/token-state.ts decides), else why not. */
export async function usableMetaToken(userId: string, use: "read" | "publish" = "read", now = new Date()): Promise<UsableMetaToken> {
  const token = await metaTokenOf(userId);
  const state = metaTokenState(token, now);
  if (token && tokenUsableFor(use, token, now)) return { ok: true, token: token.token, state };
  return { ok: false, error: state === "notConnected" ? "meta.errors.notConnected" : "meta.errors.expired", state, expiresAt: token?.expiresAt ?? null };
}

/** spec 000 §4: the connection as the user sees it, with "expiring soon" (001 §4). */
export async function metaConnectionOf(userId: string): Promise<{ status: MetaConnectionStatus; expiringSoon: boolean; expiresAt: Date | null }> {
  const token = await metaTokenOf(userId);
  const state = metaTokenState(token);
  return { status: connectionStatusOf(state), expiringSoon: state === "expiringSoon", expiresAt: token?.expiresAt ?? null };
}

/** The app stops receiving the user's ad accounts' webhooks (those no other user holds), before the token is forgotten. */
export async function leaveAccountWebhooks(userId: string): Promise<void> {
  const token = await metaTokenOf(userId);
  await unsubscribeUserAccounts(userId, token?.token ?? null);
}

/** spec 000 §4 Disconnect: every Meta and Instagram field cleared, the three lists emptied. */
export async function disconnectMeta(userId: string): Promise<void> {
  await leaveAccountWebhooks(userId);
  await db.profile.update({ where: { userId }, data: META_PROFILE_RESET });
}

/** spec 000 §4 Re-sync: the lists are read again with the stored token. */
export async function resyncMeta(userId: string): Promise<{ ok: true; assets: MetaAssets } | { ok: false; error: MessageKey; detail?: string }> {
  const token = await usableMetaToken(userId);
  if (!token.ok) return { ok: false, error: token.error };
  try {
    const client = graph(token.token);
    const assets = await fetchAllAssets(client);
    await db.profile.update({ where: { userId }, data: assetLists(assets) });
    await subscribeAccounts(client, assets.adAccounts);
    return { ok: true, assets };
  } catch (error) {
    // A refused read of the lists is said as a failed sync, with Meta's words when it gave some.
    const failure = graphFailure(error);
    const refused = failure.error === "meta.errors.refused" || failure.error === "meta.errors.refusedNoReason";
    return refused ? { ...failure, error: "meta.errors.syncFailed" } : failure;
  }
}
