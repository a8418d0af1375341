"use client";

import { Loader2 } from "@/components/ui/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { confirmEmailAction } from "@/lib/account/session-actions";
import { checkPassword } from "./checks";
import { useFieldChecks } from "./use-field-checks";

/** The confirmation page's form: the sign-up's password confirms the address and signs in. */
export function ConfirmEmailForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const checks = useFieldChecks({ password: checkPassword });
  // Every refusal is said once, at the password (no toast over the form on a phone); a link that stopped
  // working meanwhile (used, or retired by a newer sign-up) is said by the page, refreshed.
  const confirming = useAction(confirmEmailAction, {
    failureTitle: false,
    onFailure: (failure) => {
      if (failure.error.startsWith("auth.confirmation.")) router.refresh();
    },
  });
  const refusal = confirming.error?.startsWith("auth.confirmation.") ? undefined : (confirming.fieldErrors.password ?? confirming.error ?? undefined);
  const error = checks.errors.password ?? refusal;

  async function submit(event: FormEvent<HTMLFormElement>) {
    const values = checks.checkAll(event);
    if (!values) return;
    const result = await confirming.run({ token, ...values });
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <form method="post" noValidate onSubmit={submit} onChange={checks.recheck} className="grid gap-4" aria-label={t("confirmEmail.heading")}>
      <FormField label={t("email")}>
        <Input type="email" autoComplete="username" value={email} readOnly />
      </FormField>
      <FormField label={t("password")} error={error} alert={error === refusal}>
        <Input name="password" type="password" autoComplete="current-password" autoFocus required />
      </FormField>
      {error === "auth.confirmEmail.wrongPassword" ? (
        <Link href="/auth?tab=sign-up" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("confirmEmail.signUpAgain")}
        </Link>
      ) : null}
      <Button type="submit" disabled={confirming.pending}>
        {confirming.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {confirming.pending ? t("confirmEmail.confirming") : t("confirmEmail.submit")}
      </Button>
    </form>
  );
}
