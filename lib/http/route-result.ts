import { fail, type ActionFailure, type ActionResult, type MessageKey } from "@/lib/actions/result";

/**
 * A route handler's JSON answer, read in the browser as the result contract. An answer that is not
 * ours (a proxy's error page, say) is `fallback`.
 */
export async function routeResultOf<T>(response: Response, fallback: MessageKey = "errors.unexpected"): Promise<ActionResult<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === "object" && "ok" in body) {
    if (body.ok === true && "data" in body) return body as { ok: true; data: T };
    if (body.ok === false && "error" in body && typeof body.error === "string") return body as ActionFailure;
  }
  return fail(fallback);
}
