"use client";

import { Loader2, MailCheck } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { requestPasswordResetAction } from "@/lib/account/password-actions";
import { checkEmail } from "./checks";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/rules";
import { useFieldChecks } from "./use-field-checks";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const checks = useFieldChecks({ email: checkEmail });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requesting = useAction(requestPasswordResetAction, {
    failureTitle: t("forgot.heading"),
    onFailure: (failure) => checks.showServerErrors(failure.fieldErrors),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    const values = checks.checkAll(event);
    if (!values) return;
    const result = await requesting.run(values);
    if (result.ok) setSentTo(values.email.trim());
  }

  return (
    <div className="grid gap-4">
      {sentTo ? (
        <div role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          <p className="font-semibold">{t("forgot.sentTitle")}</p>
          <p className="break-words">{t("forgot.sent", { email: sentTo })}</p>
        </div>
      ) : null}
      <form method="post" noValidate onSubmit={submit} onChange={checks.recheck} className="grid gap-4" aria-label={t("forgot.heading")}>
        <FormField label={t("email")} error={checks.errors.email}>
          <Input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
        </FormField>
        <Button type="submit" disabled={requesting.pending}>
          {requesting.pending ? <Loader2 className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
          {requesting.pending ? t("forgot.sending") : t("forgot.submit")}
        </Button>
      </form>
    </div>
  );
}
