import "server-only";
import { metaConfig } from "../config";
import { GraphClient } from "./client";

export { GraphClient } from "./client";
export { GraphError, userTextOf } from "./errors";
export { MAX_BATCH_ITEMS, type BatchItem, type BatchResult } from "./batch";
export { allPages, MAX_PAGES, type GraphPage } from "./pages";
export type { GraphParams } from "./params";

/** The Graph API client for the configured Meta app, optionally acting with a user's token. */
export function graph(accessToken?: string): GraphClient {
  const config = metaConfig();
  return new GraphClient({ baseUrl: config.graphBaseUrl, version: config.version, ...(accessToken ? { accessToken, appSecret: config.appSecret } : {}) });
}

/** The same client, token and appsecret_proof on Meta's video host, where ad videos are uploaded. */
export function graphVideo(client: GraphClient): GraphClient {
  return client.withOptions({ baseUrl: metaConfig().videoBaseUrl });
}
