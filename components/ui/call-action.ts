import type { FieldErrors, MessageKey, MessageValues } from "@/lib/actions/result";

/** What a server action answers: the result contract (the older `{ ok }` answers fit it too). */
export type ActionOutcome = { ok: true } | { ok: false; error?: MessageKey; fieldErrors?: FieldErrors; values?: MessageValues };

/** Any server action: its own input, its own answer. */
export type ServerAction = (...input: never[]) => Promise<ActionOutcome>;

export type NetworkFailure = { ok: false; error: "errors.network"; fieldErrors?: FieldErrors; values?: MessageValues };

/**
 * What `run` passes to the action: its own input. One that takes none may still be given `{}`, which
 * it ignores, so a caller works before and after such an action moves into the pipeline (`{}` input).
 */
export type ActionInput<A extends ServerAction> = Parameters<A> extends [] ? [input?: object] : Parameters<A>;

/** The action's answer, or the failure a screen shows when there was none. */
export type Answer<A extends ServerAction> = Awaited<ReturnType<A>> | NetworkFailure;

/**
 * Calls a server action; it never rejects. A call that got no answer (network down, or a server
 * restarted with a new build: "Failed to find Server Action") is errors.network.
 */
export async function callAction<A extends ServerAction>(action: A, ...input: ActionInput<A>): Promise<Answer<A>> {
  try {
    return (await action(...(input as Parameters<A>))) as Awaited<ReturnType<A>>;
  } catch {
    return { ok: false, error: "errors.network" };
  }
}
