"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { signInAction } from "@/lib/account/session-actions";
import { signInSchema, type SignInInput } from "@/lib/auth/schemas";
import { ResendConfirmationForm } from "./resend-confirmation-form";

export function SignInForm() {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const signingIn = useAction(signInAction, {
    failureTitle: t("auth.signInErrorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
  });

  async function submit(values: SignInInput) {
    const result = await signingIn.run(values);
    setUnconfirmedEmail(!result.ok && result.error === "auth.errors.emailNotConfirmed" ? values.email : null);
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label={t("auth.signInTab")}>
        <FormField label={t("auth.email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField label={t("auth.password")} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <Link href="/auth/forgot" className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline">
          {t("auth.forgotLink")}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {isSubmitting ? t("auth.signingIn") : t("auth.signIn")}
        </Button>
      </form>
      {unconfirmedEmail ? <ResendConfirmationForm key={unconfirmedEmail} defaultEmail={unconfirmedEmail} /> : null}
    </div>
  );
}
