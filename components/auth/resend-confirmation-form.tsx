"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { resendConfirmationAction } from "@/lib/account/session-actions";
import { resendConfirmationSchema } from "@/lib/auth/schemas";

type ResendInput = { email: string };

export function ResendConfirmationForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const t = useTranslations();
  const form = useForm<ResendInput>({ resolver: zodResolver(resendConfirmationSchema), defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;
  const resending = useAction(resendConfirmationAction, {
    failureTitle: t("auth.resendTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
    successToast: { title: t("auth.resentTitle"), description: t("auth.resentDescription") },
  });

  async function submit(values: ResendInput) {
    await resending.run(values);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3 rounded-lg border bg-muted/40 p-4" aria-labelledby="resend-title">
      <div>
        <h2 id="resend-title" className="font-semibold">
          {t("auth.resendTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("auth.resendDescription")}</p>
      </div>
      <FormField label={t("auth.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
        {isSubmitting ? t("auth.resending") : t("auth.resend")}
      </Button>
    </form>
  );
}
