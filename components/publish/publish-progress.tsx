"use client";

import { Loader2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { PublishRunView } from "@/lib/meta/publish";

type Translate = ReturnType<typeof useTranslations>;
type VideoUploadProgress = NonNullable<PublishRunView["progress"]["videoUpload"]>;

const MB = 1024 * 1024;

// 001 §7 publish-to-meta, while the job runs: which step it is at, with the count of that step's objects,
// or that Meta is processing a video, and while a video uploads, a bar with how much of it Meta has. The
// live region announces the steps only: the upload's figure changes every second and is read from the
// bar when asked for.
export function PublishProgress({ run }: { run: PublishRunView }) {
  const t = useTranslations("wizard.publish");
  const upload = run.status === "queued" ? null : run.progress.videoUpload;
  const figure = upload ? uploadFigure(t, upload) : null;
  return (
    <div className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-primary" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div role="status" aria-live="polite" className="grid gap-0.5">
          <p className="font-medium">{t("progress.title")}</p>
          <p className="text-muted-foreground">{stepLine(t, run)}</p>
        </div>
        {upload && figure ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <div
              role="progressbar"
              aria-label={t("progress.videoUploadLabel")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.percent}
              aria-valuetext={figure}
              className="h-1.5 min-w-32 flex-1 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${upload.percent}%` }} />
            </div>
            <p className="whitespace-nowrap text-xs tabular-nums text-muted-foreground" aria-hidden>
              {figure}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The step, with its count: "Creating the ad sets (2 of 5)"; "Getting ready…" while queued; while the run
 * waits for Meta to process a video, that wait (it can take many minutes).
 */
export function stepLine(t: Translate, run: PublishRunView): string {
  if (run.status === "queued") return t("progress.queued");
  if (run.progress.videoProcessing) return t("progress.videoProcessing");
  const step = t(`steps.${run.step}`);
  const count = stepCount(run);
  return count ? t("progress.stepCount", { step, ...count }) : step;
}

/** How much of the video Meta has: "24 of 60 MB (40%)". */
export function uploadFigure(t: Translate, upload: VideoUploadProgress): string {
  return t("progress.videoUpload", {
    sent: Math.floor(upload.sentBytes / MB),
    total: Math.max(1, Math.round(upload.totalBytes / MB)),
    percent: upload.percent,
  });
}

function stepCount({ step, progress }: PublishRunView): { done: number; total: number } | null {
  if (step === "adimages" || step === "advideos") return progress.media;
  if (step === "adsets") return progress.adSets;
  if (step === "adcreatives") return progress.creatives;
  if (step === "ads") return progress.ads;
  return null;
}
