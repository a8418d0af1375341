import "server-only";
import { db } from "@/lib/db";
import type { RateLimitRule } from "./limits";

export * from "./limits";

export type RateLimitOutcome = { allowed: boolean; retryAfterSeconds: number };

// A fixed window per key, counted in PostgreSQL so the limit holds across app processes.
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitOutcome> {
  const now = new Date();
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const rows = await db.$queryRaw<{ count: number; reset_at: Date }[]>`
    INSERT INTO rate_limit_counters (key, count, reset_at) VALUES (${key}, 1, ${windowEnd})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.reset_at <= ${now} THEN 1 ELSE rate_limit_counters.count + 1 END,
      reset_at = CASE WHEN rate_limit_counters.reset_at <= ${now} THEN ${windowEnd} ELSE rate_limit_counters.reset_at END
    RETURNING count, reset_at`;
  const row = rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: row.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((row.reset_at.getTime() - Date.now()) / 1000)),
  };
}

/** Gives back one counted request (one that, in the end, should not count). */
export async function refundRateLimit(key: string): Promise<void> {
  await db.$executeRaw`UPDATE rate_limit_counters SET count = GREATEST(count - 1, 0) WHERE key = ${key}`;
}

export async function resetRateLimit(key: string): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { key } });
}
