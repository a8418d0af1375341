"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { resetPasswordAction } from "@/lib/account/password-actions";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/auth/schemas";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const resetting = useAction(resetPasswordAction, {
    failureTitle: t("reset.errorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
  });

  async function submit(values: ResetPasswordInput) {
    const result = await resetting.run(values);
    if (!result.ok) return;
    router.replace(result.data.redirectTo);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-label={t("reset.heading")}>
      <FormField label={t("reset.newPassword")} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label={t("reset.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? t("reset.saving") : t("reset.submit")}
      </Button>
    </form>
  );
}
