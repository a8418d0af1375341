"use client";

import { useTranslations } from "next-intl";
import { MultiCombobox } from "@/components/ui/multi-combobox";
import { BR_CITIES } from "@/lib/wizard/br-cities";

/** spec 001 §3 City list: Brazilian cities as "City - UF", picked in a searchable list; none means the whole country. */
export function CityPicker({ value, onChange }: { value: string[]; onChange: (cities: string[]) => void }) {
  const t = useTranslations("wizard.config.cities");
  return (
    <MultiCombobox
      name="targetCities"
      label={t("label")}
      options={BR_CITIES}
      value={value}
      onChange={onChange}
      placeholder={t("search")}
      summary={value.length ? t("selected", { count: value.length }) : t("wholeCountry")}
      texts={{ remove: (city) => t("remove", { city }), none: t("none"), found: (count) => t("found", { count }) }}
    />
  );
}
