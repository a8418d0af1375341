"use client";

import { Trash2 } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { usePauseRefusal } from "@/components/account/use-pause-refusal";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, ConfirmPassword } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { useConfirm } from "@/components/ui/use-confirm";
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
    <ConfirmDialog
      dialog={dialog}
      onClose={() => setPassword("")}
      trigger={
        <Button type="button" variant="destructive" className="justify-self-start">
          <Trash2 aria-hidden />
          {t("open")}
        </Button>
      }
      title={t("title")}
      description={t("description")}
      cancel={t("cancel")}
      action={dialog.busy ? t("submitting") : t("submit")}
    >
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        <li>{t("stepMeta")}</li>
        <li>{t("stepData")}</li>
        <li>{t("stepSignOut")}</li>
      </ul>
      <p className="text-sm font-medium">{t("irreversible")}</p>
      <ConfirmPassword dialog={dialog} label={t("password")} value={password} onChange={setPassword} />
    </ConfirmDialog>
  );
}
