"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { updateProfileName } from "@/lib/profile/actions";
import { profileNameSchema, type ProfileNameInput } from "@/lib/profile/schemas";

export function ProfileNameForm({ fullName, email }: { fullName: string; email: string }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<ProfileNameInput>({ resolver: zodResolver(profileNameSchema), defaultValues: { fullName } });
  const { errors, isSubmitting } = form.formState;
  const blank = !useWatch({ control: form.control, name: "fullName" }).trim();

  const saving = useAction(updateProfileName, {
    failureTitle: t("profilePage.errorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
    successToast: { title: t("profilePage.savedTitle"), description: t("profilePage.savedDescription") },
    onSuccess: ({ fullName }) => {
      form.reset({ fullName });
      router.refresh();
    },
  });

  async function submit(values: ProfileNameInput) {
    await saving.run(values);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField label={t("profilePage.fullName")} error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register("fullName")} />
      </FormField>
      <div className="grid gap-2">
        <FormField label={t("profilePage.email")}>
          <Input type="email" value={email} readOnly disabled />
        </FormField>
        <p className="text-xs text-muted-foreground">{t("profilePage.emailLocked")}</p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={blank || isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {isSubmitting ? t("profilePage.saving") : t("profilePage.save")}
      </Button>
    </form>
  );
}
