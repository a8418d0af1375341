"use client";

import { Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { revealSettingAction } from "@/lib/admin/settings-actions";

/**
 * Asks the admin's password before a saved secret is shown (issue 29). A refusal stays under the field
 * until the next try; the value reaches the row only through `onRevealed`.
 */
export function RevealSettingDialog({
  settingKey,
  open,
  onOpenChange,
  onRevealed,
}: {
  settingKey: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRevealed: (value: string) => void;
}) {
  const t = useTranslations("adminSettings.reveal");
  const tPassword = useTranslations("admin.confirmPassword");
  const [password, setPassword] = useState("");
  const reveal = useAction(revealSettingAction, { failureTitle: false });
  const error = reveal.fieldErrors.password ?? reveal.error ?? undefined;

  function close(next: boolean) {
    if (reveal.pending) return;
    if (!next) setPassword("");
    onOpenChange(next);
  }

  async function submit() {
    const result = await reveal.run({ key: settingKey, password });
    if (!result.ok) return;
    setPassword("");
    onRevealed(result.data.value);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("cancel")}>
        <DialogTitle className="break-all">{t("title", { key: settingKey })}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label={tPassword("label")} error={error} alert>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={reveal.pending} onClick={() => close(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={reveal.pending}>
              {reveal.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {reveal.pending ? t("submitting") : t("submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
