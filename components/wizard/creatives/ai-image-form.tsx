"use client";

import { Loader2, Sparkles } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState, type Dispatch } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { canAddMedia, MEDIA_LIMITS } from "@/lib/wizard/media-rules";
import type { Creative, WizardAction } from "../state/wizard-state";
import { PhotoChoice } from "./photo-choice";
import { requestAiImage, type ImageJobProgress } from "./request-ai-image";

type Props = { creatives: Creative[]; total: number; aiCount: number; productTitle: string; dispatch: Dispatch<WizardAction> };
type Mode = "scene" | "text";

// spec 001 §5 AI image prompt: at most 200 characters, not blank, visual elements only (no text);
// the button is disabled at 3 AI images or 5 media. Issue 35: the seller's own photo (the page's or an
// upload) can be put in a scene by an image-editing model, which keeps the product as it is.
export function AiImageForm({ creatives, total, aiCount, productTitle, dispatch }: Props) {
  const t = useTranslations("wizard");
  const message = useTranslations();
  const id = useId();
  const photos = creatives.filter((creative) => creative.type === "image" && !creative.generated);
  const [chosenMode, setMode] = useState<Mode | null>(null);
  const mode: Mode = chosenMode ?? (photos.length > 0 ? "scene" : "text");
  const [chosenPhoto, setPhoto] = useState<string | null>(null);
  const photo = photos.find((item) => item.id === chosenPhoto) ?? photos.find((item) => item.isMain) ?? photos[0];
  const [prompts, setPrompts] = useState<Record<Mode, string>>({
    text: productTitle.slice(0, MEDIA_LIMITS.promptMax),
    scene: t("creatives.scene.defaultPrompt"),
  });
  const prompt = prompts[mode];
  // null when idle; else where the image's job is (it waits for a worker, then runs).
  const [progress, setProgress] = useState<ImageJobProgress | null>(null);
  const busy = progress !== null;
  const atLimit = aiCount >= MEDIA_LIMITS.aiImages || total >= MEDIA_LIMITS.items;
  const needsPhoto = mode === "scene" && !photo;

  async function generate() {
    const allowed = canAddMedia({ total, aiGenerated: aiCount }, { count: 1, aiGenerated: true });
    if (allowed !== "ok") {
      toast({ title: allowed === "aiLimit" ? t("media.aiLimit") : t("media.limitTitle"), variant: "destructive" });
      return;
    }
    setProgress("queued");
    const result = await requestAiImage({ prompt, photoUrl: mode === "scene" ? photo?.url : undefined }, { onProgress: setProgress });
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
        name: t(mode === "scene" ? "creatives.scene.name" : "creatives.aiName", { number: aiCount + 1 }),
        generated: true,
        isMain: false,
      },
    });
  }

  return (
    <fieldset className="grid gap-3 rounded-lg bg-muted/40 p-4" disabled={busy}>
      <legend className="float-left mb-1 text-sm font-medium">{t("creatives.aiPrompt")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard
          name={`${id}-mode`}
          value="scene"
          checked={mode === "scene"}
          onChoose={setMode}
          title={t("creatives.scene.title")}
          text={photos.length > 0 ? t("creatives.scene.text") : t("creatives.scene.noPhoto")}
        />
        <ChoiceCard
          name={`${id}-mode`}
          value="text"
          checked={mode === "text"}
          onChoose={setMode}
          title={t("creatives.fromText.title")}
          text={t("creatives.fromText.text")}
        />
      </div>
      {mode === "scene" && photos.length > 1 ? <PhotoChoice photos={photos} chosen={photo?.id ?? null} onChoose={setPhoto} /> : null}
      <Label htmlFor={id}>{mode === "scene" ? t("creatives.scene.prompt") : t("creatives.fromText.prompt")}</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={MEDIA_LIMITS.promptMax}
        value={prompt}
        onChange={(event) => setPrompts((current) => ({ ...current, [mode]: event.target.value }))}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t(mode === "scene" ? "creatives.scene.hint" : "creatives.aiHint", { count: prompt.length, max: MEDIA_LIMITS.promptMax })}
      </p>
      <Button
        type="button"
        variant="secondary"
        className="justify-self-start"
        disabled={atLimit || busy || !prompt.trim() || needsPhoto}
        onClick={() => void generate()}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        {progress === "queued" ? t("creatives.queued") : busy ? t("creatives.generating") : t("creatives.generate")}
      </Button>
      {busy ? (
        <p role="status" className="text-xs text-muted-foreground">
          {t(`creatives.imageProgress.${progress}`)}
        </p>
      ) : null}
      {atLimit ? <p className="text-xs text-muted-foreground">{aiCount >= MEDIA_LIMITS.aiImages ? t("media.aiLimit") : t("media.limitTitle")}</p> : null}
    </fieldset>
  );
}
