"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { clampCrop, cropForRatio, type Crop, type PlacementFormat } from "@/lib/images/placements/formats";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  /** The stored image's size in pixels: crops are kept whole-pixel and of the format's exact ratio. */
  size: { width: number; height: number };
  format: PlacementFormat;
  formatName: string;
  crop: Crop | null;
  onDone: (crop: Crop | null) => void;
};

// Keyboard steps: an arrow moves the crop by 2% of the image; zoom runs from the largest crop to 4×.
const STEP = 0.02;
const MAX_ZOOM = 4;

/** Issue 35: the seller moves (drag, arrows) and zooms one format's crop, or chooses the whole image on a backdrop. */
export function CropEditor({ open, onOpenChange, src, size, format, formatName, crop, onDone }: Props) {
  const t = useTranslations("wizard.placements.editor");
  const id = useId();
  const largest = cropForRatio(size.width, size.height, format.ratio, { x: 0.5, y: 0.5 });
  const [draft, setDraft] = useState<Crop>(crop ?? largest);
  const [whole, setWhole] = useState(crop === null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  const valid = (next: Crop) => clampCrop(next, size.width, size.height, format.ratio);
  const zoom = largest.width / draft.width;

  const move = (dx: number, dy: number, from = draft) => setDraft(valid({ ...from, x: from.x + dx, y: from.y + dy }));
  const zoomTo = (value: number) => {
    const width = largest.width / value;
    const height = largest.height / value;
    const centre = { x: draft.x + draft.width / 2, y: draft.y + draft.height / 2 };
    setDraft(valid({ x: centre.x - width / 2, y: centre.y - height / 2, width, height }));
  };

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop: draft };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = stage.current?.getBoundingClientRect();
    if (!drag.current || !box) return;
    move((event.clientX - drag.current.x) / box.width, (event.clientY - drag.current.y) / box.height, drag.current.crop);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0], step[1]);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("cancel")} className="max-h-[95dvh] overflow-y-auto">
        <DialogTitle>{t("title", { format: formatName })}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t("mode")}</legend>
          <ChoiceCard name={`${id}-mode`} value="crop" checked={!whole} onChoose={() => setWhole(false)} title={t("crop")} />
          <ChoiceCard name={`${id}-mode`} value="whole" checked={whole} onChoose={() => setWhole(true)} title={t("whole")} />
        </fieldset>
        <div
          ref={stage}
          className="relative mx-auto w-full touch-none overflow-hidden rounded-md bg-muted"
          style={{ aspectRatio: `${size.width} / ${size.height}`, maxWidth: `calc(50dvh * ${size.width / size.height})` }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the seller's media from our storage route */}
          <img src={src} alt="" className="absolute inset-0 size-full select-none" draggable={false} />
          {whole ? null : (
            <div
              role="group"
              aria-label={t("area")}
              tabIndex={0}
              className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.55)] focus-visible:outline-2 focus-visible:outline-ring"
              style={{ left: `${draft.x * 100}%`, top: `${draft.y * 100}%`, width: `${draft.width * 100}%`, height: `${draft.height * 100}%` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={onKeyDown}
            />
          )}
        </div>
        {whole ? null : (
          <label className="grid gap-1 text-sm">
            {t("zoom")}
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={Math.min(MAX_ZOOM, Math.max(1, zoom))}
              onChange={(event) => zoomTo(Number(event.target.value))}
              className="w-full accent-primary"
            />
          </label>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button
            type="button"
            onClick={() => {
              onDone(whole ? null : draft);
              onOpenChange(false);
            }}
          >
            {t("done")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
