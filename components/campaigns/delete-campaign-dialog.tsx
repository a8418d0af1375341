"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import type { StopAtMeta } from "@/lib/campaigns/schemas";

/**
 * Asks 'Are you sure you want to delete this campaign?' (spec 000 §5). A campaign published on Meta is
 * stopped there first, paused or deleted as the user chooses; the dialog says so.
 */
export function DeleteCampaignDialog({
  trigger,
  linked,
  onConfirm,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  linked: boolean;
  onConfirm: (atMeta: StopAtMeta) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useTranslations("campaigns.delete");
  const [atMeta, setAtMeta] = useState<StopAtMeta>("pause");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogTitle>{t("title")}</AlertDialogTitle>
        <AlertDialogDescription>{linked ? `${t("confirm")} ${t("linked")}` : t("confirm")}</AlertDialogDescription>
        {linked ? (
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">{t("atMeta.legend")}</legend>
            {(["pause", "delete"] as const).map((choice) => (
              <label key={choice} className="flex items-start gap-2">
                <input type="radio" name="atMeta" value={choice} className="mt-0.5 size-4 accent-primary" checked={atMeta === choice} onChange={() => setAtMeta(choice)} />
                <span>{t(`atMeta.${choice}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(linked ? atMeta : "pause")}>{t("action")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
