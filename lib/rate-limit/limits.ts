import type { MessageKey } from "@/lib/actions/result";

export type RateLimitRule = { limit: number; windowMs: number };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * A limit declared beside the action or route it guards (lib/pipeline/action.ts, lib/http): `limit` calls
 * per `windowMs`, counted per signed-in user or per client address, under its own name.
 */
export type RequestLimit = RateLimitRule & {
  name: string;
  per: "user" | "address";
  /** The refusal's message key; errors.rateLimited when absent. */
  error?: MessageKey;
};

export const perHour = (name: string, limit: number, options: Partial<Pick<RequestLimit, "per" | "error">> = {}): RequestLimit => ({
  name,
  limit,
  windowMs: HOUR_MS,
  per: "user",
  ...options,
});
export const perMinute = (name: string, limit: number, options: Partial<Pick<RequestLimit, "per" | "error">> = {}): RequestLimit => ({
  name,
  limit,
  windowMs: MINUTE_MS,
  per: "user",
  ...options,
});
