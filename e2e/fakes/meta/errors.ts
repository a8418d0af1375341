// Graph API errors in Meta's wire shape: `{ error: { message, type, code, error_subcode?, error_user_title?,
// error_user_msg?, fbtrace_id } }`, with the codes and texts Meta sends. Never used by production code.
import { randomBytes } from "node:crypto";

export type GraphErrorBody = {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
  fbtrace_id: string;
};

/** What a test may pass to failOnce(): any part of a Graph error, plus the HTTP status. */
export type GraphErrorSpec = Partial<Omit<GraphErrorBody, "fbtrace_id">> & { status?: number };

export const fbtraceId = () => `A${randomBytes(11).toString("base64url").slice(0, 22)}`;

/** A Graph error the handlers throw; the server turns it into the JSON body, status and headers. */
export class GraphError extends Error {
  readonly status: number;
  readonly body: GraphErrorBody;

  constructor(spec: GraphErrorSpec & { code: number; message: string }) {
    super(spec.message);
    const { status, message, code, type, ...rest } = spec;
    // Meta answers unknown errors (code 1, 2) with a 500/503 and everything else with a 400.
    this.status = status ?? (code === 1 ? 500 : code === 2 ? 503 : 400);
    // Meta's key order: message, type, code, error_subcode, the user texts, fbtrace_id.
    this.body = { message, type: type ?? "OAuthException", code, ...rest, fbtrace_id: fbtraceId() };
  }
}

/** Meta prefixes numbered parameter errors with "(#code)". */
const numbered = (code: number, text: string) => `(#${code}) ${text}`;

export const graphErrors = {
  unknown: () => new GraphError({ code: 1, error_subcode: 99, message: "An unknown error occurred", is_transient: true }),
  // developers.facebook.com/docs/graph-api/securing-requests#appsecret_proof ("Require App Secret"); the
  // texts as Graph answers them (GraphMethodException, code 100).
  missingAppSecretProof: () =>
    new GraphError({ code: 100, type: "GraphMethodException", message: "API calls from the server require an appsecret_proof argument" }),
  invalidAppSecretProof: () => new GraphError({ code: 100, type: "GraphMethodException", message: "Invalid appsecret_proof provided in the API argument" }),
  missingToken: () => new GraphError({ code: 104, message: "An access token is required to request this resource." }),
  missingTokenForMe: () => new GraphError({ code: 2500, message: "An active access token must be used to query information about the current user." }),
  invalidToken: () => new GraphError({ code: 190, message: "Invalid OAuth access token - Cannot parse access token" }),
  expiredToken: (expiredAt: Date, now = new Date()) =>
    new GraphError({
      code: 190,
      error_subcode: 463,
      message: `Error validating access token: Session has expired on ${facebookDate(expiredAt)}. The current time is ${facebookDate(now)}.`,
    }),
  passwordChanged: () =>
    new GraphError({
      code: 190,
      error_subcode: 460,
      message:
        "Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.",
    }),
  notAuthorized: (appId: string) =>
    new GraphError({ code: 190, error_subcode: 458, message: `Error validating access token: The user has not authorized application ${appId}.` }),
  missingParameter: (name: string) => new GraphError({ code: 100, message: numbered(100, `The parameter ${name} is required`) }),
  mustBeOneOf: (name: string, values: readonly string[]) =>
    new GraphError({ code: 100, message: numbered(100, `Param ${name} must be one of {${values.join(", ")}}`) }),
  invalidParameter: (userTitle: string, userMsg: string, subcode?: number) =>
    new GraphError({ code: 100, message: "Invalid parameter", error_subcode: subcode, error_user_title: userTitle, error_user_msg: userMsg }),
  unsupported: (method: "get" | "post" | "delete", id: string) =>
    new GraphError({
      code: 100,
      error_subcode: 33,
      message: `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    }),
  /** `nodeType` as Graph names it in the message (graphTypeName). */
  nonexistingField: (field: string, nodeType: string) =>
    new GraphError({ code: 100, message: numbered(100, `Tried accessing nonexisting field (${field}) on node type (${nodeType})`) }),
  unknownPath: (path: string) => new GraphError({ code: 2500, message: `Unknown path components: /${path}` }),
  adsPermission: () => new GraphError({ code: 200, message: numbered(200, "Ad account owner has NOT grant ads_management or ads_read permission") }),
  // Code 200 "Permissions error", as the error table of the Ad Account subscribed_apps reference gives it
  // (https://developers.facebook.com/documentation/ads-commerce/marketing-api/reference/ad-account/subscribed_apps).
  permissionsError: () => new GraphError({ code: 200, message: numbered(200, "Permissions error") }),
  // Ads need "a person who can perform the ADVERTISE task on the Page" (Marketing API ad guides); Meta
  // answers a missing permission with code 200, "Permission error" (Marketing API error reference,
  // https://developers.facebook.com/docs/marketing-api/error-reference). Meta publishes no text for a
  // missing Page task: this wording is the fake's own, in the form of its "(#200) Requires …
  // permission to manage the object" refusals.
  pageAdvertiseTask: (pageId: string) =>
    new GraphError({ code: 200, message: numbered(200, `Requires the ADVERTISE task on Page ${pageId} permission to manage the object`) }),
  // An Instagram account the creative can't run as (creatives.ts: neither the Page's nor one assigned to
  // the ad account). pipeboard-co/meta-ads-mcp#114 quotes Meta's words for instagram_actor_id and reads
  // them, once the id travels as instagram_user_id, as "the ID itself is not valid for this ad account";
  // Meta publishes no separate text for instagram_user_id, so the parameter's name is put in the same words.
  invalidInstagramUser: () => new GraphError({ code: 100, message: numbered(100, "Param instagram_user_id must be a valid Instagram account id") }),
  // Code 100, subcode 1885183, Meta's body as github.com/keboola/ex-facebook-graph-api/issues/45 (2025)
  // quotes it; also facebookarchive/php-graph-sdk#1125.
  appInDevelopment: () =>
    new GraphError({
      code: 100,
      message: "Invalid parameter",
      error_subcode: 1885183,
      is_transient: false,
      error_user_title: "Ads creative post was created by an app that is in development mode",
      error_user_msg: "Ads creative post was created by an app that is in development mode. It must be in public to create this ad.",
    }),
  // Graph's answer when an app-only edge is called with a user token.
  appTokenRequired: () => new GraphError({ code: 15, message: numbered(15, "This method must be called with an app access_token.") }),
  deprecatedVersion: (version: string, latest: string) =>
    new GraphError({
      code: 2635,
      message: numbered(2635, `You are calling a deprecated version of the Ads API (${version}). Please update to the latest version: ${latest}.`),
    }),
};

/**
 * How Graph names a type in "Tried accessing nonexisting field (x) on node type (T)": its internal names
 * for the ad objects, not the SDK's. Campaign is AdCampaignGroup (the bodies quoted in
 * facebook/facebook-python-business-sdk#106 and facebook/facebook-java-business-sdk#215), an ad set
 * AdCampaign (facebook/facebook-php-business-sdk#294 and #122), an ad Adgroup (a 2018 note in public
 * code, the only source found), a video Video (many quoted answers); AdAccount, AdCreative, Page, User
 * and IGUser keep their names (facebook-php-business-sdk#432, facebook-java-business-sdk#332,
 * pdir/social-feed-bundle#153, spring-attic/spring-social-facebook#172). The others (AdImage, AdsPixel)
 * are the SDK's names: no answer naming them was found.
 */
const GRAPH_TYPE_NAMES: Record<string, string> = { Campaign: "AdCampaignGroup", AdSet: "AdCampaign", Ad: "Adgroup", AdVideo: "Video" };
export const graphTypeName = (type: string) => GRAPH_TYPE_NAMES[type] ?? type;

/** "Thursday, 01-Oct-26 10:00:00 PDT", the form of the dates in Meta's token errors (Pacific time). */
export function facebookDate(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      weekday: "long",
      day: "2-digit",
      month: "short",
      year: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.weekday}, ${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
}

/**
 * The rate-limit errors Meta answers when a business use case, user or app is throttled: 80004 for an ad
 * account's ads_management calls and 80000 for its ads_insights calls (the Business Use Case codes of the
 * Graph API's "Rate Limiting" page), with subcode 2446079 and these texts as Graph answers them (80004:
 * singer-io/tap-facebook#192, airbytehq/airbyte#8773; 80000: airbytehq/airbyte#10655); 17 "User request
 * limit reached" and 613 (subcode 1487742) as the Marketing API's "Rate Limiting" page gives them; 4 the
 * app's limit.
 */
export const RATE_LIMIT_CODES = [80004, 80000, 17, 4, 613] as const;
export type RateLimitCode = (typeof RATE_LIMIT_CODES)[number];

const RATE_LIMITING_PAGE = "https://developers.facebook.com/docs/graph-api/overview/rate-limiting";

export function rateLimitError(code: RateLimitCode): GraphError {
  switch (code) {
    case 80004:
      return new GraphError({
        code,
        error_subcode: 2446079,
        message: numbered(
          80004,
          `There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to ${RATE_LIMITING_PAGE}.`,
        ),
      });
    case 80000:
      return new GraphError({
        code,
        error_subcode: 2446079,
        message: numbered(
          80000,
          `There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to ${RATE_LIMITING_PAGE}.`,
        ),
      });
    case 17:
      return new GraphError({ code, error_subcode: 2446079, message: numbered(17, "User request limit reached") });
    case 4:
      return new GraphError({ code, message: numbered(4, "Application request limit reached") });
    case 613:
      return new GraphError({
        code,
        error_subcode: 1487742,
        message: numbered(613, "There have been too many calls from this ad-account. Please wait a bit and try again."),
      });
  }
}
