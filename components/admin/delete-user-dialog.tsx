"use client";

import { Trash2 } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { usePauseRefusal } from "@/components/account/use-pause-refusal";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, ConfirmPassword } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useConfirm } from "@/components/ui/use-confirm";
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
    <ConfirmDialog
      dialog={dialog}
      onClose={() => setPassword("")}
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={t("openFor", { email })}>
          <Trash2 aria-hidden />
          {t("open")}
        </Button>
      }
      title={t("title")}
      description={t("description", { email })}
      cancel={t("cancel")}
      action={dialog.busy ? t("submitting") : t("submit")}
    >
      <p className="text-sm">{t("meta")}</p>
      <p className="text-sm font-medium">{t("irreversible")}</p>
      {isAdmin ? (
        <ConfirmPassword dialog={dialog} label={tPassword("label")} hint={t("adminPassword", { email })} value={password} onChange={setPassword} />
      ) : null}
    </ConfirmDialog>
  );
}
