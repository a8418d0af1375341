import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Select } from "@/components/ui/select";
import { CTA_OPTIONS } from "@/lib/campaigns/config-schema";

/** The call-to-action button's choices (spec 001 §3: 10 options), in the wizard and on the edit page. */
export function CtaSelect(props: ComponentProps<typeof Select>) {
  const t = useTranslations("campaignConfig");
  return (
    <Select {...props}>
      <option value="">{t("ctaPlaceholder")}</option>
      {CTA_OPTIONS.map((cta) => (
        <option key={cta} value={cta}>
          {t(`cta.${cta}`)}
        </option>
      ))}
    </Select>
  );
}
