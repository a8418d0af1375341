// A route of the fake Graph API (graph.ts): its counted name, the ad account it concerns, and its handler.
// Never used by production code.
import type { Ctx, Reply } from "./reply";
import type { GraphRequest } from "./request";
import type { FakeMetaState } from "./state";

export type Route = {
  /** The name calls are counted under: "campaigns", "adsets", "activate", "insights"... */
  endpoint: string;
  /** A finer name some calls also count under ("advideos.transfer", "search.adinterest"). */
  detail?: string;
  /** The ad account (numeric id) the call concerns, for the usage headers. */
  accountId?: string;
  /** Marketing API calls answer error 2635 on versions Meta no longer serves. */
  ads?: boolean;
  /** Routes that need no user token (the dialog, the token exchange, debug_token, the app's own edges). */
  open?: (state: FakeMetaState, req: GraphRequest) => Reply | Promise<Reply>;
  handle?: (ctx: Ctx) => Reply | Promise<Reply>;
};
