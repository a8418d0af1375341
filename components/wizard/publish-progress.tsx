"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PublishRunView } from "@/lib/meta/publish";

// 001 §7 publish-to-meta, while the job runs: which step it is at, with the count of that step's objects,
// or how much of a video Meta has while one uploads.
export function PublishProgress({ run }: { run: PublishRunView }) {
  const t = useTranslations("wizard.publish");
  const count = stepCount(run);
  const step = t(`steps.${run.step}`);
  const upload = run.status === "queued" ? null : run.progress.videoUpload;
  const line = run.status === "queued" ? t("progress.queued") : upload ? t("progress.videoUpload", { percent: upload.percent }) : count ? t("progress.stepCount", { step, ...count }) : step;
  return (
    <div role="status" aria-live="polite" className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-primary" aria-hidden />
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">{t("progress.title")}</p>
        <p className="text-muted-foreground">{line}</p>
        {upload ? (
          <div
            role="progressbar"
            aria-label={t("progress.videoUploadLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${upload.percent}%` }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function stepCount({ step, progress }: PublishRunView): { done: number; total: number } | null {
  if (step === "adimages" || step === "advideos") return progress.media;
  if (step === "adsets") return progress.adSets;
  if (step === "adcreatives") return progress.creatives;
  if (step === "ads") return progress.ads;
  return null;
}
