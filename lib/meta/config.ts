import "server-only";
import { env } from "@/lib/env";

// The Meta app and Graph API settings, read in one place (admin settings will override env values).
export type MetaConfig = { appId: string | null; appSecret: string | null; version: string; graphBaseUrl: string; dialogBaseUrl: string; redirectUri: string };

export function metaConfig(): MetaConfig {
  return {
    appId: env.META_APP_ID ?? null,
    appSecret: env.META_APP_SECRET ?? null,
    version: env.META_GRAPH_VERSION,
    graphBaseUrl: env.META_GRAPH_BASE_URL.replace(/\/+$/, ""),
    dialogBaseUrl: env.META_OAUTH_DIALOG_URL.replace(/\/+$/, ""),
    redirectUri: new URL("/auth/meta/callback", env.APP_URL).toString(),
  };
}

export const metaTokenContext = (userId: string) => `meta-token:${userId}`;
