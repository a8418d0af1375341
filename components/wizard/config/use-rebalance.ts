"use client";

import { useCallback } from "react";
import { useFormContext } from "react-hook-form";
import { splitBudget } from "@/lib/wizard/ad-sets";
import type { WizardConfig } from "@/lib/wizard/config-schema";

/** spec 001 §4: the daily budget is split equally among the enabled ad sets (a disabled one gets 0). */
export function useRebalance() {
  const { getValues, setValue } = useFormContext<WizardConfig>();
  return useCallback(
    (dailyBudget = getValues("dailyBudget"), adSets = getValues("adSets")) => {
      // A budget field holding no amount yet (NaN) leaves the shares as they were.
      if (!Number.isFinite(dailyBudget)) return;
      setValue("adSets", splitBudget(adSets, dailyBudget), { shouldDirty: true, shouldValidate: true });
    },
    [getValues, setValue],
  );
}
