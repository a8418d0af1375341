"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { cn } from "@/lib/utils";
import type { Creative } from "../state/wizard-state";

type Props = { photos: Creative[]; chosen: string | null; onChoose: (id: string) => void };

/** Which of the seller's photos the AI puts in a scene, chosen by its picture. */
export function PhotoChoice({ photos, chosen, onChoose }: Props) {
  const t = useTranslations("wizard.creatives.scene");
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm">{t("whichPhoto")}</legend>
      <div className="flex flex-wrap gap-2">
        {photos.map((photo) => (
          <label
            key={photo.id}
            className={cn(
              "relative cursor-pointer overflow-hidden rounded-md border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              chosen === photo.id ? "border-primary" : "border-transparent",
            )}
          >
            <input type="radio" name={name} value={photo.id} checked={chosen === photo.id} onChange={() => onChoose(photo.id)} className="sr-only" />
            {/* eslint-disable-next-line @next/next/no-img-element -- the seller's media from our storage route */}
            <img src={photo.url} alt={photo.name || t("photoAlt")} className="size-16 object-cover" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
