"use client";

import { Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { signUpAction } from "@/lib/account/session-actions";
import { checkEmail, checkFullName, checkNewPassword } from "./checks";
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/rules";
import { useFieldChecks } from "./use-field-checks";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const t = useTranslations();
  const checks = useFieldChecks({ fullName: checkFullName, email: checkEmail, password: checkNewPassword });
  const signingUp = useAction(signUpAction, {
    failureTitle: t("auth.signUpErrorTitle"),
    onFailure: (failure) => checks.showServerErrors(failure.fieldErrors),
    successToast: { title: t("auth.signUpSuccessTitle"), description: t("auth.signUpSuccessDescription") },
    // The tab moves to sign-in, which unmounts this form: it opens empty next time.
    onSuccess: onSignedUp,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    const values = checks.checkAll(event);
    if (values) await signingUp.run(values);
  }

  return (
    <form method="post" noValidate onSubmit={submit} onChange={checks.recheck} className="grid gap-4" aria-label={t("auth.signUpTab")}>
      <FormField label={t("auth.fullName")} error={checks.errors.fullName}>
        <Input name="fullName" autoComplete="name" required maxLength={FULL_NAME_MAX_LENGTH} />
      </FormField>
      <FormField label={t("auth.email")} error={checks.errors.email}>
        <Input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
      </FormField>
      <FormField label={t("auth.password")} error={checks.errors.password}>
        <Input name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
      </FormField>
      <Button type="submit" disabled={signingUp.pending}>
        {signingUp.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {signingUp.pending ? t("auth.creatingAccount") : t("auth.createAccount")}
      </Button>
    </form>
  );
}
