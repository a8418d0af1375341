"use client";

import { Loader2, MailCheck } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { resendConfirmationAction } from "@/lib/account/session-actions";
import { checkEmail } from "./checks";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/rules";
import { useFieldChecks } from "./use-field-checks";

export function ResendConfirmationForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const t = useTranslations();
  const checks = useFieldChecks({ email: checkEmail });
  const resending = useAction(resendConfirmationAction, {
    failureTitle: t("auth.resendTitle"),
    onFailure: (failure) => checks.showServerErrors(failure.fieldErrors),
    successToast: { title: t("auth.resentTitle"), description: t("auth.resentDescription") },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    const values = checks.checkAll(event);
    if (values) await resending.run(values);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onChange={checks.recheck}
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      aria-labelledby="resend-title"
    >
      <div>
        <h2 id="resend-title" className="font-semibold">
          {t("auth.resendTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("auth.resendDescription")}</p>
      </div>
      <FormField label={t("auth.email")} error={checks.errors.email}>
        <Input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} defaultValue={defaultEmail} />
      </FormField>
      <Button type="submit" variant="outline" disabled={resending.pending}>
        {resending.pending ? <Loader2 className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
        {resending.pending ? t("auth.resending") : t("auth.resend")}
      </Button>
    </form>
  );
}
