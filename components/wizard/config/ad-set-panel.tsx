"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { AdSetCard } from "@/components/campaigns/ad-set-card";
import { DEFAULT_BUDGET_RULE } from "@/lib/money/budget-rule";
import { amountDigits, toMajor } from "@/lib/money/currency";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import type { AudienceCopy, ProductForGeneration } from "@/lib/ai/generated-ad";
import { copyLanguageFor } from "@/components/campaigns/copy-language";
import { AdSetAudience } from "./ad-set-audience";
import { useCopyOptions } from "./use-copy-options";
import { useRebalance } from "./use-rebalance";

// One ad set's panel in the wizard: the shared card (switch, budget share, copy) and its audience.
// `written`: the copy the AI wrote for this set's audience (issue 35), offered as one-tap alternatives.
export function AdSetPanel({ index, written, product }: { index: number; written?: AudienceCopy; product: ProductForGeneration }) {
  const t = useTranslations();
  const format = useFormatter();
  const { register, control, setValue, getValues, formState } = useFormContext<WizardConfig>();
  const set = useWatch({ control, name: `adSets.${index}` });
  const currency = (useWatch({ control, name: "budgetRule" }) ?? DEFAULT_BUDGET_RULE).currency;
  const rebalance = useRebalance();
  const countries = useWatch({ control, name: "targetCountries" }) ?? [];
  const options = useCopyOptions(written, {
    product,
    audience: set.audience,
    values: { title: set.title, primaryText: set.primaryText },
    use: (field, text) => setValue(`adSets.${index}.${field}`, text, { shouldDirty: true, shouldValidate: true }),
  });

  return (
    <AdSetCard
      name={set.name}
      enabled={set.enabled}
      toggle={{
        name: `adSets.${index}.enabled`,
        checked: set.enabled,
        "aria-checked": set.enabled,
        onChange: (event) => {
          setValue(`adSets.${index}.enabled`, event.target.checked, { shouldDirty: true });
          rebalance(getValues("dailyBudget"), getValues("adSets"));
        },
      }}
      budget={
        set.enabled
          ? t("wizard.adSets.budget", { amount: format.number(toMajor(set.budget, currency), { style: "currency", currency, ...amountDigits(currency) }) })
          : t("wizard.adSets.paused")
      }
      values={set}
      errors={formState.errors.adSets?.[index]}
      register={(field) => register(`adSets.${index}.${field}`)}
      options={options}
      review={{
        copyLanguage: copyLanguageFor(countries),
        onRewrite: (field, text) =>
          setValue(`adSets.${index}.${field}`, text.slice(0, field === "title" ? 40 : 125), { shouldDirty: true, shouldValidate: true }),
      }}
    >
      <AdSetAudience index={index} />
    </AdSetCard>
  );
}
