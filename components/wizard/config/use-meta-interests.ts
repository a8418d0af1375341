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

type AdSets = WizardConfig["adSets"];
type Interests = AdSets[number]["metaInterests"];

/** Done: how many interests over how many sets, and, when sets had to be added for them, the ids of the sets there were. */
export type InterestStatus =
  | { state: "idle" | "loading" }
  | { state: "done"; count: number; sets: number; added: { before: string[]; interests: Interests } | null }
  | { state: "error"; message: string };

/**
 * 001 §4, §7: when an ad account is chosen, interests are suggested and spread round-robin over the
 * ad sets, adding sets until 5 exist; the budget is split again. Sets added are said, and the seller
 * can keep the sets they had (issue 31).
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
      const before = getValues("adSets");
      const sets = spread(before, result.data.interests);
      const added = sets.length > before.length ? { before: before.map((set) => set.id), interests: result.data.interests } : null;
      setStatus({ state: "done", count: result.data.interests.length, sets: sets.length, added });
    },
    // spread is a fresh closure each render over the same t, getValues, setValue and rebalance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product.name, product.category, product.terms, t, getValues, setValue, rebalance],
  );

  /** The interests spread over the sets, at most `most` of them; the budget split again. */
  function spread(sets: AdSets, interests: Interests, most?: number): AdSets {
    const spreadSets = ensureAdSets(
      sets,
      interests,
      { broad: t("wizard.broadAudience"), numbered: (number) => t("wizard.adSets.interestSetName", { number }) },
      most,
    );
    setValue("adSets", spreadSets, { shouldDirty: true, shouldValidate: true });
    rebalance(getValues("dailyBudget"), spreadSets);
    return spreadSets;
  }

  /** Back to the sets there were before the suggestion added some (as edited since), with every interest spread over them. */
  function keepFewer() {
    if (status.state !== "done" || !status.added) return;
    const { before, interests } = status.added;
    const kept = getValues("adSets").filter((set) => before.includes(set.id));
    const sets = spread(kept, interests, kept.length);
    setStatus({ state: "done", count: interests.length, sets: sets.length, added: null });
  }

  return { status, suggest, keepFewer };
}
