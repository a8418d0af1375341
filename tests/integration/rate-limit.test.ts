import { consumeRateLimit } from "@/lib/rate-limit/counter";
import { db } from "@/lib/db";

describe("consumeRateLimit", () => {
  it("allows up to the limit within the window, then refuses with the wait", async () => {
    const key = `test:${Date.now()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await consumeRateLimit(key, rule));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false]);
    expect(outcomes[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(outcomes[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test-window:${Date.now()}`;
    const rule = { limit: 1, windowMs: 60_000 };
    await consumeRateLimit(key, rule);
    expect((await consumeRateLimit(key, rule)).allowed).toBe(false);
    await db.rateLimitCounter.update({ where: { key }, data: { resetAt: new Date(Date.now() - 1) } });
    expect((await consumeRateLimit(key, rule)).allowed).toBe(true);
  });

  it("counts attempts that arrive at the same time", async () => {
    const key = `test-concurrent:${Date.now()}`;
    const rule = { limit: 5, windowMs: 60_000 };
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => consumeRateLimit(key, rule)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
  });
});
