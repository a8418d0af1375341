"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { AD_SET_TEXT_MAX, AD_SET_TITLE_MAX, type CampaignEditInput, type CampaignEditValues } from "@/lib/campaigns/config-schema";
import { parseBudgetInput } from "@/lib/money/budget-input";
import { amountDigits, toMajor } from "@/lib/money/currency";
import { splitBudget } from "@/lib/wizard/ad-sets";
import { cn } from "@/lib/utils";

/** What the page knows of each ad set besides its edited fields. */
export type AdSetInfo = { id: string; name: string; /** Linked campaign: whether Meta has this set. */ atMeta: boolean };

type Form = UseFormReturn<CampaignEditInput, unknown, CampaignEditValues>;

// The ad sets' copy and on/off switches on the edit page, with each active set's share of the budget.
export function EditAdSets({ form, sets, linked, currency }: { form: Form; sets: AdSetInfo[]; linked: boolean; currency: string }) {
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
}: {
  form: Form;
  info: AdSetInfo;
  index: number;
  linked: boolean;
  share: number;
  format: (cents: number) => string;
}) {
  const t = useTranslations();
  const id = useId();
  const set = useWatch({ control: form.control, name: `adSets.${index}` });
  const errors = form.formState.errors.adSets?.[index];
  // A set that was off at publishing has no ad set at Meta: it can't be switched on here.
  const locked = linked && !info.atMeta;
  const enabled = Boolean(set?.enabled);
  const message = (key?: string) => (key ? t(key, { name: info.name }) : null);
  return (
    <section aria-labelledby={`${id}-name`} className={cn("grid gap-3 rounded-lg border p-4", !enabled && "bg-muted/40")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold">
          {info.name}
        </h3>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="size-4 accent-primary"
            disabled={locked}
            aria-describedby={`${id}-budget`}
            {...form.register(`adSets.${index}.enabled`)}
          />
          {t("wizard.adSets.enabled")}
        </label>
      </div>
      <p id={`${id}-budget`} className="text-sm text-muted-foreground">
        {locked ? t("campaignConfig.adSets.notPublished") : enabled ? t("wizard.adSets.budget", { amount: format(share) }) : t("wizard.adSets.paused")}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{t("wizard.adSets.titleLabel")}</Label>
        <Input
          id={`${id}-title`}
          maxLength={AD_SET_TITLE_MAX}
          aria-invalid={errors?.title ? true : undefined}
          aria-describedby={`${id}-title-count${errors?.title ? ` ${id}-title-error` : ""}`}
          {...form.register(`adSets.${index}.title`)}
        />
        <p id={`${id}-title-count`} className="text-xs text-muted-foreground">
          {t("wizard.adSets.characters", { count: set?.title.length ?? 0, max: AD_SET_TITLE_MAX })}
        </p>
        {errors?.title ? (
          <p id={`${id}-title-error`} className="text-sm text-destructive">
            {message(errors.title.message)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>{t("wizard.adSets.primaryText")}</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          maxLength={AD_SET_TEXT_MAX}
          aria-invalid={errors?.primaryText ? true : undefined}
          aria-describedby={`${id}-text-count${errors?.primaryText ? ` ${id}-text-error` : ""}`}
          {...form.register(`adSets.${index}.primaryText`)}
        />
        <p id={`${id}-text-count`} className="text-xs text-muted-foreground">
          {t("wizard.adSets.characters", { count: set?.primaryText.length ?? 0, max: AD_SET_TEXT_MAX })}
        </p>
        {errors?.primaryText ? (
          <p id={`${id}-text-error`} className="text-sm text-destructive">
            {message(errors.primaryText.message)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
