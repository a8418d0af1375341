"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { usePauseRefusal } from "@/components/account/use-pause-refusal";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmFooter } from "@/components/campaigns/confirm-footer";
import { useConfirm } from "@/components/campaigns/use-confirm";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { deleteMyAccountAction } from "@/lib/account/actions";

/**
 * "Delete my account" (LGPD): says what happens, asks for the password, and keeps a refusal (a wrong
 * password, Meta not pausing a campaign, which it names) in the dialog until the next try.
 */
export function DeleteAccountDialog() {
  const t = useTranslations("yourData.delete");
  const refusal = usePauseRefusal();
  const router = useRouter();
  const [password, setPassword] = useState("");
  const deleting = useAction(deleteMyAccountAction, { failureTitle: false });
  const dialog = useConfirm(async () => {
    const result = await deleting.run({ password });
    if (!result.ok) return refusal(result.error, result.values);
    router.replace(`/auth?deleted=${result.data.pausedAtMeta}`);
    router.refresh();
    return null;
  });
  return (
    <AlertDialog
      open={dialog.isOpen}
      onOpenChange={(open) => {
        if (!open) setPassword("");
        dialog.setOpen(open);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" className="justify-self-start">
          <Trash2 aria-hidden />
          {t("open")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t("title")}</AlertDialogTitle>
        <AlertDialogDescription>{t("description")}</AlertDialogDescription>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>{t("stepMeta")}</li>
          <li>{t("stepData")}</li>
          <li>{t("stepSignOut")}</li>
        </ul>
        <p className="text-sm font-medium">{t("irreversible")}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void dialog.confirm();
          }}
        >
          <FormField label={t("password")}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
        </form>
        <ConfirmFooter dialog={dialog} cancel={t("cancel")} action={dialog.busy ? t("submitting") : t("submit")} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
