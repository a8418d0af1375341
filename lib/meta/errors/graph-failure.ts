import "server-only";
import { logger } from "@/lib/log/server";
import { GraphError } from "@/lib/meta/graph";
import { alertAppSetup } from "./app-setup-alert";
import { graphErrorMeaning } from "./codes";

// The one place a failed Graph call becomes the message a user reads, outside publishing (whose
// classification, publish/classify.ts, reads the same codes first: publish/classify-codes.ts).

export type MetaResult<T> = { ok: true; data: T } | { ok: false; error: MetaErrorKey; detail?: string };
export type MetaErrorKey =
  | "meta.errors.notConnected"
  | "meta.errors.expired"
  | "meta.errors.unavailable"
  | "meta.errors.refused"
  | "meta.errors.refusedNoReason"
  | "meta.errors.permission"
  | "meta.errors.appSetup"
  | "meta.errors.blocked"
  | "meta.errors.blockedNoReason";

/**
 * A Graph failure as the user reads it, by Meta's codes first (classify-codes.ts, the rules publishing
 * uses too): the token or a permission (reconnect), Meta unreachable, down or throttling (try again), the
 * Meta app's setup (the administrator is told), or Meta refusing the change, with Meta's own words when
 * it wrote some for the person (`detail`; its developer text is only logged). Anything else is a bug and
 * is thrown.
 */
export function graphFailure(error: unknown): { ok: false; error: MetaErrorKey; detail?: string } {
  const network = error instanceof Error && ["TimeoutError", "AbortError"].includes(error.name);
  const unreachable = error instanceof TypeError && /fetch/i.test(error.message);
  if (network || unreachable) return { ok: false, error: "meta.errors.unavailable" };
  if (!(error instanceof GraphError)) throw error;
  logger.warn({ code: error.code ?? error.status, subcode: error.subcode, fbtraceId: error.fbtraceId, graphMessage: error.message }, "[meta] request failed");
  const meaning = graphErrorMeaning(error);
  switch (meaning?.kind) {
    case "appSetup":
      alertAppSetup(meaning.problem, error);
      return { ok: false, error: "meta.errors.appSetup" };
    case "token":
      return { ok: false, error: "meta.errors.expired" };
    case "rateLimit":
    case "downtime":
      return { ok: false, error: "meta.errors.unavailable" };
    case "blocked":
      return error.userText ? { ok: false, error: "meta.errors.blocked", detail: error.userText } : { ok: false, error: "meta.errors.blockedNoReason" };
    case "permission":
      return { ok: false, error: "meta.errors.permission" };
    case "field":
    case undefined:
      return error.userText ? { ok: false, error: "meta.errors.refused", detail: error.userText } : { ok: false, error: "meta.errors.refusedNoReason" };
  }
}
