"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { AudienceCopy, ProductForGeneration } from "@/lib/ai/generated-ad";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { AdSetPanel } from "./ad-set-panel";
import { AD_SETS_SECTION_ID } from "./added-sets-notice";
import { ConfigSection } from "./section";

// spec 001 §3, §4: the generated ad sets, each with its edit panel.
type Props = { audienceCopy: readonly AudienceCopy[] | undefined; product: ProductForGeneration };

export function AdSetsSection({ audienceCopy, product }: Props) {
  const t = useTranslations("wizard.adSets");
  const message = useTranslations();
  const { control, formState } = useFormContext<WizardConfig>();
  const { fields } = useFieldArray({ control, name: "adSets" });
  const rootError = formState.errors.adSets?.root?.message ?? formState.errors.adSets?.message;
  return (
    <ConfigSection id={AD_SETS_SECTION_ID} title={t("title")} description={t("description")}>
      {rootError ? (
        <p role="alert" className="text-sm text-destructive">
          {message(rootError)}
        </p>
      ) : null}
      {fields.map((field, index) => (
        <AdSetPanel key={field.id} index={index} written={audienceCopy?.[index]} product={product} />
      ))}
    </ConfigSection>
  );
}
