import "server-only";
import { allPages, GraphError, type GraphClient } from "./graph";
import { APP_IN_DEVELOPMENT } from "@/lib/meta/errors";

// Two facts about the Meta app that decide who can publish with it (docs/decisions/009-meta-contract.md,
// "Who can publish with the app"). Meta has no field for either; these are the best signals it offers.

/**
 * Advanced access to ads_management lets anyone connect and publish; with Standard access only people
 * with a role on the app can ("Access Levels", https://developers.facebook.com/docs/graph-api/overview/access-levels).
 */
export type AdsManagementAccess = "advanced" | "standard";

/**
 * "development": Meta refused a creative because the app is in development mode. "notRefused": Meta's
 * check of a creative passed, or failed for another reason. "unchecked": nothing to check with (no
 * connection, ad account or Page the person can advertise for).
 */
export type AppMode = "development" | "notRefused" | "unchecked";

/**
 * GET /{app-id}/permissions with the app token: "Permissions that have been approved via Login Review"
 * (https://developers.facebook.com/docs/graph-api/reference/application/permissions/), each with a status,
 * `live` or `unapproved` (facebook-business-sdk-codegen enum_types.json applicationpermissions_status_enum_param).
 * ads_management approved through App Review is what Advanced access is.
 */
export async function readAdsManagementAccess(appClient: GraphClient, appId: string): Promise<AdsManagementAccess> {
  const permissions = await allPages<{ permission?: string; status?: string }>(appClient, `${appId}/permissions`, { limit: 100 });
  return permissions.some((item) => item.permission === "ads_management" && item.status === "live") ? "advanced" : "standard";
}

/**
 * A link creative checked with execution_options=["validate_only"] on the person's own ad account and
 * Page: Meta runs its checks and creates nothing. It shows the account's latest ad image when there is
 * one, so that Meta's other checks are likely to pass. A refusal with subcode 1885183 (classify-codes.ts:
 * "Ads creative post was created by an app that is in development mode") means development mode.
 */
export async function probeAppMode(userClient: GraphClient, adAccountId: string, pageId: string, link: string): Promise<AppMode> {
  try {
    const images = await userClient.get<{ data?: { hash?: string }[] }>(`${adAccountId}/adimages`, { fields: "hash", limit: 1 });
    const imageHash = images.data?.[0]?.hash;
    await userClient.post(`${adAccountId}/adcreatives`, {
      name: "App mode check",
      object_story_spec: { page_id: pageId, link_data: { link, message: "App mode check", ...(imageHash ? { image_hash: imageHash } : {}) } },
      execution_options: ["validate_only"],
    });
    return "notRefused";
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.subcode === APP_IN_DEVELOPMENT) return "development";
    // A dead token, a rate limit or Meta down: Meta never got to look at the creative.
    return error.isTokenError || error.isRateLimit || error.isDowntime ? "unchecked" : "notRefused";
  }
}
