import "server-only";
import { env } from "@/lib/env";
import { settingValue } from "@/lib/settings/cache";

// The Meta app and Graph API settings, read in one place: the admin settings, else the environment
// (lib/settings). The base URLs stay environment-only (they point tests at the fake Meta).
export type MetaConfig = { appId: string | null; appSecret: string | null; version: string; graphBaseUrl: string; dialogBaseUrl: string; redirectUri: string };

export function metaConfig(): MetaConfig {
  return {
    appId: settingValue("meta_app_id"),
    appSecret: settingValue("meta_app_secret"),
    version: settingValue("meta_graph_version"),
    graphBaseUrl: env.META_GRAPH_BASE_URL.replace(/\/+$/, ""),
    dialogBaseUrl: env.META_OAUTH_DIALOG_URL.replace(/\/+$/, ""),
    redirectUri: new URL("/auth/meta/callback", env.APP_URL).toString(),
  };
}

export const metaTokenContext = (userId: string) => `meta-token:${userId}`;
