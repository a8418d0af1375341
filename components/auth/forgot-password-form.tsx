"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { requestPasswordResetAction } from "@/lib/account/password-actions";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/auth/schemas";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requesting = useAction(requestPasswordResetAction, {
    failureTitle: t("forgot.heading"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
  });

  async function submit(values: ForgotPasswordInput) {
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
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label={t("forgot.heading")}>
        <FormField label={t("email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
          {isSubmitting ? t("forgot.sending") : t("forgot.submit")}
        </Button>
      </form>
    </div>
  );
}
