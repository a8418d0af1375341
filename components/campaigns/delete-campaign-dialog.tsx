"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirm } from "@/components/ui/use-confirm";
import type { StopAtMeta } from "@/lib/campaigns/schemas";

/**
 * Asks 'Are you sure you want to delete this campaign?' (spec 000 §5). A campaign published on Meta is
 * stopped there first, paused or deleted as the user chooses; the dialog says so, and keeps Meta's
 * refusal on screen (nothing is deleted then).
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
  /** Answers why it was refused, or null once done. */
  onConfirm: (atMeta: StopAtMeta) => Promise<string | null>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useTranslations("campaigns.delete");
  const [atMeta, setAtMeta] = useState<StopAtMeta>("pause");
  const dialog = useConfirm(() => onConfirm(linked ? atMeta : "pause"), open, onOpenChange);
  return (
    <ConfirmDialog
      dialog={dialog}
      trigger={trigger}
      title={t("title")}
      description={linked ? `${t("confirm")} ${t("linked")}` : t("confirm")}
      cancel={t("cancel")}
      action={t("action")}
    >
      {linked ? (
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">{t("atMeta.legend")}</legend>
          {(["pause", "delete"] as const).map((choice) => (
            <label key={choice} className="flex items-start gap-2">
              <input
                type="radio"
                name="atMeta"
                value={choice}
                className="mt-0.5 size-4 accent-primary"
                checked={atMeta === choice}
                disabled={dialog.busy}
                onChange={() => setAtMeta(choice)}
              />
              <span>{t(`atMeta.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </ConfirmDialog>
  );
}
