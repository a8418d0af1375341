"use client";

import { Loader2 } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { resetPasswordAction } from "@/lib/account/password-actions";
import { checkConfirmation, checkNewPassword } from "./checks";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/rules";
import { useFieldChecks } from "./use-field-checks";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const checks = useFieldChecks({ password: checkNewPassword, confirmPassword: checkConfirmation });
  const resetting = useAction(resetPasswordAction, {
    failureTitle: t("reset.errorTitle"),
    onFailure: (failure) => checks.showServerErrors(failure.fieldErrors),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    const values = checks.checkAll(event);
    if (!values) return;
    const result = await resetting.run({ token, ...values });
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <form method="post" noValidate onSubmit={submit} onChange={checks.recheck} className="grid gap-4" aria-label={t("reset.heading")}>
      <FormField label={t("reset.newPassword")} error={checks.errors.password}>
        <Input name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
      </FormField>
      <FormField label={t("reset.confirmPassword")} error={checks.errors.confirmPassword}>
        <Input name="confirmPassword" type="password" autoComplete="new-password" required />
      </FormField>
      <Button type="submit" disabled={resetting.pending}>
        {resetting.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {resetting.pending ? t("reset.saving") : t("reset.submit")}
      </Button>
    </form>
  );
}
