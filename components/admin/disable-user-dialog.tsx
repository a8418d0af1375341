"use client";

import { Ban, CircleCheck } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { usePauseRefusal } from "@/components/account/use-pause-refusal";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useConfirm } from "@/components/ui/use-confirm";
import { adminSetUserDisabledAction } from "@/lib/account/actions";

/**
 * Disables a user (campaigns paused at Meta first, sessions ended) or enables them again, after saying
 * what happens. A refusal (Meta not pausing a campaign, which it names) stays in the dialog.
 */
export function DisableUserDialog({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const t = useTranslations(disabled ? "admin.users.enable" : "admin.users.disable");
  const refusal = usePauseRefusal();
  const router = useRouter();
  const changing = useAction(adminSetUserDisabledAction, { failureTitle: false });
  const dialog = useConfirm(async () => {
    const result = await changing.run({ userId, disabled: !disabled });
    if (!result.ok) return refusal(result.error, result.values);
    toast({ title: t("doneTitle"), description: t("doneDescription", { email, paused: result.data.pausedAtMeta }) });
    router.refresh();
    return null;
  });

  return (
    <ConfirmDialog
      dialog={dialog}
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={t("openFor", { email })}>
          {disabled ? <CircleCheck aria-hidden /> : <Ban aria-hidden />}
          {t("open")}
        </Button>
      }
      title={t("title")}
      description={t("description", { email })}
      cancel={t("cancel")}
      action={dialog.busy ? t("submitting") : t("submit")}
    />
  );
}
