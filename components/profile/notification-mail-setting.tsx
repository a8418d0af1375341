"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { setNotificationMailAction } from "@/lib/profile/actions";

/** The switch that turns the notification mails on or off (issue 33); saved as soon as it is flipped. */
export function NotificationMailSetting({ enabled }: { enabled: boolean }) {
  const t = useTranslations("settingsPage.notifications");
  const id = useId();
  const [checked, setChecked] = useState(enabled);
  const saving = useAction(setNotificationMailAction, {
    failureTitle: t("errorTitle"),
    successToast: (data) => ({ title: t(data.enabled ? "savedOn" : "savedOff") }),
  });

  async function flip(next: boolean) {
    if (saving.pending) return;
    setChecked(next);
    const answer = await saving.run({ enabled: next });
    if (!answer.ok) setChecked(!next);
  }

  return (
    <div className="grid gap-2">
      <label className="flex items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={checked}
          aria-describedby={`${id}-grouped`}
          aria-busy={saving.pending}
          onChange={(event) => void flip(event.target.checked)}
        />
        <span className="min-w-0">{t("label")}</span>
      </label>
      <p id={`${id}-grouped`} className="pl-7 text-sm text-muted-foreground">
        {t("grouped")}
      </p>
    </div>
  );
}
