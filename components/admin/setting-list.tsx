"use client";

import { useTranslations } from "next-intl";
import type { SettingView } from "@/lib/admin/settings";
import { SettingRow } from "./setting-row";

// spec 000 §2 Configurações: the API settings, ordered by key, each editable and testable.
export function SettingList({ settings }: { settings: SettingView[] }) {
  const t = useTranslations("adminSettings");
  return (
    <section className="grid gap-4" aria-labelledby="admin-settings-title">
      <div>
        <h2 id="admin-settings-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {settings.map((setting) => (
          <SettingRow key={setting.key} setting={setting} />
        ))}
      </div>
    </section>
  );
}
