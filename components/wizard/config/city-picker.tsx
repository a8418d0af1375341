"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { BR_CITIES, cityLabel } from "@/lib/wizard/br-cities";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** spec 001 §3 City list: Brazilian cities as "City - UF", searchable, chosen with checkboxes. */
export function CityPicker({ value, onChange }: { value: string[]; onChange: (cities: string[]) => void }) {
  const t = useTranslations("wizard.config.cities");
  const id = useId();
  const [query, setQuery] = useState("");
  const matches = useMemo(() => {
    const wanted = fold(query.trim());
    return wanted ? BR_CITIES.filter((city) => fold(city.label).includes(wanted)) : BR_CITIES;
  }, [query]);
  const toggle = (city: string) => onChange(value.includes(city) ? value.filter((item) => item !== city) : [...value, city]);

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("label")}</legend>
      <p className="text-sm text-muted-foreground">{value.length ? t("selected", { count: value.length }) : t("wholeCountry")}</p>
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((city) => (
            <li key={city} className="flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pl-3 pr-1 text-sm">
              {cityLabel(city) ?? city}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t("remove", { city: cityLabel(city) ?? city })}
                onClick={() => toggle(city)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t("search")}
      </label>
      <Input id={`${id}-search`} type="search" placeholder={t("search")} value={query} onChange={(event) => setQuery(event.target.value)} />
      <div className="max-h-48 overflow-y-auto rounded-md border p-2" role="group" aria-label={t("label")}>
        {matches.length === 0 ? <p className="p-2 text-sm text-muted-foreground">{t("none")}</p> : null}
        {matches.map((city) => (
          <label key={city.value} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(city.value)} onChange={() => toggle(city.value)} />
            {city.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
