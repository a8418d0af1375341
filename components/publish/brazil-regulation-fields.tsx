"use client";

import { Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/ui/call-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAction } from "@/components/ui/use-action";
import { loadRegulationAction, saveRegulationAction } from "@/lib/meta/regulation/actions";
import { META_BUSINESS_SETTINGS_URL } from "@/lib/meta/regulation/fields";

type Status = { kind: "loading" } | { kind: "idle"; note: string | null } | { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string };

type Props = {
  adAccountId: string;
  /** Whether ids are saved for the account (null while they are looked for): publishing needs them. */
  onSavedChange?: (saved: boolean | null) => void;
  /** Why publishing is held back here (a message key), once it was. */
  issue?: string | undefined;
};

// Brazil's ad regulation (Meta, Dec 2025): the verified beneficiary and payer ids every ad set shown in
// Brazil declares; publishing stops without them. Filled from what the user saved or the account's own ad
// sets, editable, remembered per ad account. Used by the wizard's Meta section and the publish dialog.
export function BrazilRegulationFields(props: Props) {
  // A new account starts over (loading its own ids).
  return <RegulationFields key={props.adAccountId} {...props} />;
}

function RegulationFields({ adAccountId, onSavedChange, issue }: Props) {
  const t = useTranslations("wizard.regulation");
  const tAll = useTranslations();
  const id = useId();
  const [values, setValues] = useState({ beneficiaryId: "", payerId: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: "loading" });
  // The fieldset says how the save went, beside its button.
  const saving = useAction(saveRegulationAction, { failureTitle: false });

  useEffect(() => {
    let active = true;
    void callAction(loadRegulationAction, { adAccountId }).then((result) => {
      if (!active) return;
      const loaded = result.ok ? result.data : null;
      setValues(loaded?.identities ?? { beneficiaryId: "", payerId: "" });
      setErrors({});
      onSavedChange?.(Boolean(loaded?.identities));
      setStatus({ kind: "idle", note: loaded?.source === "account" ? t("found") : loaded?.source === "saved" ? t("remembered") : null });
    });
    return () => {
      active = false;
    };
  }, [adAccountId, t, onSavedChange]);

  async function save() {
    setStatus({ kind: "saving" });
    const result = await saving.run({ adAccountId, ...values });
    if (result.ok) {
      setErrors({});
      setStatus({ kind: "saved" });
      onSavedChange?.(result.data.saved);
      return;
    }
    setErrors(result.fieldErrors ?? {});
    setStatus({ kind: "error", message: tAll(result.fieldErrors ? "wizard.regulation.errors.fix" : result.error) });
  }

  const field = (name: "beneficiaryId" | "payerId") => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{t(name)}</Label>
      <Input
        id={`${id}-${name}`}
        inputMode="numeric"
        autoComplete="off"
        value={values[name]}
        disabled={status.kind === "loading"}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : `${id}-help`}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {tAll(errors[name])}
        </p>
      ) : null}
    </div>
  );

  return (
    <fieldset
      data-issue-target="regulation"
      tabIndex={-1}
      aria-invalid={issue ? true : undefined}
      className={issue ? "grid gap-3 rounded-md border border-destructive p-3" : "grid gap-3 rounded-md border p-3"}
    >
      <legend className="px-1 text-sm font-semibold">{t("title")}</legend>
      <div id={`${id}-help`} className="grid gap-1 text-sm text-muted-foreground">
        <p>{t("description")}</p>
        <p>
          {t("howTo")}{" "}
          <a href={META_BUSINESS_SETTINGS_URL} target="_blank" rel="noreferrer" className="font-medium text-foreground underline underline-offset-2">
            {t("openSettings")}
          </a>
        </p>
      </div>
      {issue ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {tAll(issue)}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("beneficiaryId")}
        {field("payerId")}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" disabled={status.kind === "loading" || status.kind === "saving"} onClick={() => void save()}>
          {status.kind === "saving" ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t("save")}
        </Button>
        <p role="status" aria-live="polite" className={status.kind === "error" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {status.kind === "loading"
            ? t("loading")
            : status.kind === "saved"
              ? t("saved")
              : status.kind === "error"
                ? status.message
                : status.kind === "idle"
                  ? status.note
                  : null}
        </p>
      </div>
    </fieldset>
  );
}
