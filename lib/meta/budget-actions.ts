"use server";

import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { perHour } from "@/lib/rate-limit/limits";
import { userBudgetRule } from "./account-money";
import { adAccountIdSchema } from "@/lib/campaigns/model";

// Asked again whenever the wizard's ad account changes; refused in the wizard's own words.
const limit = perHour("meta:budget-rule", 120, { error: "wizard.errors.rateLimited" });

// The chosen ad account's currency and minimum daily budget, for the wizard's budget (001 §5, DESIGN.md Money).
export const loadBudgetRuleAction = userAction(
  z.object({ adAccountId: adAccountIdSchema }),
  async (input, user) => {
    const outcome = await userBudgetRule(user.id, input.adAccountId);
    return outcome.ok ? ok(outcome.rule) : fail(outcome.error);
  },
  { limit },
);
