"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirm } from "@/components/ui/use-confirm";

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
  return <ConfirmDialog dialog={dialog} title={t("title")} description={t("linked")} cancel={t("cancel")} action={t("action")} />;
}
