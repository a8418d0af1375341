"use client";

import { Sparkles, Star, Trash2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { Creative } from "../state/wizard-state";

/** One creative: clicking it (or "Set as primary") makes it the primary one (001 §4). */
export function CreativeTile({ creative, onMain, onRemove }: { creative: Creative; onMain: () => void; onRemove: () => void }) {
  const t = useTranslations("wizard.creatives");
  return (
    <li className={cn("relative overflow-hidden rounded-lg border-2", creative.isMain ? "border-primary" : "border-transparent")}>
      <button
        type="button"
        className="block w-full focus-visible:outline-2 focus-visible:outline-ring"
        aria-pressed={creative.isMain}
        aria-label={t("setMain", { name: creative.name })}
        onClick={onMain}
      >
        {creative.type === "video" ? (
          <video src={creative.url} className="aspect-square w-full bg-black object-cover" muted preload="metadata" aria-hidden />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- user media from our storage route
          <img src={creative.url} alt="" className="aspect-square w-full object-cover" />
        )}
      </button>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex gap-1 p-1.5">
        {creative.isMain ? (
          <span className="flex items-center gap-1 rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
            <Star className="size-3" aria-hidden />
            {t("main")}
          </span>
        ) : null}
        {creative.generated ? (
          <span className="flex items-center gap-1 rounded bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">
            <Sparkles className="size-3" aria-hidden />
            {t("ai")}
          </span>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-1 py-1 pl-2 pr-1">
        <p className="min-w-0 truncate text-xs" title={creative.name}>
          {creative.name}
        </p>
        <button
          type="button"
          className="shrink-0 rounded-full p-1.5 text-destructive hover:bg-destructive/10 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t("remove", { name: creative.name })}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
