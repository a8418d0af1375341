import "./action-request";
// Issue 32 (item 3): actions and route handlers pass one list of steps (lib/pipeline/steps.ts), so they
// refuse alike; the admin and budget actions keep no try/catch or rate limit of their own.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { ok, type ActionFailure, type MessageKey } from "@/lib/actions/result";
import { createUserAction, updateUserPlanAction } from "@/lib/admin/actions";
import { db } from "@/lib/db";
import { userRoute } from "@/lib/http/guarded-route";
import { captureLogs } from "@/lib/log/capture";
import { loadBudgetRuleAction } from "@/lib/meta/budget-actions";
import { perMinute } from "@/lib/rate-limit/limits";
import { makeUser, signInAs } from "./factories";
import { uniqueEmail } from "./helpers";
import { requestTo } from "./routes-helpers";

const limitedRetry = (error: MessageKey) => ({ ok: false, error, values: { retryAfterSeconds: expect.any(Number) } });

describe("a rate limit, answered alike by an action and a route", () => {
  it.each<[string, MessageKey | undefined]>([
    ["the default key", undefined],
    ["a key of the limit's own", "wizard.errors.rateLimited"],
  ])("gives %s and the same retry figure; the route sends it as Retry-After too", async (_, error) => {
    // One declared limit in front of both: they share its count.
    const limit = perMinute(`test-one-answer-${randomUUID()}`, 1, error ? { error } : {});
    const action = userAction(z.object({}), async () => ok(null), { limit });
    const route = userRoute(async () => Response.json(ok(null)), { limit });
    const user = await makeUser({ label: "one-answer" });
    signInAs(user);
    expect(await action({})).toEqual({ ok: true, data: null });

    // One clock for both answers, so the seconds left are the same whoever asks.
    const clock = jest.spyOn(Date, "now").mockReturnValue(Date.now());
    try {
      const fromAction = (await action({})) as ActionFailure;
      const response = await route(requestTo("/api/x", { method: "GET" }));
      expect(fromAction).toEqual(limitedRetry(error ?? "errors.rateLimited"));
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual(fromAction);
      expect(response.headers.get("retry-after")).toBe(String(fromAction.values?.retryAfterSeconds));
      expect(fromAction.values?.retryAfterSeconds).toBeGreaterThan(0);
      expect(fromAction.values?.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("the admin user actions' failures come from the pipeline", () => {
  // Each makes its call ready (the rows it needs) and hands it back.
  const calls = {
    createUserAction: async () => () => createUserAction({ fullName: "Ana", email: uniqueEmail("pipeline"), password: "abc123", planType: "pro" }),
    updateUserPlanAction: async () => {
      const target = await makeUser({ label: "pipeline-target" });
      return () => updateUserPlanAction({ userId: target.id, planType: "pro", campaignLimit: 5 });
    },
  };

  it.each(Object.entries(calls))("%s: a throw is errors.unexpected, logged once with the admin's id", async (_, prepare) => {
    const admin = await makeUser({ admin: true, label: "admin" });
    signInAs(admin);
    const call = await prepare();
    jest.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("connect ECONNREFUSED postgresql://app:s3cr3t@10.0.0.5/ads"));
    const logs = captureLogs();
    const result = await call();
    logs.restore();
    expect(result).toEqual({ ok: false, error: "errors.unexpected" });
    expect(logs.entries).toEqual([expect.objectContaining({ level: "error", msg: "[action] failed unexpectedly", userId: admin.id })]);
    expect(logs.lines.join("\n")).not.toContain("s3cr3t");
  });
});

describe("the budget rule's limit is the builder's", () => {
  it("counts per user under its own name, and refuses with the wizard's key and the retry figure", async () => {
    const user = await makeUser({ label: "budget-limit" });
    signInAs(user);
    const key = `meta:budget-rule:user:${user.id}`;
    expect((await loadBudgetRuleAction({ adAccountId: "act_120210000000001" })).ok).toBe(false);
    expect(await db.rateLimitCounter.findUnique({ where: { key } })).toMatchObject({ count: 1 });

    await db.rateLimitCounter.update({ where: { key }, data: { count: 120 } });
    const lookup = jest.spyOn(db.profile, "findUnique");
    expect(await loadBudgetRuleAction({ adAccountId: "act_120210000000001" })).toEqual(limitedRetry("wizard.errors.rateLimited"));
    // Refused before the handler: the ad accounts were not read.
    expect(lookup).not.toHaveBeenCalled();
    lookup.mockRestore();
  });

  it("refuses invalid input before counting it", async () => {
    const user = await makeUser({ label: "budget-invalid" });
    signInAs(user);
    expect(await loadBudgetRuleAction({ adAccountId: "120210000000001" })).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(await db.rateLimitCounter.findUnique({ where: { key: `meta:budget-rule:user:${user.id}` } })).toBeNull();
  });
});
