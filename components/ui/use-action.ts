"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors, MessageKey, MessageValues } from "@/lib/actions/result";
import { callAction, type ActionInput, type ActionOutcome, type Answer, type ServerAction } from "./call-action";
import { failureToast, type ToastContent } from "./failure-toast";
import { toast } from "./toast-store";
import { useMessage } from "./use-message";

type Success<A extends ServerAction> = Extract<Answer<A>, { ok: true }>;
type Found<A extends ServerAction> = Success<A> extends { data: infer D } ? D : never;
/** What a success carries (undefined for an action that answers a bare `{ ok: true }`). */
export type ActionData<A extends ServerAction> = [Found<A>] extends [never] ? undefined : Found<A>;
export type ActionFailureOf<A extends ServerAction> = Exclude<Answer<A>, { ok: true }>;

export type UseActionOptions<A extends ServerAction> = {
  /** The failure toast's title, over the translated error (else the error is the title); false: the screen shows the failure itself. */
  failureTitle?: string | false;
  successToast?: ToastContent | ((data: ActionData<A>) => ToastContent);
  onSuccess?: (data: ActionData<A>) => void;
  onFailure?: (failure: ActionFailureOf<A>) => void;
};

type LastFailure = { error: MessageKey; fieldErrors: FieldErrors; values?: MessageValues };
const NO_FIELD_ERRORS: FieldErrors = Object.freeze({});

/**
 * Runs a server action from a screen: `pending` while it runs (a second run meanwhile gets the same
 * answer), the last failure's `error`, `errorValues` and `fieldErrors`, and its toasts. `run` never
 * rejects: a call that got no answer is errors.network.
 */
export function useAction<A extends ServerAction>(action: A, options: UseActionOptions<A> = {}) {
  const message = useMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LastFailure | null>(null);
  const running = useRef<Promise<Answer<A>> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    (...input: ActionInput<A>): Promise<Answer<A>> => {
      if (running.current) return running.current;
      setPending(true);
      setFailure(null);
      const answer = callAction(action, ...input).then((result) => {
        running.current = null;
        setPending(false);
        const { failureTitle, successToast, onSuccess, onFailure } = latest.current;
        const outcome: ActionOutcome & { data?: unknown } = result;
        if (outcome.ok) {
          const data = outcome.data as ActionData<A>;
          if (successToast) toast(typeof successToast === "function" ? successToast(data) : successToast);
          onSuccess?.(data);
        } else {
          setFailure({ error: outcome.error ?? "errors.unexpected", fieldErrors: outcome.fieldErrors ?? NO_FIELD_ERRORS, values: outcome.values });
          if (failureTitle !== false) toast(failureToast(outcome, message, failureTitle));
          onFailure?.(result);
        }
        return result;
      });
      running.current = answer;
      return answer;
    },
    [action, message],
  );

  return {
    run,
    pending,
    /** The last failure's message key and its values, until the next run. */
    error: failure?.error ?? null,
    errorValues: failure?.values,
    fieldErrors: failure?.fieldErrors ?? NO_FIELD_ERRORS,
  };
}
