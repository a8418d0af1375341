import { useTranslations } from "next-intl";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = { objective: string; adAccount: string | null; page: string | null };

// What a published campaign can't change (issue 11): shown, disabled, with the way out.
export function FixedAtMeta({ objective, adAccount, page }: Props) {
  const t = useTranslations("campaignConfig.fixed");
  const id = useId();
  const fields = [
    { key: "objective", value: objective },
    { key: "adAccount", value: adAccount ?? t("notRecorded") },
    { key: "page", value: page ?? t("notRecorded") },
  ] as const;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed p-4" aria-describedby={`${id}-description`}>
      <legend className="px-1 font-semibold">{t("title")}</legend>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {t("description")}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field.key} className="grid gap-1.5">
            <Label htmlFor={`${id}-${field.key}`}>{t(field.key)}</Label>
            <Input id={`${id}-${field.key}`} value={field.value} disabled readOnly />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
