import "server-only";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/server";
import { storedAdAccounts } from "./assets";
import { metaConfig } from "./config";
import { graph, type GraphClient } from "./graph";

// The seller's ad accounts deliver their webhooks to the app once the app is connected to each:
// "send a POST request to the /{ad-account-id}/subscribed_apps endpoint with the app ID", with a token
// that has ads_management (developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-ad-accounts;
// codegen AdAccount.json: POST and DELETE subscribed_apps take `app_id`). The fields come from the app's
// own subscription, which the admin sets in the Meta app (admin settings show what to enter). A refusal
// is logged and never stops connecting, re-syncing or disconnecting: the hourly sync still keeps step.

type Outcome = { done: string[]; failed: string[] };

async function eachAccount(accounts: readonly string[], call: (account: string) => Promise<unknown>, what: string): Promise<Outcome> {
  const outcome: Outcome = { done: [], failed: [] };
  const settled = await Promise.allSettled(accounts.map((account) => call(account)));
  settled.forEach((result, index) => {
    const account = accounts[index]!;
    if (result.status === "fulfilled") outcome.done.push(account);
    else {
      outcome.failed.push(account);
      logger.warn({ err: result.reason, account }, `[meta-webhook] ${what} failed`);
    }
  });
  return outcome;
}

/** Connects the app to the ad accounts' webhooks (after connecting Meta, and on re-sync). */
export async function subscribeAccounts(client: GraphClient, accounts: readonly { id?: string | null }[]): Promise<Outcome> {
  const appId = metaConfig().appId;
  const ids = accounts.map((account) => account.id).filter((id): id is string => Boolean(id));
  if (!appId || !ids.length) return { done: [], failed: [] };
  return eachAccount(ids, (account) => client.post(`${account}/subscribed_apps`, { app_id: appId }), "subscribing an ad account");
}

/**
 * Before the user's connection is cleared (disconnect, account deletion): the app leaves the ad accounts no
 * other connected user of the app still holds, with the token about to be forgotten.
 */
export async function unsubscribeUserAccounts(userId: string, token: string | null): Promise<Outcome> {
  const appId = metaConfig().appId;
  if (!appId || !token) return { done: [], failed: [] };
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true } });
  const accounts = storedAdAccounts(profile?.metaAdAccountsData)
    .map((account) => account.id)
    .filter((id): id is string => Boolean(id));
  const kept = await Promise.all(
    accounts.map((id) =>
      db.profile.count({ where: { userId: { not: userId }, metaAccessToken: { not: null }, metaAdAccountsData: { array_contains: [{ id }] } } }),
    ),
  );
  const leaving = accounts.filter((_, index) => kept[index] === 0);
  const client = graph(token);
  return eachAccount(leaving, (account) => client.delete(`${account}/subscribed_apps`, { app_id: appId }), "unsubscribing an ad account");
}
