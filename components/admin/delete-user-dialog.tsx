"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { usePauseRefusal } from "@/components/account/use-pause-refusal";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { ConfirmFooter } from "@/components/campaigns/confirm-footer";
import { useConfirm } from "@/components/campaigns/use-confirm";
import { adminDeleteUserAction } from "@/lib/account/actions";

/**
 * Deletes a user and everything in the account (lib/account/delete.ts), after saying what happens. A
 * refusal (Meta not pausing a campaign, which it names, or a wrong password) stays in the dialog, not in
 * a passing toast. Another admin's account asks for the acting admin's own password.
 */
export function DeleteUserDialog({ userId, email, isAdmin = false }: { userId: string; email: string; isAdmin?: boolean }) {
  const t = useTranslations("admin.users.delete");
  const tPassword = useTranslations("admin.confirmPassword");
  const refusal = usePauseRefusal();
  const router = useRouter();
  const [password, setPassword] = useState("");
  const deleting = useAction(adminDeleteUserAction, { failureTitle: false });
  const dialog = useConfirm(async () => {
    const result = await deleting.run(isAdmin ? { userId, password } : { userId });
    if (!result.ok) return refusal(result.error, result.values);
    toast({ title: t("doneTitle"), description: t("doneDescription", { email, campaigns: result.data.campaigns, paused: result.data.pausedAtMeta }) });
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
        <Button type="button" variant="outline" size="sm" aria-label={t("openFor", { email })}>
          <Trash2 aria-hidden />
          {t("open")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t("title")}</AlertDialogTitle>
        <AlertDialogDescription>{t("description", { email })}</AlertDialogDescription>
        <p className="text-sm">{t("meta")}</p>
        <p className="text-sm font-medium">{t("irreversible")}</p>
        {isAdmin ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void dialog.confirm();
            }}
          >
            <FormField label={tPassword("label")} hint={t("adminPassword", { email })}>
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </FormField>
          </form>
        ) : null}
        <ConfirmFooter dialog={dialog} cancel={t("cancel")} action={dialog.busy ? t("submitting") : t("submit")} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
