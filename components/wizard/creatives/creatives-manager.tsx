"use client";

import { AlertCircle, Upload as UploadIcon } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type Dispatch } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { buttonVariants } from "@/components/ui/button";
import { MEDIA_LIMITS } from "@/lib/wizard/media-rules";
import { cn } from "@/lib/utils";
import type { Creative, WizardAction } from "../state/wizard-state";
import { AiImageForm } from "./ai-image-form";
import { CreativeTile } from "./creative-tile";
import { ProductPhotoOffer } from "./product-photo-offer";
import { useMediaUpload } from "./use-media-upload";
import { useFieldIssue } from "../state/wizard-issues";

const ACCEPT = "image/jpeg,image/png,image/gif,video/mp4,video/quicktime,video/x-msvideo";

type Props = { creatives: Creative[]; productTitle: string; productImageUrl: string | null; dispatch: Dispatch<WizardAction> };

// spec 001 §2 Step 3, §5 Media: up to 5 images and videos, at most 3 made by AI, one primary.
export function CreativesManager({ creatives, productTitle, productImageUrl, dispatch }: Props) {
  const t = useTranslations("wizard.creatives");
  const tAll = useTranslations();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { uploads, total, addFiles } = useMediaUpload(creatives, dispatch);
  const aiCount = creatives.filter((creative) => creative.generated).length;
  // 001 §5 publishing needs one image or video: said here, where it is added, once Publish was held back.
  const missing = useFieldIssue("creatives");

  return (
    <Card data-issue-target="creatives" tabIndex={-1} className="scroll-mt-24 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
        <CardDescription>{t("adsHint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("count", { count: total, max: MEDIA_LIMITS.items })} · {t("aiCount", { count: aiCount, max: MEDIA_LIMITS.aiImages })}
        </p>
        {creatives.length === 0 && uploads.length === 0 ? <p className="text-sm">{t("empty")}</p> : null}
        {missing ? (
          <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            {tAll(missing.message)}
          </p>
        ) : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {creatives.map((creative) => (
            <CreativeTile
              key={creative.id}
              creative={creative}
              onMain={() => dispatch({ type: "creativeMadeMain", id: creative.id })}
              onRemove={() => dispatch({ type: "creativeRemoved", id: creative.id })}
            />
          ))}
          {uploads.map((upload) => (
            <li key={upload.id} className="flex aspect-square flex-col justify-center gap-2 rounded-lg border p-3 text-xs">
              <span className="truncate">{upload.name}</span>
              <progress className="w-full accent-primary" max={1} value={upload.progress} aria-label={t("uploading", { name: upload.name })} />
              <span>{Math.round(upload.progress * 100)}%</span>
            </li>
          ))}
        </ul>
        <ProductPhotoOffer imageUrl={productImageUrl} creatives={creatives} total={total} dispatch={dispatch} />
        <div
          className={cn("grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm", dragging && "border-primary bg-primary/5")}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void addFiles([...event.dataTransfer.files]);
          }}
        >
          <label
            htmlFor={inputId}
            className={cn(buttonVariants({ variant: "outline" }), "cursor-pointer", total >= MEDIA_LIMITS.items && "pointer-events-none opacity-50")}
          >
            <UploadIcon aria-hidden />
            {t("upload")}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            disabled={total >= MEDIA_LIMITS.items}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              void addFiles(files);
            }}
          />
          <p className="text-muted-foreground">{t("uploadHint")}</p>
        </div>
        <AiImageForm creatives={creatives} total={total} aiCount={aiCount} productTitle={productTitle} dispatch={dispatch} />
      </CardContent>
    </Card>
  );
}
