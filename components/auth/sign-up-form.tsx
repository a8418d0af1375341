"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { signUpAction } from "@/lib/account/session-actions";
import { signUpSchema, type SignUpInput } from "@/lib/auth/schemas";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const t = useTranslations();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const signingUp = useAction(signUpAction, {
    failureTitle: t("auth.signUpErrorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
    successToast: { title: t("auth.signUpSuccessTitle"), description: t("auth.signUpSuccessDescription") },
    onSuccess: () => {
      form.reset();
      onSignedUp();
    },
  });

  async function submit(values: SignUpInput) {
    await signingUp.run(values);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label={t("auth.signUpTab")}>
      <FormField label={t("auth.fullName")} error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register("fullName")} />
      </FormField>
      <FormField label={t("auth.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label={t("auth.password")} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? t("auth.creatingAccount") : t("auth.createAccount")}
      </Button>
    </form>
  );
}
