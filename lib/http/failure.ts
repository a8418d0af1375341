import { NextResponse } from "next/server";
import { fail, type ActionFailure, type FieldErrors, type MessageKey, type MessageValues } from "@/lib/actions/result";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id";
import type { Refusal } from "@/lib/pipeline/refusal";

// Route handlers answer failures in the action contract's shape, { ok: false, error, fieldErrors?, values? },
// with the HTTP status that fits.

export type FailureDetail = { fieldErrors?: FieldErrors; values?: MessageValues; headers?: HeadersInit };

/** A failure's JSON answer. */
export function failure(status: number, error: MessageKey, { fieldErrors, values, headers }: FailureDetail = {}): NextResponse<ActionFailure> {
  return NextResponse.json(fail(error, fieldErrors, values), { status, headers });
}

/** The routes' edge of the pipeline: a refusal as its status and failure, with Retry-After when it has a wait, and the request id on a 500. */
export function responseOf(refusal: Refusal, requestId: string): NextResponse<ActionFailure> {
  const headers = new Headers();
  if (refusal.retryAfterSeconds !== undefined) headers.set("Retry-After", String(refusal.retryAfterSeconds));
  if (refusal.status >= 500) headers.set(REQUEST_ID_HEADER, requestId);
  return NextResponse.json(refusal.failure, { status: refusal.status, headers });
}
