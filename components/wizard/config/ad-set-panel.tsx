"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DEFAULT_BUDGET_RULE } from "@/lib/campaigns/budget-rule";
import { amountDigits, toMajor } from "@/lib/money/currency";
import { AD_SET_TEXT_MAX, AD_SET_TITLE_MAX, type WizardConfig } from "@/lib/wizard/config-schema";
import { cn } from "@/lib/utils";
import { AdSetAudience } from "./ad-set-audience";
import { useRebalance } from "./use-rebalance";

// One ad set's edit panel: active switch, title (40), primary text (125), its audience.
export function AdSetPanel({ index }: { index: number }) {
  const t = useTranslations();
  const format = useFormatter();
  const id = useId();
  const { register, control, setValue, getValues, formState } = useFormContext<WizardConfig>();
  const set = useWatch({ control, name: `adSets.${index}` });
  const currency = (useWatch({ control, name: "budgetRule" }) ?? DEFAULT_BUDGET_RULE).currency;
  const rebalance = useRebalance();
  const errors = formState.errors.adSets?.[index];
  const message = (key?: string) => (key ? t(key, { name: set.name }) : null);

  return (
    <section aria-labelledby={`${id}-name`} className={cn("grid gap-3 rounded-lg border p-4", !set.enabled && "bg-muted/40")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold">
          {set.name}
        </h3>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            name={`adSets.${index}.enabled`}
            className="size-4 accent-primary"
            checked={set.enabled}
            aria-checked={set.enabled}
            onChange={(event) => {
              setValue(`adSets.${index}.enabled`, event.target.checked, { shouldDirty: true });
              rebalance(getValues("dailyBudget"), getValues("adSets"));
            }}
          />
          {t("wizard.adSets.enabled")}
        </label>
      </div>
      <p className="text-sm text-muted-foreground">
        {set.enabled
          ? t("wizard.adSets.budget", { amount: format.number(toMajor(set.budget, currency), { style: "currency", currency, ...amountDigits(currency) }) })
          : t("wizard.adSets.paused")}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{t("wizard.adSets.titleLabel")}</Label>
        <Input
          id={`${id}-title`}
          maxLength={AD_SET_TITLE_MAX}
          aria-invalid={errors?.title ? true : undefined}
          aria-describedby={`${id}-title-count ${errors?.title ? `${id}-title-error` : ""}`}
          {...register(`adSets.${index}.title`)}
        />
        <p id={`${id}-title-count`} className="text-xs text-muted-foreground">
          {t("wizard.adSets.characters", { count: set.title.length, max: AD_SET_TITLE_MAX })}
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
          aria-describedby={`${id}-text-count ${errors?.primaryText ? `${id}-text-error` : ""}`}
          {...register(`adSets.${index}.primaryText`)}
        />
        <p id={`${id}-text-count`} className="text-xs text-muted-foreground">
          {t("wizard.adSets.characters", { count: set.primaryText.length, max: AD_SET_TEXT_MAX })}
        </p>
        {errors?.primaryText ? (
          <p id={`${id}-text-error`} className="text-sm text-destructive">
            {message(errors.primaryText.message)}
          </p>
        ) : null}
      </div>
      <AdSetAudience index={index} />
    </section>
  );
}
