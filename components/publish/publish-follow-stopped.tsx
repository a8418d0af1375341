"use client";

import { AlertTriangle, RefreshCw } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { stepLine, uploadFigure } from "@/components/publish/publish-progress";
import { STALL_MS, type FollowOutcome } from "@/components/publish/publish-follow";

export type StoppedFollow = Exclude<FollowOutcome, { kind: "ended" }>;

// The screen stopped following a run that showed no progress for STALL_MS, or that it could not read:
// it says so, and where the run was last seen, until the user checks again (publish-follow.ts).
export function PublishFollowStopped({ stopped, onCheckAgain }: { stopped: StoppedFollow; onCheckAgain: () => void }) {
  const t = useTranslations("wizard.publish");
  const stalled = stopped.kind === "stalled";
  const last = stalled ? stopped.run : null;
  const upload = last && last.status !== "queued" ? last.progress.videoUpload : null;
  return (
    <Banner
      role="alert"
      tone="warning"
      icon={AlertTriangle}
      layout="stacked"
      title={t(stalled ? "follow.stalledTitle" : "follow.lostTitle")}
      actions={
        // Checking again hides this box: the progress (or the outcome) takes its place.
        <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={onCheckAgain}>
          <RefreshCw aria-hidden />
          {t("follow.checkAgain")}
        </Button>
      }
    >
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
    </Banner>
  );
}
