import { Languages } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { selectClassName } from "@/components/ui/select";
import { locales, type Locale } from "@/lib/i18n/config";
import { LanguageSelect } from "./language-select";

// What the language switcher can be refused with (lib/account/locale-action.ts through the pipeline).
const FAILURES = ["errors.rateLimited", "errors.network", "errors.crossOrigin", "errors.unexpected"] as const;

export async function LanguageSwitcher() {
  const [locale, t, tAll] = await Promise.all([getLocale(), getTranslations("language"), getTranslations()]);
  return (
    <LanguageSelect
      locale={locale as Locale}
      options={locales.map((value) => ({ value, name: t(value) }))}
      className={selectClassName("h-9 w-auto px-2 text-sm")}
      failures={Object.fromEntries(FAILURES.map((key) => [key, tAll(key)]))}
    >
      <Languages className="size-4 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t("label")}</span>
    </LanguageSelect>
  );
}
