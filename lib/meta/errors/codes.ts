import type { GraphError } from "@/lib/meta/graph";

// What a Graph error means for the product, read from Meta's code and subcode before any text. Meta
// writes error_user_title and error_user_msg in the request's language (Graph API "Handling errors",
// https://developers.facebook.com/docs/graph-api/guides/error-handling), so words such as "expired" can't
// tell a dead token from a start date in the past. null: the codes say nothing this list knows, and the
// 001 §8 text rules decide. Shared by the publish classification and the edits' and sync's failures.

/** A problem only the administrator can fix: the Meta app's settings, not the user's campaign. */
export type AppSetupProblem = "graphVersion" | "appMode" | "appSecret" | "capability";

export type GraphErrorMeaning =
  | { kind: "appSetup"; problem: AppSetupProblem }
  | { kind: "token" }
  | { kind: "rateLimit"; retryAfterMinutes: number | null }
  | { kind: "blocked" }
  | { kind: "permission" }
  | { kind: "downtime" }
  | { kind: "field" };

// Marketing API "Error codes" (https://developers.facebook.com/docs/marketing-api/error-reference):
// "(#2635) You are calling a deprecated version of the Ads API"; meta_graph_version must move on.
const DEPRECATED_VERSION = 2635;
// Code 100 "Ads creative post was created by an app that is in development mode. It must be in public to
// create this ad." (Meta's body as quoted in github.com/facebookarchive/php-graph-sdk/issues/1125 and
// github.com/keboola/ex-facebook-graph-api/issues/45): the Meta app must be Live.
export const APP_IN_DEVELOPMENT = 1885183;
// Require App Secret (https://developers.facebook.com/docs/graph-api/securing-requests#appsecret_proof):
// code 100 with these developer messages, which Meta does not translate. The app secret is missing or wrong.
const APP_SECRET = /require an appsecret_proof argument|invalid appsecret_proof/i;
const PARAM_REFUSAL = /^(\(#100\) )?Param \w/;
// Graph API "Handling errors" (https://developers.facebook.com/docs/graph-api/guides/error-handling), its
// codes table: 3 "API Method: Capability or permissions issue. Make sure your app has the necessary
// capability or permissions to make this call" (the Meta app's access: only the administrator fixes it);
// 368 "Temporarily blocked for policies violations: Wait and retry the operation" (the person's account).
const APP_CAPABILITY = 3;
const POLICY_BLOCK = 368;

type CodedError = Pick<
  GraphError,
  "code" | "subcode" | "message" | "userTitle" | "userMessage" | "retryAfterMinutes" | "isTokenError" | "isRateLimit" | "isPermissionError" | "isDowntime"
>;

function appSetupProblem(error: CodedError): AppSetupProblem | null {
  if (error.code === DEPRECATED_VERSION) return "graphVersion";
  if (error.subcode === APP_IN_DEVELOPMENT) return "appMode";
  if (error.code === 100 && APP_SECRET.test(error.message)) return "appSecret";
  if (error.code === APP_CAPABILITY) return "capability";
  return null;
}

/** The first of Meta's code rules the error matches, in this order, or null when none does. */
export function graphErrorMeaning(error: CodedError): GraphErrorMeaning | null {
  const problem = appSetupProblem(error);
  if (problem) return { kind: "appSetup", problem };
  if (error.isTokenError) return { kind: "token" };
  if (error.code === POLICY_BLOCK) return { kind: "blocked" };
  if (error.isRateLimit) return { kind: "rateLimit", retryAfterMinutes: error.retryAfterMinutes };
  if (error.isPermissionError) return { kind: "permission" };
  if (error.isDowntime) return { kind: "downtime" };
  // 100 "Invalid parameter" with a subcode names the field; Meta's user texts are what the person reads.
  if ((error.code === 100 && error.subcode !== null) || error.userTitle || error.userMessage) return { kind: "field" };
  // "(#100) Param instagram_user_id must be a valid Instagram account id" (pipeboard-co/meta-ads-mcp#114):
  // Meta's parameter checks name the parameter in the developer message, which Meta does not translate.
  if (error.code === 100 && PARAM_REFUSAL.test(error.message)) return { kind: "field" };
  return null;
}
