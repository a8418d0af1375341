import "server-only";
import { consumeRateLimit, type RateLimitOutcome } from "./counter";
import type { RequestLimit } from "./limits";

/** Whom a declared limit counts: the signed-in user (when it is per user) or the client's address. */
export type LimitSubject = { userId?: string; address: string };

/** The counter's key: the limit's name, then `user:<id>` or `address:<address>`. */
export function requestLimitKey(limit: RequestLimit, { userId, address }: LimitSubject): string {
  return limit.per === "user" && userId ? `${limit.name}:user:${userId}` : `${limit.name}:address:${address}`;
}

/** Counts one request against a declared limit (actions and route handlers alike). */
export function consumeRequestLimit(limit: RequestLimit, subject: LimitSubject): Promise<RateLimitOutcome> {
  return consumeRateLimit(requestLimitKey(limit, subject), limit);
}
