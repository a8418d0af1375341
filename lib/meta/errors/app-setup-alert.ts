import { logger } from "@/lib/log/server";
import type { GraphError } from "@/lib/meta/graph";
import type { AppSetupProblem } from "./codes";

// The administrator's half of an app-setup failure: the user reads a plain "unavailable, the
// administrator was told", and the server log says, at error level, what to change and where.
const FIXES: Record<AppSetupProblem, string> = {
  graphVersion: "Meta no longer serves the Marketing API version in use (#2635): set meta_graph_version to a current version in the API settings (/admin)",
  appMode: "The Meta app is in development mode (subcode 1885183) and Meta refuses ads made by it: switch the app to Live in the Meta App Dashboard",
  appSecret: "Meta requires appsecret_proof and the app secret is missing or wrong: set meta_app_secret to the Meta app's secret in the API settings (/admin)",
  capability:
    "The Meta app lacks the capability or access for this call (#3): in the Meta App Dashboard, add the Marketing API product and request Ads Management Standard Access and the permissions the app asks for",
};

export function alertAppSetup(problem: AppSetupProblem, error: Pick<GraphError, "code" | "subcode" | "fbtraceId" | "message">): void {
  logger.error({ problem, code: error.code, subcode: error.subcode, fbtraceId: error.fbtraceId, graphMessage: error.message }, `[meta] ${FIXES[problem]}`);
}
