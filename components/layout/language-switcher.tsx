"use client";

import { Languages } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { Select } from "@/components/ui/select";
import { useAction } from "@/components/ui/use-action";
import { setLocale } from "@/lib/account/locale-action";
import { locales, type Locale } from "@/lib/i18n/config";

export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useTranslations("language");
  const router = useRouter();
  // The transition keeps the select disabled until the page is back in the new language.
  const [pending, startTransition] = useTransition();
  const switching = useAction(setLocale);

  function change(next: Locale) {
    startTransition(async () => {
      const result = await switching.run(next);
      if (result.ok) router.refresh();
    });
  }

  return (
    <label className="inline-flex items-center gap-1.5 text-sm">
      <Languages className="size-4 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t("label")}</span>
      <Select value={locale} disabled={pending} onChange={(event) => change(event.target.value as Locale)} className="h-9 w-auto px-2 text-sm">
        {locales.map((value) => (
          // Each language is named in itself ("Português", "English"), marked so a screen reader says it so.
          <option key={value} value={value} lang={value === "pt" ? "pt-BR" : "en"}>
            {t(value)}
          </option>
        ))}
      </Select>
    </label>
  );
}
