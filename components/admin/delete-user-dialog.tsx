"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { usePauseRefusal } from "@/components/account/use-pause-refusal";
import { useTranslations } from "next-intl";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { ConfirmFooter } from "@/components/campaigns/confirm-footer";
import { useConfirm } from "@/components/campaigns/use-confirm";
import { adminDeleteUserAction } from "@/lib/account/actions";

/**
 * Deletes a user and everything in the account (lib/account/delete.ts), after saying what happens. A
 * refusal (Meta not pausing a campaign, which it names) stays in the dialog, not in a passing toast.
 */
export function DeleteUserDialog({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations("admin.users.delete");
  const refusal = usePauseRefusal();
  const router = useRouter();
  const deleting = useAction(adminDeleteUserAction, { failureTitle: false });
  const dialog = useConfirm(async () => {
    const result = await deleting.run({ userId });
    if (!result.ok) return refusal(result.error, result.values);
    toast({ title: t("doneTitle"), description: t("doneDescription", { email, campaigns: result.data.campaigns, paused: result.data.pausedAtMeta }) });
    router.refresh();
    return null;
  });

  return (
    <AlertDialog open={dialog.isOpen} onOpenChange={dialog.setOpen}>
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
        <ConfirmFooter dialog={dialog} cancel={t("cancel")} action={dialog.busy ? t("submitting") : t("submit")} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
