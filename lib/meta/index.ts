import "server-only";
import { usableMetaToken } from "./connect";
import { graph, GraphError, type GraphClient } from "./graph";
import { alertAppSetup } from "./publish/app-setup-alert";
import { graphErrorMeaning } from "./publish/classify-codes";
import { logger } from "@/lib/log";

// The product's calls to Meta for linked campaigns, through the Graph API client with the user's token.
// A failure is reported as a message key, never replaced by invented figures or a silent success.

export type MetaResult<T> = { ok: true; data: T } | { ok: false; error: MetaErrorKey; detail?: string };
export type MetaErrorKey =
  | "meta.errors.notConnected"
  | "meta.errors.expired"
  | "meta.errors.unavailable"
  | "meta.errors.refused"
  | "meta.errors.permission"
  | "meta.errors.appSetup"
  | "meta.errors.blocked";

/** A Graph client acting with the user's token, or why there is none. */
export async function metaClientOf(userId: string): Promise<MetaResult<GraphClient>> {
  const token = await usableMetaToken(userId);
  return token.ok ? { ok: true, data: graph(token.token) } : { ok: false, error: token.error };
}

/**
 * A Graph failure as the user reads it, by Meta's codes first (classify-codes.ts, the rules publishing
 * uses too): the token or a permission (reconnect), Meta unreachable, down or throttling (try again), the
 * Meta app's setup (the administrator is told), or Meta refusing the change, with Meta's own words.
 * Anything else is a bug and is thrown.
 */
export function graphFailure(error: unknown): { ok: false; error: MetaErrorKey; detail?: string } {
  const network = error instanceof Error && ["TimeoutError", "AbortError"].includes(error.name);
  const unreachable = error instanceof TypeError && /fetch/i.test(error.message);
  if (network || unreachable) return { ok: false, error: "meta.errors.unavailable" };
  if (!(error instanceof GraphError)) throw error;
  logger.warn({ code: error.code ?? error.status, subcode: error.subcode, fbtraceId: error.fbtraceId, graphMessage: error.message }, "[meta] request failed");
  const meaning = graphErrorMeaning(error);
  switch (meaning?.kind) {
    case "appSetup":
      alertAppSetup(meaning.problem, error);
      return { ok: false, error: "meta.errors.appSetup" };
    case "token":
      return { ok: false, error: "meta.errors.expired" };
    case "rateLimit":
    case "downtime":
      return { ok: false, error: "meta.errors.unavailable" };
    case "blocked":
      return { ok: false, error: "meta.errors.blocked", detail: error.displayMessage };
    case "permission":
      return { ok: false, error: "meta.errors.permission" };
    case "field":
    case undefined:
      return { ok: false, error: "meta.errors.refused", detail: error.displayMessage };
  }
}

/** Runs calls to Meta with the user's client; a Graph failure becomes its message key. */
export async function withMeta<T>(userId: string, work: (client: GraphClient) => Promise<T>): Promise<MetaResult<T>> {
  const client = await metaClientOf(userId);
  if (!client.ok) return client;
  try {
    return { ok: true, data: await work(client.data) };
  } catch (error) {
    return graphFailure(error);
  }
}

/** Pauses or resumes delivery of a linked campaign on Meta. */
export function setCampaignDelivery(userId: string, metaCampaignId: string, status: "PAUSED" | "ACTIVE"): Promise<MetaResult<null>> {
  return withMeta(userId, async (client) => {
    await client.post(metaCampaignId, { status });
    return null;
  });
}
