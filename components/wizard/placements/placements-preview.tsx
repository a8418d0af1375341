"use client";

import { Crop as CropIcon, Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useId, useState, type Dispatch } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { whenIdle } from "@/components/ui/when-idle";
import { PLACEMENT_FORMATS, type FormatId } from "@/lib/images/placements/formats";
import type { Creative, WizardAction } from "../state/wizard-state";
import { CropFrame } from "./crop-frame";
import { SafeZoneOverlay } from "./safe-zone";

// Issue 37: the crop editor's dialog (Radix Dialog and its focus and scroll locks) loads when the browser is idle,
// not with the step; a tap before then waits for it.
const loadCropEditor = () => import("./crop-editor");
const CropEditor = lazy(() => loadCropEditor().then((module) => ({ default: module.CropEditor })));

type Props = { media: Creative | null; whatsapp: boolean; unreadable: ReadonlySet<string>; dispatch: Dispatch<WizardAction> };

/**
 * Issue 35: the main image as Meta runs it in each placement, side by side: 1:1 feed, 4:5 mobile feed,
 * 9:16 Stories, Reels and Status with Meta's safe zone; each crop can be adjusted.
 */
export function PlacementsPreview({ media, whatsapp, unreadable, dispatch }: Props) {
  const t = useTranslations("wizard.placements");
  const [editing, setEditing] = useState<FormatId | null>(null);
  const titleId = useId();
  useEffect(() => whenIdle(() => void loadCropEditor()), []);
  if (!media) return null;
  const placements = media.placements;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId} className="text-base">
          {t("title")}
        </CardTitle>
        <CardDescription>{media.type === "video" ? t("videoNote") : whatsapp ? t("whatsappNote") : t("description")}</CardDescription>
      </CardHeader>
      {media.type === "image" && !whatsapp ? (
        <CardContent className="grid gap-3">
          {unreadable.has(media.id) ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("errors.unreadable")}
            </p>
          ) : !placements ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t("preparing")}
            </p>
          ) : (
            <ul className="grid grid-cols-3 items-end gap-2">
              {PLACEMENT_FORMATS.map((format) => {
                const name = t(`formats.${format.id}`);
                const crop = placements.crops[format.id];
                return (
                  <li key={format.id} className="grid min-w-0 gap-1">
                    <CropFrame src={media.url} alt={t("imageAlt", { name: media.name, format: name })} ratio={format.ratio} crop={crop}>
                      {format.safeZone ? <SafeZoneOverlay zone={format.safeZone} /> : null}
                    </CropFrame>
                    <p className="text-xs font-medium leading-tight">{name}</p>
                    {crop === null ? <p className="text-xs text-muted-foreground">{t("whole")}</p> : null}
                    <Button type="button" size="sm" variant="outline" aria-label={t("adjustLabel", { format: name })} onClick={() => setEditing(format.id)}>
                      <CropIcon aria-hidden />
                      {t("adjust")}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {placements ? <p className="text-xs text-muted-foreground">{t("safeZone")}</p> : null}
          {placements && editing ? (
            <Suspense fallback={null}>
              <CropEditor
                open
                onOpenChange={(open) => (open ? null : setEditing(null))}
                src={media.url}
                size={placements}
                format={PLACEMENT_FORMATS.find((format) => format.id === editing)!}
                formatName={t(`formats.${editing}`)}
                crop={placements.crops[editing]}
                onDone={(crop) =>
                  dispatch({ type: "creativePlacementsSet", id: media.id, placements: { ...placements, crops: { ...placements.crops, [editing]: crop } } })
                }
              />
            </Suspense>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
