import { fail, type ActionFailure, type FieldErrors, type MessageKey, type MessageValues } from "@/lib/actions/result";

// A request turned away: by a step of the pipeline, or from below a handler (a body past its cap).
// Both edges answer it from the same fields: an action returns `failure`, a route sends it with `status`.

export type RefusalDetail = {
  fieldErrors?: FieldErrors;
  values?: MessageValues;
  /** A rate limit's wait: in the failure's values for actions, and the Retry-After header for routes. */
  retryAfterSeconds?: number;
};

export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: MessageKey,
    readonly detail: RefusalDetail = {},
  ) {
    super(error);
    this.name = "Refusal";
  }

  get retryAfterSeconds(): number | undefined {
    return this.detail.retryAfterSeconds;
  }

  /** The result contract's failure. */
  get failure(): ActionFailure {
    const { fieldErrors, values, retryAfterSeconds } = this.detail;
    return fail(this.error, fieldErrors, retryAfterSeconds === undefined ? values : { ...values, retryAfterSeconds });
  }
}
