"use client";

import { useTranslations } from "next-intl";
import { useId, type ComponentProps, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AD_SET_TEXT_MAX, AD_SET_TITLE_MAX } from "@/lib/campaigns/config-schema";
import { cn } from "@/lib/utils";
import type { CopyLanguage } from "@/lib/copy-review";
import { CopyOptions, type FieldOptions } from "./copy-options";
import { CopyReviewNotes } from "./copy-review-notes";

type Copy = { title: string; primaryText: string };

/**
 * One ad set, in the wizard and on the edit page: its name, the Active switch, its share of the budget
 * and its copy, title (40) and primary text (125), each with its character count.
 */
export function AdSetCard({
  name,
  enabled,
  toggle,
  budget,
  values,
  errors,
  register,
  options,
  review,
  children,
}: {
  name: string;
  enabled: boolean;
  /** The Active switch's wiring: its form field, or its value and change. */
  toggle: ComponentProps<"input">;
  /** The set's share of the daily budget, or why it has none. */
  budget: string;
  values?: Copy;
  errors?: { [Field in keyof Copy]?: { message?: string } };
  register: (field: keyof Copy) => UseFormRegisterReturn;
  /** The wizard's alternatives for each field (issue 35); the edit page has none. */
  options?: { [Field in keyof Copy]?: FieldOptions };
  /** Issue 35: each text checked for what Meta's review or Brazil's rules may refuse, with a rewrite the seller may take. */
  review?: { copyLanguage: CopyLanguage; onRewrite: (field: keyof Copy, text: string) => void };
  children?: ReactNode;
}) {
  const t = useTranslations("wizard.adSets");
  const id = useId();
  const count = (field: keyof Copy, max: number) => t("characters", { count: values?.[field].length ?? 0, max });
  return (
    <section aria-labelledby={`${id}-name`} className={cn("grid gap-3 rounded-lg border p-4", !enabled && "bg-muted/40")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold">
          {name}
        </h3>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" role="switch" className="size-4 accent-primary" aria-describedby={`${id}-budget`} {...toggle} />
          {t("enabled")}
        </label>
      </div>
      <p id={`${id}-budget`} className="text-sm text-muted-foreground">
        {budget}
      </p>
      {/* The errors' messages name the set ("Ad set "{name}" needs a title"). */}
      <FormField label={t("titleLabel")} hint={count("title", AD_SET_TITLE_MAX)} error={errors?.title?.message} errorValues={{ name }}>
        <Input maxLength={AD_SET_TITLE_MAX} {...register("title")} />
      </FormField>
      {review && values ? (
        <CopyReviewNotes text={values.title} copyLanguage={review.copyLanguage} onRewrite={(text) => review.onRewrite("title", text)} />
      ) : null}
      {options?.title ? <CopyOptions field="title" options={options.title} /> : null}
      <FormField label={t("primaryText")} hint={count("primaryText", AD_SET_TEXT_MAX)} error={errors?.primaryText?.message} errorValues={{ name }}>
        <Textarea rows={3} maxLength={AD_SET_TEXT_MAX} {...register("primaryText")} />
      </FormField>
      {review && values ? (
        <CopyReviewNotes text={values.primaryText} copyLanguage={review.copyLanguage} onRewrite={(text) => review.onRewrite("primaryText", text)} />
      ) : null}
      {options?.primaryText ? <CopyOptions field="primaryText" options={options.primaryText} /> : null}
      {children}
    </section>
  );
}
