"use client";

import { ImagePlus, Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useState, type Dispatch } from "react";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import { PRODUCT_PHOTO_ID } from "@/lib/media/product-photo";
import { importProductPhotoAction } from "@/lib/wizard/actions";
import { MEDIA_LIMITS } from "@/lib/wizard/media-rules";
import type { Creative, WizardAction } from "../state/wizard-state";

type Props = { imageUrl: string | null; creatives: Creative[]; total: number; dispatch: Dispatch<WizardAction> };

/** The photo the analysis found on the product page, offered as a creative until it is added. */
export function ProductPhotoOffer({ imageUrl, creatives, total, dispatch }: Props) {
  const t = useTranslations("wizard");
  const message = useMessage();
  const [previewFailed, setPreviewFailed] = useState(false);
  // A refusal is said beside the button, not in a toast.
  const importing = useAction(importProductPhotoAction, { failureTitle: false, onSuccess: (creative) => dispatch({ type: "creativeAdded", creative }) });
  if (!imageUrl || creatives.some((creative) => creative.id === PRODUCT_PHOTO_ID)) return null;
  const atLimit = total >= MEDIA_LIMITS.items;
  const busy = importing.pending;

  return (
    <div className="flex items-center gap-3 rounded-lg border p-3">
      {/* The page's CSP loads images from https only: a photo on a plain-http store gets no preview. */}
      {previewFailed || !imageUrl.startsWith("https://") ? null : (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own address, shown before it is copied
        <img
          src={imageUrl}
          alt={t("creatives.productPhoto.alt")}
          referrerPolicy="no-referrer"
          className="size-16 shrink-0 rounded object-cover"
          onError={() => setPreviewFailed(true)}
        />
      )}
      <div className="grid min-w-0 gap-2">
        <p className="text-sm font-medium">{t("creatives.productPhoto.title")}</p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={busy || atLimit}
          onClick={() => void importing.run({ url: imageUrl, total })}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
          {busy ? t("creatives.productPhoto.importing") : t("creatives.productPhoto.use")}
        </Button>
        {atLimit ? <p className="text-xs text-muted-foreground">{t("media.limitTitle")}</p> : null}
        {importing.error ? (
          <p role="alert" className="text-xs text-destructive">
            {message(importing.error, importing.errorValues)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
