"use client";

import type { CopyLanguage } from "@/lib/copy-review";
import { useFormatter, useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { CampaignEditInput, CampaignEditValues } from "@/lib/campaigns/config-schema";
import { parseBudgetInput } from "@/lib/money/budget-input";
import { amountDigits, toMajor } from "@/lib/money/currency";
import { splitBudget } from "@/lib/wizard/ad-sets";
import { AdSetCard } from "./ad-set-card";

/** What the page knows of each ad set besides its edited fields. */
export type AdSetInfo = { id: string; name: string; /** Linked campaign: whether Meta has this set. */ atMeta: boolean };

type Form = UseFormReturn<CampaignEditInput, unknown, CampaignEditValues>;

// The ad sets' copy and on/off switches on the edit page, with each active set's share of the budget.
export function EditAdSets({
  form,
  sets,
  linked,
  currency,
  copyLanguage,
}: {
  form: Form;
  sets: AdSetInfo[];
  linked: boolean;
  currency: string;
  copyLanguage: CopyLanguage;
}) {
  const t = useTranslations();
  const format = useFormatter();
  const values = useWatch({ control: form.control, name: "adSets" }) ?? [];
  const budget = parseBudgetInput(useWatch({ control: form.control, name: "dailyBudget" }) ?? "", currency);
  const shares = splitBudget(
    values.map((set) => ({ enabled: set.enabled, budget: 0 })),
    budget.ok ? budget.minor : 0,
  );
  const errors = form.formState.errors.adSets;
  if (!sets.length) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-semibold">{t("campaignConfig.adSets.title")}</legend>
      <p className="text-sm text-muted-foreground">{t(linked ? "campaignConfig.adSets.linkedDescription" : "campaignConfig.adSets.description")}</p>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {t(errors.root?.message ?? errors.message!)}
        </p>
      ) : null}
      {sets.map((info, index) => (
        <AdSetFields
          key={info.id}
          form={form}
          info={info}
          index={index}
          linked={linked}
          share={shares[index]?.budget ?? 0}
          format={(amount) => format.number(toMajor(amount, currency), { style: "currency", currency, ...amountDigits(currency) })}
          copyLanguage={copyLanguage}
        />
      ))}
    </fieldset>
  );
}

function AdSetFields({
  form,
  info,
  index,
  linked,
  share,
  format,
  copyLanguage,
}: {
  form: Form;
  copyLanguage: CopyLanguage;
  info: AdSetInfo;
  index: number;
  linked: boolean;
  share: number;
  format: (cents: number) => string;
}) {
  const t = useTranslations();
  const set = useWatch({ control: form.control, name: `adSets.${index}` });
  // A set that was off at publishing has no ad set at Meta: it can't be switched on here.
  const locked = linked && !info.atMeta;
  const enabled = Boolean(set?.enabled);
  return (
    <AdSetCard
      name={info.name}
      enabled={enabled}
      toggle={{ disabled: locked, ...form.register(`adSets.${index}.enabled`) }}
      budget={locked ? t("campaignConfig.adSets.notPublished") : enabled ? t("wizard.adSets.budget", { amount: format(share) }) : t("wizard.adSets.paused")}
      values={set}
      errors={form.formState.errors.adSets?.[index]}
      register={(field) => form.register(`adSets.${index}.${field}`)}
      review={{ copyLanguage, onRewrite: (field, text) => form.setValue(`adSets.${index}.${field}`, text, { shouldDirty: true, shouldValidate: true }) }}
    />
  );
}
