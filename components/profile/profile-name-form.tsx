"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { updateProfileName } from "@/lib/profile/actions";
import { profileNameSchema, type ProfileNameInput } from "@/lib/profile/schemas";

export function ProfileNameForm({ fullName, email }: { fullName: string; email: string }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<ProfileNameInput>({ resolver: zodResolver(profileNameSchema), defaultValues: { fullName } });
  const { errors, isSubmitting } = form.formState;
  const blank = !useWatch({ control: form.control, name: "fullName" }).trim();

  async function submit(values: ProfileNameInput) {
    const result = await updateProfileName(values).catch(() => null);
    if (!result?.ok) {
      toast({ title: t("profilePage.errorTitle"), description: t(result?.error ?? "errors.unexpected"), variant: "destructive" });
      return;
    }
    form.reset({ fullName: result.data.fullName });
    toast({ title: t("profilePage.savedTitle"), description: t("profilePage.savedDescription") });
    router.refresh();
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
