"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { stepLine, uploadFigure } from "@/components/wizard/publish-progress";
import { STALL_MS, type FollowOutcome } from "@/components/wizard/publish-follow";

export type StoppedFollow = Exclude<FollowOutcome, { kind: "ended" }>;

// The screen stopped following a run that showed no progress for STALL_MS, or that it could not read:
// it says so, and where the run was last seen, until the user checks again (publish-follow.ts).
export function PublishFollowStopped({ stopped, onCheckAgain }: { stopped: StoppedFollow; onCheckAgain: () => void }) {
  const t = useTranslations("wizard.publish");
  const stalled = stopped.kind === "stalled";
  const last = stalled ? stopped.run : null;
  const upload = last && last.status !== "queued" ? last.progress.videoUpload : null;
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t(stalled ? "follow.stalledTitle" : "follow.lostTitle")}</p>
      <p>{stalled ? t("follow.stalled", { minutes: STALL_MS / 60_000 }) : t("follow.lost")}</p>
      {last && upload ? (
        <p>
          {t.rich("follow.lastSeenUpload", {
            step: stepLine(t, last),
            upload: uploadFigure(t, upload),
            figure: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
          })}
        </p>
      ) : last ? (
        <p>{t("follow.lastSeen", { step: stepLine(t, last) })}</p>
      ) : null}
      {/* Checking again hides this box: the progress (or the outcome) takes its place. */}
      <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={onCheckAgain}>
        <RefreshCw aria-hidden />
        {t("follow.checkAgain")}
      </Button>
    </div>
  );
}
