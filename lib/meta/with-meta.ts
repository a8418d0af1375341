import "server-only";
import { usableMetaToken } from "./connect";
import { graph, type GraphClient } from "./graph";
import { graphFailure, type MetaResult } from "@/lib/meta/errors";

// The product's calls to Meta for linked campaigns, through the Graph API client with the user's token.
// A failure is reported as a message key, never replaced by invented figures or a silent success.

/** A Graph client acting with the user's token, or why there is none. */
export async function metaClientOf(userId: string): Promise<MetaResult<GraphClient>> {
  const token = await usableMetaToken(userId);
  return token.ok ? { ok: true, data: graph(token.token) } : { ok: false, error: token.error };
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
