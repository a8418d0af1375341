import "server-only";
import { env } from "@/lib/env";
import { settingValue } from "@/lib/settings/cache";

// The Meta app and Graph API settings, read in one place: the admin settings, else the environment
// (lib/settings). The base URLs stay environment-only (they point tests at the fake Meta).
export type MetaConfig = {
  appId: string | null;
  appSecret: string | null;
  version: string;
  graphBaseUrl: string;
  videoBaseUrl: string;
  dialogBaseUrl: string;
  redirectUri: string;
};

const META_GRAPH_HOST = "https://graph.facebook.com";
// Meta's SDKs send every phase of a video upload to this host (facebook-python-business-sdk
// facebook_business/video_uploader.py, url_override; facebook-nodejs-business-sdk src/api.js GRAPH_VIDEO).
const META_GRAPH_VIDEO_HOST = "https://graph-video.facebook.com";

/**
 * META_GRAPH_VIDEO_BASE_URL, else Meta's video host; a Graph base URL pointed elsewhere (a proxy, the
 * fake Meta) takes the uploads itself, so no upload with the user's token leaves for Meta's real host.
 */
function videoBaseUrl(graphBaseUrl: string): string {
  if (env.META_GRAPH_VIDEO_BASE_URL) return env.META_GRAPH_VIDEO_BASE_URL.replace(/\/+$/, "");
  return graphBaseUrl === META_GRAPH_HOST ? META_GRAPH_VIDEO_HOST : graphBaseUrl;
}

export function metaConfig(): MetaConfig {
  const graphBaseUrl = env.META_GRAPH_BASE_URL.replace(/\/+$/, "");
  return {
    appId: settingValue("meta_app_id"),
    appSecret: settingValue("meta_app_secret"),
    version: settingValue("meta_graph_version"),
    graphBaseUrl,
    videoBaseUrl: videoBaseUrl(graphBaseUrl),
    dialogBaseUrl: env.META_OAUTH_DIALOG_URL.replace(/\/+$/, ""),
    redirectUri: new URL("/auth/meta/callback", env.APP_URL).toString(),
  };
}

export const metaTokenContext = (userId: string) => `meta-token:${userId}`;
