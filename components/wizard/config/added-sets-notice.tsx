"use client";

import { Info } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { useMessage } from "@/components/ui/use-message";
import { DEFAULT_BUDGET_RULE, minimumFor } from "@/lib/money/budget-rule";
import type { WizardConfig } from "@/lib/wizard/config-schema";

export const AD_SETS_SECTION_ID = "wizard-ad-sets";

/**
 * 001 §7 adds ad sets for Meta's interests; issue 31: said where the seller chose the account, with the
 * minimum budget before and after, and a way to keep the sets they had.
 */
export function AddedSetsNotice({ before, onKeepFewer }: { before: readonly string[]; onKeepFewer: () => void }) {
  const t = useTranslations("wizard.interests");
  const message = useMessage();
  const { control } = useFormContext<WizardConfig>();
  const sets = useWatch({ control, name: "adSets" });
  const rule = useWatch({ control, name: "budgetRule" }) ?? DEFAULT_BUDGET_RULE;
  const enabled = sets.filter((set) => set.enabled);
  const enabledBefore = enabled.filter((set) => before.includes(set.id)).length;
  const added = sets.length - before.length;
  if (added <= 0) return null;
  return (
    <Banner
      role="status"
      tone="info"
      layout="stacked"
      icon={Info}
      title={t("addedTitle", { added })}
      className="gap-2"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" className="bg-white" onClick={onKeepFewer}>
            {t("keepFewer", { count: before.length })}
          </Button>
          <Button asChild size="sm" variant="link">
            <a href={`#${AD_SETS_SECTION_ID}`}>{t("seeSets")}</a>
          </Button>
        </div>
      }
    >
      <p>
        {message("wizard.interests.addedBody", {
          sets: enabled.length,
          current: minimumFor(enabledBefore, rule),
          minimum: minimumFor(enabled.length, rule),
          currency: rule.currency,
        })}
      </p>
    </Banner>
  );
}
