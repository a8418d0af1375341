"use client";

import { Check, X } from "@/components/ui/icons";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

export type ComboboxOption = { value: string; label: string };

type Props = {
  label: string;
  options: readonly ComboboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** Under the label: what the current choice means ("3 cities selected", "the whole country"). */
  summary?: string;
  texts: { remove: (label: string) => string; none: string; found: (count: number) => string };
  name?: string;
};

/** Letters without accents or case: "sao" finds "São Paulo". */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * A searchable multi-select (WAI-ARIA APG "combobox with listbox popup"): one tab stop for the list;
 * type to filter, ↓/↑ to move, Enter to pick or drop, Escape to close; the choices are chips with a
 * remove button. Focus stays in the text box; the active option is aria-activedescendant.
 */
export function MultiCombobox({ label, options, value, onChange, placeholder, summary, texts, name }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const wanted = fold(query.trim());
    return wanted ? options.filter((option) => fold(option.label).includes(wanted)) : options;
  }, [options, query]);
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  const expanded = open && matches.length > 0;
  const current = expanded ? matches[Math.min(active, matches.length - 1)] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const toggle = (item: string) => onChange(value.includes(item) ? value.filter((chosen) => chosen !== item) : [...value, item]);

  function move(to: number) {
    const index = Math.max(0, Math.min(matches.length - 1, to));
    setActive(index);
    setOpen(true);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: "nearest" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(open ? Math.min(active, matches.length - 1) + step : step > 0 ? 0 : matches.length - 1);
    } else if (event.key === "Enter") {
      // Never submits the form: Enter picks (or drops) the active option.
      event.preventDefault();
      if (current) toggle(current.value);
    } else if (event.key === "Escape" && (open || query)) {
      event.preventDefault();
      if (open) setOpen(false);
      else setQuery("");
    } else if (event.key === "Backspace" && !query && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      {summary ? (
        <p id={`${id}-summary`} className="text-sm text-muted-foreground">
          {summary}
        </p>
      ) : null}
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item} className="flex min-w-0 items-center gap-1 rounded-full border bg-muted/50 py-0.5 pl-3 pr-1 text-sm">
              <span className="min-w-0 truncate">{labelOf(item)}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={texts.remove(labelOf(item))}
                onClick={() => toggle(item)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Input
          id={`${id}-input`}
          name={name}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={current ? optionId(matches.indexOf(current)) : undefined}
          aria-describedby={summary ? `${id}-summary` : undefined}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={label}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-md border bg-background p-1 shadow-md"
        >
          {matches.map((option, index) => {
            const selected = value.includes(option.value);
            return (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                className={cn("flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm", option === current && "bg-accent text-accent-foreground")}
                // The text box keeps the focus: a pointer pick works like Enter.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(index);
                  toggle(option.value);
                }}
              >
                <Check className={cn("size-4 shrink-0", !selected && "invisible")} aria-hidden />
                {option.label}
              </li>
            );
          })}
        </ul>
        {/* Said to screen readers by the live region below. */}
        {open && matches.length === 0 ? (
          <p className="mt-1 px-2 py-1.5 text-sm text-muted-foreground" aria-hidden>
            {texts.none}
          </p>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {open && query ? texts.found(matches.length) : ""}
      </p>
    </div>
  );
}
