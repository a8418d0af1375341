"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { confirmEmailAction } from "@/lib/account/session-actions";
import { confirmEmailSchema, type ConfirmEmailInput } from "@/lib/auth/schemas";

/** The confirmation page's form: the sign-up's password confirms the address and signs in. */
export function ConfirmEmailForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const form = useForm<ConfirmEmailInput>({ resolver: zodResolver(confirmEmailSchema), defaultValues: { token, password: "" } });
  const { errors, isSubmitting } = form.formState;
  // Every refusal is said once, at the password (no toast over the form on a phone); a link that stopped
  // working meanwhile (used, or retired by a newer sign-up) is said by the page, refreshed.
  const confirming = useAction(confirmEmailAction, {
    failureTitle: false,
    onFailure: (failure) => {
      if (failure.error.startsWith("auth.confirmation.")) router.refresh();
    },
  });
  const refusal = confirming.error?.startsWith("auth.confirmation.") ? undefined : (confirming.fieldErrors.password ?? confirming.error ?? undefined);
  const error = errors.password?.message ?? refusal;

  async function submit(values: ConfirmEmailInput) {
    const result = await confirming.run(values);
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label={t("confirmEmail.heading")}>
      <FormField label={t("email")}>
        <Input type="email" autoComplete="username" value={email} readOnly />
      </FormField>
      <FormField label={t("password")} error={error} alert={error === refusal}>
        <Input type="password" autoComplete="current-password" autoFocus {...form.register("password")} />
      </FormField>
      {error === "auth.confirmEmail.wrongPassword" ? (
        <Link href="/auth?tab=sign-up" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("confirmEmail.signUpAgain")}
        </Link>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? t("confirmEmail.confirming") : t("confirmEmail.submit")}
      </Button>
    </form>
  );
}
