"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactElement } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirm } from "@/components/ui/use-confirm";

/** Going back to step 1 resets everything: asked first. Mounted open by the step's LazyPopup (issue 37). */
export function RestartConfirm({ trigger, onConfirm }: { trigger: ReactElement; onConfirm: () => void }) {
  const t = useTranslations("wizard.restart");
  const [open, setOpen] = useState(true);
  const dialog = useConfirm(
    async () => {
      onConfirm();
      return null;
    },
    open,
    setOpen,
  );
  return <ConfirmDialog dialog={dialog} trigger={trigger} title={t("title")} description={t("description")} cancel={t("cancel")} action={t("confirm")} />;
}
