"use client";

import { Loader2, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type Dispatch } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { canAddMedia, MEDIA_LIMITS } from "@/lib/wizard/media-rules";
import type { WizardAction } from "../wizard-state";
import { requestAiImage, type ImageJobProgress } from "./request-ai-image";

type Props = { total: number; aiCount: number; productTitle: string; dispatch: Dispatch<WizardAction> };

// spec 001 §5 AI image prompt: at most 200 characters, not blank, visual elements only (no text);
// the button is disabled at 3 AI images or 5 media.
export function AiImageForm({ total, aiCount, productTitle, dispatch }: Props) {
  const t = useTranslations("wizard");
  const message = useTranslations();
  const id = useId();
  const [prompt, setPrompt] = useState(productTitle.slice(0, MEDIA_LIMITS.promptMax));
  // null when idle; else where the image's job is (it waits for a worker, then runs).
  const [progress, setProgress] = useState<ImageJobProgress | null>(null);
  const busy = progress !== null;
  const atLimit = aiCount >= MEDIA_LIMITS.aiImages || total >= MEDIA_LIMITS.items;

  async function generate() {
    const allowed = canAddMedia({ total, aiGenerated: aiCount }, { count: 1, aiGenerated: true });
    if (allowed !== "ok") {
      toast({ title: allowed === "aiLimit" ? t("media.aiLimit") : t("media.limitTitle"), variant: "destructive" });
      return;
    }
    setProgress("queued");
    const result = await requestAiImage(prompt, { onProgress: setProgress });
    setProgress(null);
    if (!result?.ok) {
      toast({ title: t("image.errors.failed"), description: result ? message(result.error) : t("creatives.uploadInstead"), variant: "destructive" });
      return;
    }
    dispatch({
      type: "creativeAdded",
      creative: {
        id: crypto.randomUUID(),
        type: "image",
        url: result.data.url,
        name: t("creatives.aiName", { number: aiCount + 1 }),
        generated: true,
        isMain: false,
      },
    });
  }

  return (
    <div className="grid gap-2 rounded-lg bg-muted/40 p-4">
      <Label htmlFor={id}>{t("creatives.aiPrompt")}</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={MEDIA_LIMITS.promptMax}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("creatives.aiHint", { count: prompt.length, max: MEDIA_LIMITS.promptMax })}
      </p>
      <Button type="button" variant="secondary" className="justify-self-start" disabled={atLimit || busy || !prompt.trim()} onClick={() => void generate()}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {progress === "queued" ? t("creatives.queued") : busy ? t("creatives.generating") : t("creatives.generate")}
      </Button>
      {busy ? (
        <p role="status" className="text-xs text-muted-foreground">
          {t(`creatives.imageProgress.${progress}`)}
        </p>
      ) : null}
      {atLimit ? <p className="text-xs text-muted-foreground">{aiCount >= MEDIA_LIMITS.aiImages ? t("media.aiLimit") : t("media.limitTitle")}</p> : null}
    </div>
  );
}
