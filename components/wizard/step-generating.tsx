"use client";

import { CheckCircle2, Circle, Loader2, XCircle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type Dispatch } from "react";
import { callAction } from "@/components/ui/call-action";
import { Card, CardContent } from "@/components/ui/card";
import { failureToast } from "@/components/ui/failure-toast";
import { toast } from "@/components/ui/toast-store";
import { fallbackAd, type GeneratedAd } from "@/lib/ai/generated-ad";
import { todayInBrazil } from "@/lib/campaigns/calendar";
import { cn } from "@/lib/utils";
import { generateCampaignAction } from "@/lib/wizard/actions";
import { defaultConfig, firstImagePrompt } from "@/lib/wizard/defaults";
import type { WizardProduct } from "@/lib/wizard/draft-schema";
import { requestAiImage, type ImageJobProgress } from "./creatives/request-ai-image";
import type { Creative, WizardAction } from "./state/wizard-state";

type Line = "analysis" | "content" | "image" | "finalize";
type LineState = "pending" | "running" | "done" | "failed";
const LINES: Line[] = ["analysis", "content", "image", "finalize"];
// spec 001 §2: the indicator is fixed at 66 percent; the four lines show the real progress.
const PROGRESS = 66;

export function StepGenerating({ product, dispatch }: { product: WizardProduct; dispatch: Dispatch<WizardAction> }) {
  const t = useTranslations("wizard");
  const message = useTranslations();
  const [lines, setLines] = useState<Record<Line, LineState>>({ analysis: "done", content: "running", image: "pending", finalize: "pending" });
  const [imageJob, setImageJob] = useState<ImageJobProgress | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const mark = (line: Line, state: LineState) => mounted.current && setLines((current) => ({ ...current, [line]: state }));

    async function generate() {
      const title = product.title ?? "";
      const forGeneration = { title, description: product.description, price: product.price, currency: product.currency, url: product.url };
      const generated = await callAction(generateCampaignAction, forGeneration);
      if (!mounted.current) return;
      if (!generated.ok && generated.error !== "errors.invalidInput" && generated.error !== "errors.network") {
        // The plan or the hourly limit refused: nothing is generated and the user stays on step 1. No
        // answer, or an input the server can't use, still gets the fallback ad.
        toast(failureToast(generated, message));
        dispatch({ type: "generationRefused" });
        return;
      }
      let ad: GeneratedAd;
      if (generated.ok && !generated.data.fallback) ad = generated.data.ad;
      else {
        ad = generated.ok ? generated.data.ad : fallbackAd(forGeneration);
        toast({ title: t("toasts.generationFallback"), variant: "destructive" });
      }
      mark("content", "done");
      mark("image", "running");

      // 001 §4: the first AI image is generated right after the campaign; a failure is not fatal.
      const image = await requestAiImage(
        { prompt: firstImagePrompt(title) },
        {
          onProgress: (state) => mounted.current && setImageJob(state),
          wanted: () => mounted.current,
        },
      );
      if (!mounted.current) return;
      setImageJob(null);
      const creatives: Creative[] = [];
      if (image?.ok) {
        creatives.push({
          id: crypto.randomUUID(),
          type: "image",
          url: image.data.url,
          name: t("creatives.aiName", { number: 1 }),
          generated: true,
          isMain: true,
        });
        mark("image", "done");
      } else {
        mark("image", "failed");
        const reason = image && !image.ok ? image.error : "wizard.image.errors.failed";
        toast({
          title: t("image.errors.failed"),
          description: reason === "wizard.image.errors.failed" ? t("creatives.uploadInstead") : message(reason),
          variant: "destructive",
        });
      }
      mark("finalize", "running");
      const config = defaultConfig(title, ad, todayInBrazil(), t("broadAudience"));
      mark("finalize", "done");
      dispatch({ type: "generated", ad, config, creatives });
    }

    if (!started.current) {
      started.current = true;
      void generate();
    }
    return () => {
      mounted.current = false;
    };
  }, [product, dispatch, t, message]);

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="grid gap-6 p-6">
        <div className="text-center">
          <h2 className="text-xl font-semibold">{t("generating.title")}</h2>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">{t("generating.description", { product: product.title ?? product.url })}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t("generating.progressLabel")}
          aria-valuenow={PROGRESS}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${PROGRESS}%` }} />
        </div>
        <ul className="grid gap-3" aria-live="polite">
          {LINES.map((line) => (
            <li key={line} className={cn("flex items-center gap-3", lines[line] === "pending" && "text-muted-foreground")}>
              <LineIcon state={lines[line]} />
              <span>{t(`generating.lines.${line}`)}</span>
              {line === "image" && lines.image === "running" && imageJob ? (
                <span className="text-sm text-muted-foreground">{t(`generating.imageJob.${imageJob}`)}</span>
              ) : null}
              <span className="sr-only">{t(`generating.states.${lines[line]}`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function LineIcon({ state }: { state: LineState }) {
  if (state === "done") return <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />;
  if (state === "running") return <Loader2 className="size-5 animate-spin text-primary" aria-hidden />;
  if (state === "failed") return <XCircle className="size-5 text-destructive" aria-hidden />;
  return <Circle className="size-5" aria-hidden />;
}
