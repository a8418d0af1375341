"use client";

import { useTranslations } from "next-intl";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { ConfirmFooter } from "./confirm-footer";
import { useConfirm } from "./use-confirm";

/** Archiving a campaign published on Meta pauses it there first; the dialog says so. */
export function ArchiveCampaignDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<string | null>;
}) {
  const t = useTranslations("campaigns.archive");
  const dialog = useConfirm(onConfirm, open, onOpenChange);
  return (
    <AlertDialog open={dialog.isOpen} onOpenChange={dialog.setOpen}>
      <AlertDialogContent>
        <AlertDialogTitle>{t("title")}</AlertDialogTitle>
        <AlertDialogDescription>{t("linked")}</AlertDialogDescription>
        <ConfirmFooter dialog={dialog} cancel={t("cancel")} action={t("action")} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
