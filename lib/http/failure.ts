import { NextResponse } from "next/server";
import { fail, type ActionFailure, type FieldErrors, type MessageKey, type MessageValues } from "@/lib/actions/result";

// Route handlers answer failures in the action contract's shape, { ok: false, error, fieldErrors?, values? },
// with the HTTP status that fits.

export type FailureDetail = { fieldErrors?: FieldErrors; values?: MessageValues; headers?: HeadersInit };

/** A failure's JSON answer. */
export function failure(status: number, error: MessageKey, { fieldErrors, values, headers }: FailureDetail = {}): NextResponse<ActionFailure> {
  return NextResponse.json(fail(error, fieldErrors, values), { status, headers });
}

/** A known failure thrown from below a handler (a body past its cap, say); the route answers it as is. */
export class RouteFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: MessageKey,
    readonly detail: FailureDetail = {},
  ) {
    super(error);
    this.name = "RouteFailure";
  }
}
