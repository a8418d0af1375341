"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { signUpAction } from "@/lib/auth/actions";
import { signUpSchema, type SignUpInput } from "@/lib/auth/schemas";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const t = useTranslations();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: SignUpInput) {
    const result = await signUpAction(values).catch(() => null);
    if (!result?.ok) {
      for (const [field, key] of Object.entries(result?.fieldErrors ?? {})) {
        form.setError(field as keyof SignUpInput, { message: key });
      }
      toast({ title: t("auth.signUpErrorTitle"), description: t(result?.error ?? "errors.unexpected"), variant: "destructive" });
      return;
    }
    toast({ title: t("auth.signUpSuccessTitle"), description: t("auth.signUpSuccessDescription") });
    form.reset();
    onSignedUp();
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
