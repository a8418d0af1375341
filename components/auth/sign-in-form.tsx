"use client";

import { Loader2 } from "@/components/ui/icons";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { signInAction } from "@/lib/account/session-actions";
import { checkEmail, checkPassword } from "./checks";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/rules";
import { useFieldChecks } from "./use-field-checks";

// Shown only after a sign-in refused for an unconfirmed address: its code comes then.
const ResendConfirmationForm = dynamic(() => import("./resend-confirmation-form").then((module) => module.ResendConfirmationForm), { loading: () => null });

export function SignInForm() {
  const t = useTranslations();
  const router = useRouter();
  const checks = useFieldChecks({ email: checkEmail, password: checkPassword });
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const signingIn = useAction(signInAction, {
    failureTitle: t("auth.signInErrorTitle"),
    onFailure: (failure) => checks.showServerErrors(failure.fieldErrors),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    const values = checks.checkAll(event);
    if (!values) return;
    const result = await signingIn.run(values);
    setUnconfirmedEmail(!result.ok && result.error === "auth.errors.emailNotConfirmed" ? values.email.trim() : null);
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <div className="grid gap-6">
      <form method="post" noValidate onSubmit={submit} onChange={checks.recheck} className="grid gap-4" aria-label={t("auth.signInTab")}>
        <FormField label={t("auth.email")} error={checks.errors.email}>
          <Input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
        </FormField>
        <FormField label={t("auth.password")} error={checks.errors.password}>
          <Input name="password" type="password" autoComplete="current-password" required />
        </FormField>
        <Link href="/auth/forgot" className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline">
          {t("auth.forgotLink")}
        </Link>
        <Button type="submit" disabled={signingIn.pending}>
          {signingIn.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {signingIn.pending ? t("auth.signingIn") : t("auth.signIn")}
        </Button>
      </form>
      {unconfirmedEmail ? <ResendConfirmationForm key={unconfirmedEmail} defaultEmail={unconfirmedEmail} /> : null}
    </div>
  );
}
