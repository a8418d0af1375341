"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useFormContext } from "react-hook-form";
import { callAction } from "@/components/ui/call-action";
import { toast } from "@/components/ui/toast-store";
import { suggestInterestsAction } from "@/lib/meta/actions";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { ensureAdSets } from "@/lib/wizard/interest-sets";
import { useRebalance } from "./use-rebalance";

export type InterestStatus = { state: "idle" | "loading" } | { state: "done"; count: number; sets: number } | { state: "error"; message: string };

/**
 * 001 §4, §7: when an ad account is chosen, interests are suggested and spread round-robin over the
 * ad sets, adding sets until 5 exist; the budget is split again.
 */
export function useMetaInterests(product: { name: string; category: string | null; terms: string[] }) {
  const t = useTranslations();
  const { getValues, setValue } = useFormContext<WizardConfig>();
  const rebalance = useRebalance();
  const [status, setStatus] = useState<InterestStatus>({ state: "idle" });

  const suggest = useCallback(
    async (adAccountId: string) => {
      setStatus({ state: "loading" });
      // Not useAction: a newly chosen account asks again while the last account's answer is on its way.
      const result = await callAction(suggestInterestsAction, {
        adAccountId,
        productName: product.name,
        category: product.category,
        fallbackTerms: product.terms,
      });
      if (!result.ok) {
        const message = t(result.error);
        setStatus({ state: "error", message });
        toast({ title: message, description: typeof result.values?.detail === "string" ? result.values.detail : undefined, variant: "destructive" });
        return;
      }
      const sets = ensureAdSets(getValues("adSets"), result.data.interests, (number) => t("wizard.adSets.interestSetName", { number }));
      setValue("adSets", sets, { shouldDirty: true, shouldValidate: true });
      rebalance(getValues("dailyBudget"), sets);
      setStatus({ state: "done", count: result.data.interests.length, sets: sets.length });
    },
    [product.name, product.category, product.terms, t, getValues, setValue, rebalance],
  );

  return { status, suggest };
}
