"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import { followPublishRun } from "@/components/wizard/follow-publish-run";
import type { StoppedFollow } from "./publish-follow-stopped";
import { checkMetaPublishReady } from "@/lib/meta/actions";
import type { PublishErrorClassification, PublishFailure, PublishRunView } from "@/lib/meta/publish";
import { publishCampaignAction } from "@/lib/meta/publish-actions";
import type { PublishCampaignInput } from "@/lib/meta/publish/schema";

/**
 * One publish flow for the wizard and for saved campaigns (001 §4 Publishing): the token is checked
 * right before ('Conexão Meta necessária'), the job is queued through the same action and checks, its
 * progress is followed, and a failure shows its 001 §8 classification. A run the screen stopped
 * following (no progress for a while, or unreadable) stays said on screen until checked again.
 */
export function usePublishRun() {
  const t = useTranslations("wizard");
  const message = useMessage();
  const [progress, setProgress] = useState<PublishRunView | null>(null);
  const [error, setError] = useState<PublishErrorClassification | null>(null);
  const [stopped, setStopped] = useState<StoppedFollow | null>(null);
  const readiness = useAction(checkMetaPublishReady, { failureTitle: false });
  const queueing = useAction(publishCampaignAction, { failureTitle: false, onFailure: showFailure });

  function showFailure(failure: PublishFailure) {
    if (failure.classification) setError(failure.classification);
    const title = failure.classification ? message(failure.classification.titleKey) : t("actions.publishError");
    const description = failure.classification
      ? message(failure.classification.hintKey, failure.classification.values)
      : message(failure.error, failure.values);
    toast({ title, description, variant: "destructive" });
  }

  /** False (and the spec's toast) when the Meta token is missing, expired or has under 10 minutes left. */
  async function checkReady(): Promise<boolean> {
    const ready = await readiness.run({});
    if (ready.ok && ready.data.ready) return true;
    toast({ title: t("actions.metaRequired.title"), description: t("actions.metaRequired.description"), variant: "destructive" });
    return false;
  }

  /** Follows the campaign's run to its end; true once the campaign is published. */
  async function follow(campaignId: string): Promise<boolean> {
    setStopped(null);
    try {
      const outcome = await followPublishRun(campaignId, setProgress);
      if (outcome.kind !== "ended") {
        setStopped(outcome);
        return false;
      }
      if (outcome.run.status === "completed") {
        toast({ title: t("actions.published.title"), description: t("actions.published.description") });
        return true;
      }
      showFailure(outcome.run.failure ?? { error: "errors.unexpected" });
      return false;
    } finally {
      setProgress(null);
    }
  }

  /** Queues the publish and follows it to the end; true once the campaign is published. */
  async function publish(input: PublishCampaignInput): Promise<boolean> {
    setError(null);
    setStopped(null);
    const queued = await queueing.run(input);
    return queued.ok ? follow(input.campaignId) : false;
  }

  return { publish, checkAgain: follow, checkReady, progress, error, stopped, clearError: () => setError(null) };
}
