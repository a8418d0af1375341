"use server";

import { z } from "zod";
import { userAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { consumeRateLimit } from "@/lib/rate-limit";
import { userBudgetRule } from "./account-money";

const HOUR = 60 * 60 * 1000;

// The chosen ad account's currency and minimum daily budget, for the wizard's budget (001 §5, DESIGN.md Money).
export const loadBudgetRuleAction = userAction(z.object({ adAccountId: z.string().regex(/^act_\d{1,30}$/) }), async (input, user) => {
  const limit = await consumeRateLimit(`meta:budget-rule:${user.id}`, { limit: 120, windowMs: HOUR });
  if (!limit.allowed) return fail("wizard.errors.rateLimited");
  const outcome = await userBudgetRule(user.id, input.adAccountId);
  return outcome.ok ? ok(outcome.rule) : fail(outcome.error);
});
