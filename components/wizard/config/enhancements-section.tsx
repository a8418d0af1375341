"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { CREATIVE_FEATURES, type CreativeFeatureName } from "@/lib/meta/creative-features";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { ConfigSection } from "./section";

type Props = { formats: ReadonlySet<"image" | "video"> };

/**
 * Issue 35: Meta's Advantage+ creative enhancements for the campaign's media, each with what it does, all
 * off unless the seller turns one on. Those that generate new media or text stay off: Meta asks for the ad
 * to be reviewed before it runs, which the product does not offer yet.
 */
export function EnhancementsSection({ formats }: Props) {
  const t = useTranslations("creativeFeatures");
  const { control, setValue } = useFormContext<WizardConfig>();
  const chosen = useWatch({ control, name: "creativeFeatures" }) ?? [];
  const shown = CREATIVE_FEATURES.filter((feature) => feature.formats.some((format) => formats.has(format)));
  const toggle = (name: CreativeFeatureName, on: boolean) =>
    setValue("creativeFeatures", on ? [...chosen.filter((item) => item !== name), name] : chosen.filter((item) => item !== name), { shouldDirty: true });
  if (shown.length === 0) return null;
  return (
    <ConfigSection id="creative-features" title={t("title")} description={t("description")}>
      <ul className="grid gap-2">
        {shown.map((feature) => (
          <Feature
            key={feature.name}
            title={t(`features.${feature.name}.title`)}
            text={feature.generative ? `${t(`features.${feature.name}.description`)} ${t("generative")}` : t(`features.${feature.name}.description`)}
            checked={!feature.generative && chosen.includes(feature.name)}
            disabled={feature.generative}
            onChange={(on) => toggle(feature.name, on)}
          />
        ))}
      </ul>
    </ConfigSection>
  );
}

function Feature({
  title,
  text,
  checked,
  disabled,
  onChange,
}: {
  title: string;
  text: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="rounded-lg border px-3 pb-3">
      <label className={`flex min-h-11 items-center gap-3 text-sm font-medium ${disabled ? "cursor-not-allowed text-muted-foreground" : "cursor-pointer"}`}>
        <input
          type="checkbox"
          role="switch"
          className="size-4 shrink-0 accent-primary"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {title}
      </label>
      <p id={`${id}-text`} className="pl-7 text-xs text-muted-foreground">
        {text}
      </p>
    </li>
  );
}
