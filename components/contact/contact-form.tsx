"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Send } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { useAction } from "@/components/ui/use-action";
import { sendContactMessage } from "@/lib/contact/actions";
import { contactSchema, type ContactInput } from "@/lib/contact/schemas";

const EMPTY: ContactInput = { nome: "", email: "", assunto: "", mensagem: "" };

export function ContactForm() {
  const t = useTranslations();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const sending = useAction(sendContactMessage, {
    failureTitle: t("contact.errorTitle"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors),
    successToast: { title: t("contact.sentTitle"), description: t("contact.sentDescription") },
    onSuccess: () => form.reset(EMPTY),
  });

  async function submit(values: ContactInput) {
    await sending.run(values);
  }

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("contact.fields.nome")} error={errors.nome?.message}>
          <Input autoComplete="name" {...form.register("nome")} />
        </FormField>
        <FormField label={t("contact.fields.email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
      </div>
      <FormField label={t("contact.fields.assunto")} error={errors.assunto?.message}>
        <Input {...form.register("assunto")} />
      </FormField>
      <FormField label={t("contact.fields.mensagem")} error={errors.mensagem?.message}>
        <Textarea rows={6} {...form.register("mensagem")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {isSubmitting ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  );
}
