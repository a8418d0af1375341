"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { changePasswordAction } from "@/lib/account/password-actions";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/auth/schemas";

const EMPTY: ChangePasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const t = useTranslations("security");
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const changing = useAction(changePasswordAction, {
    failureTitle: t("changeErrorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
    successToast: { title: t("changedTitle"), description: t("changedDescription") },
    onSuccess: () => form.reset(EMPTY),
  });

  async function submit(values: ChangePasswordInput) {
    await changing.run(values);
  }

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="font-semibold">
        {t("changeTitle")}
      </h3>
      <FormField label={t("currentPassword")} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <FormField label={t("newPassword")} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label={t("confirmPassword")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <p className="text-xs text-muted-foreground">{t("changeHint")}</p>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
        {isSubmitting ? t("changing") : t("change")}
      </Button>
    </form>
  );
}
