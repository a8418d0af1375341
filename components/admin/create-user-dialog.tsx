"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, UserPlus, X } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { createUserAction } from "@/lib/admin/actions";
import { createUserSchema, type CreateUserInput } from "@/lib/admin/users-schemas";
import { PLAN_TYPES } from "@/lib/plans/constants";

const EMPTY: CreateUserInput = { fullName: "", email: "", password: "", planType: "free" };

// spec 000 §2 and §5: the create-user dialog (fullName, email, password ≥ 6, planType).
export function CreateUserDialog() {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const form = useForm<CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const creating = useAction(createUserAction, {
    failureTitle: t("admin.users.toasts.createErrorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
  });

  async function submit(values: CreateUserInput) {
    const result = await creating.run(values);
    if (!result.ok) return;
    toast({
      title: t("admin.users.toasts.createdTitle"),
      description: t("admin.users.toasts.createdDescription", { email: values.email.trim().toLowerCase() }),
    });
    form.reset(EMPTY);
    setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button>
          <UserPlus aria-hidden />
          {t("admin.users.create.open")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg">
          <div className="grid gap-1.5 pr-8">
            <Dialog.Title className="text-lg font-semibold">{t("admin.users.create.title")}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">{t("admin.users.create.description")}</Dialog.Description>
          </div>
          <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
            <FormField label={t("admin.users.create.fullName")} error={errors.fullName?.message}>
              <Input autoComplete="off" {...form.register("fullName")} />
            </FormField>
            <FormField label={t("admin.users.create.email")} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register("email")} />
            </FormField>
            <FormField label={t("admin.users.create.password")} error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...form.register("password")} />
            </FormField>
            <FormField label={t("admin.users.create.planType")} error={errors.planType?.message}>
              <Select {...form.register("planType")}>
                {PLAN_TYPES.map((name) => (
                  <option key={name} value={name}>
                    {t(`plans.names.${name}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={isSubmitting}>
                  {t("admin.users.create.cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {isSubmitting ? t("admin.users.create.submitting") : t("admin.users.create.submit")}
              </Button>
            </div>
          </form>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" size="icon" className="absolute right-3 top-3" aria-label={t("common.close")} disabled={isSubmitting}>
              <X aria-hidden />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
