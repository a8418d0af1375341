import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/server";
import { probeAppMode, readAdsManagementAccess, type AdsManagementAccess, type AppMode } from "./app-access";
import { storedAdAccounts, storedPages } from "./assets";
import { metaConfig } from "./config";
import { usableMetaToken } from "./connect";
import { graph, GraphClient, GraphError } from "./graph";

// Whether people can publish with the configured Meta app: its access to ads_management and whether
// Meta refuses its creatives as a development-mode app. Shown on the Meta connect card and in the
// admin's Meta test; tokens and the app secret stay on the server.

export type MetaAppSetup = { adsManagement: AdsManagementAccess | null; mode: AppMode };
export type AppCredentials = { appId: string; appSecret: string; version: string };

const TIMEOUT_MS = 15_000;

/** The app token's view of the app's permissions; null when the app isn't configured or Meta didn't answer. */
export async function appAdsAccess(credentials: AppCredentials | null): Promise<AdsManagementAccess | null> {
  if (!credentials) return null;
  const client = new GraphClient({
    baseUrl: metaConfig().graphBaseUrl,
    version: credentials.version,
    accessToken: `${credentials.appId}|${credentials.appSecret}`,
    maxRetries: 0,
    timeoutMs: TIMEOUT_MS,
  });
  try {
    return await readAdsManagementAccess(client, credentials.appId);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    logger.warn({ code: error.code, subcode: error.subcode }, "[meta] the app's permissions could not be read");
    return null;
  }
}

/** The configured app's credentials, or null when the id or secret is missing. */
export function configuredApp(): AppCredentials | null {
  const { appId, appSecret, version } = metaConfig();
  return appId && appSecret ? { appId, appSecret, version } : null;
}

/**
 * The development-mode check with the person's own connection: their first active ad account and first
 * Page they can advertise for, as stored at the last sync (no list is read again).
 */
export async function appModeFor(userId: string): Promise<AppMode> {
  const token = await usableMetaToken(userId);
  if (!token.ok) return "unchecked";
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true, metaPagesData: true } });
  const account = storedAdAccounts(profile?.metaAdAccountsData).find((item) => item.active);
  const page = storedPages(profile?.metaPagesData).find((item) => item.canAdvertise);
  if (!account?.id || !page) return "unchecked";
  return probeAppMode(graph(token.token), account.id, page.id, env.APP_URL);
}

export async function checkMetaAppSetup(userId: string): Promise<MetaAppSetup> {
  const [adsManagement, mode] = await Promise.all([appAdsAccess(configuredApp()), appModeFor(userId)]);
  return { adsManagement, mode };
}
