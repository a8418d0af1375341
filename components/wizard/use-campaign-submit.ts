"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState, type Dispatch } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { StoppedFollow } from "@/components/publish/publish-follow-stopped";
import { setFieldErrors } from "@/components/ui/set-field-errors";
import { toast, TOAST_DURATION_MS } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import type { GeneratedAd } from "@/lib/ai/generated-ad";
import { checkMetaPublishReady } from "@/lib/meta/actions";
import { publishCampaignAction } from "@/lib/meta/publish-actions";
import type { CampaignPublishState, PublishErrorClassification, PublishFailure, PublishRunView } from "@/lib/meta/publish";
import { saveCampaignAction } from "@/lib/wizard/actions";
import { configIssues, type WizardConfig } from "@/lib/wizard/config-schema";
import { inPageOrder } from "@/lib/wizard/issue-order";
import type { WizardProduct } from "@/lib/wizard/draft-schema";
import { followPublishRun } from "./follow-publish-run";
import { focusIssue } from "./state/wizard-issues";
import type { WizardAction, WizardState } from "./state/wizard-state";

export type SubmitMode = "save" | "publish";
export type CampaignSubmit = {
  busy: SubmitMode | null;
  run: (mode: SubmitMode) => Promise<void>;
  /** The last Save or Publish held back by the configuration's issues: from then on each is shown beside its field. */
  attempted: SubmitMode | null;
  /** Whether the campaign goes ACTIVE once published (otherwise it stays PAUSED at Meta). */
  activate: boolean;
  setActivate: (activate: boolean) => void;
  /** The last publishing failure, classified as 001 §8 says. */
  publishError: PublishErrorClassification | null;
  /** The publish run while it is queued or running (its step and counts), else null. */
  publishProgress: PublishRunView | null;
  /** The run the screen stopped following (no progress for a while, or unreadable), until checked again. */
  followStopped: StoppedFollow | null;
  /** Follows the campaign's run again after the screen stopped following it. */
  checkAgain: () => Promise<void>;
};

type Options = {
  form: UseFormReturn<WizardConfig>;
  /** What the step's checklist counts with (Meta connected, the Pages read): Publish is held for the same issues. */
  issueOptions?: Parameters<typeof configIssues>[2];
  state: WizardState & { product: WizardProduct; ad: GeneratedAd };
  dispatch: Dispatch<WizardAction>;
  /** Waits for the draft saves under way: saving a campaign clears the draft, and none may come after. */
  settleDraft: () => Promise<void>;
  /**
   * Where the restored draft's campaign stood with Meta when the page loaded (decision 025): a publish under
   * way is followed from there, as if Publish had just been pressed; a stopped one shows why it stopped.
   */
  resumed?: CampaignPublishState | null;
};

/**
 * spec 001 §5, §7 save-campaign: saving needs every rule but the creatives one; publishing needs all
 * of them and a Meta token with at least 10 minutes left. A second click while one runs is ignored.
 */
export function useCampaignSubmit({ form, state, dispatch, settleDraft, issueOptions, resumed = null }: Options): CampaignSubmit {
  const t = useTranslations("wizard");
  const message = useMessage();
  const resumedRun = resumed?.kind === "publishing" ? resumed.run : null;
  const [busy, setBusy] = useState<SubmitMode | null>(resumedRun ? "publish" : null);
  const [attempted, setAttempted] = useState<SubmitMode | null>(null);
  const [activate, setActivate] = useState(false);
  const [publishError, setPublishError] = useState<PublishErrorClassification | null>(
    resumed?.kind === "failed" ? (resumed.failure.classification ?? null) : null,
  );
  const [publishProgress, setPublishProgress] = useState<PublishRunView | null>(resumedRun);
  const [followStopped, setFollowStopped] = useState<StoppedFollow | null>(null);
  const running = useRef(false);
  const resuming = useRef(Boolean(resumedRun));
  const readiness = useAction(checkMetaPublishReady, { failureTitle: false });
  const saving = useAction(saveCampaignAction, {
    failureTitle: t("actions.saveError"),
    onFailure: (failure) => setFieldErrors(form.setError, failure.fieldErrors, "config."),
  });
  const publishing = useAction(publishCampaignAction, { failureTitle: false, onFailure: showPublishFailure });

  // 001 §8: a classified failure shows its box (title, hint, action) and a toast; others a toast.
  function showPublishFailure(failure: PublishFailure) {
    if (failure.classification) setPublishError(failure.classification);
    const title = failure.classification ? message(failure.classification.titleKey) : t("actions.publishError");
    const description = failure.classification
      ? message(failure.classification.hintKey, failure.classification.values)
      : message(failure.error, failure.values);
    toast({ title, description, variant: "destructive" });
  }

  // The job publishes in the background; the run says how far it got and how it ended.
  async function follow(campaignId: string) {
    setFollowStopped(null);
    try {
      const outcome = await followPublishRun(campaignId, setPublishProgress);
      if (outcome.kind !== "ended") {
        setFollowStopped(outcome);
        return;
      }
      if (outcome.run.status === "completed") {
        toast({ title: t("actions.published.title"), description: t("actions.published.description") });
        dispatch({ type: "finished", campaignId, outcome: "published" });
        return;
      }
      showPublishFailure(outcome.run.failure ?? { error: "errors.unexpected" });
    } finally {
      setPublishProgress(null);
    }
  }

  async function checkAgain() {
    if (running.current || !state.campaignId) return;
    running.current = true;
    setBusy("publish");
    try {
      await follow(state.campaignId);
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  // Once, on the first mount (not again in Strict Mode's second pass).
  const resume = useEffectEvent(() => void checkAgain());
  useEffect(() => {
    if (!resuming.current) return;
    resuming.current = false;
    resume();
  }, []);

  async function run(mode: SubmitMode) {
    if (running.current) return;
    const config = form.getValues();
    const issues = inPageOrder(configIssues(config, state.creatives.length, issueOptions).filter((issue) => mode === "publish" || !issue.publishOnly));
    if (issues.length) {
      // Every issue is then shown beside its field, until fixed; the first one is brought into view.
      setAttempted((before) => (before === "publish" ? before : mode));
      await form.trigger();
      const first = issues[0]!;
      focusIssue(first.path);
      toast({
        title: mode === "publish" ? t("actions.completeBeforePublish") : t("actions.saveBlocked"),
        description: message(first.message, first.values),
        variant: "destructive",
        duration: TOAST_DURATION_MS,
      });
      return;
    }
    running.current = true;
    setBusy(mode);
    setPublishError(null);
    setFollowStopped(null);
    try {
      if (mode === "publish") {
        const ready = await readiness.run({});
        if (!ready.ok || !ready.data.ready) {
          toast({ title: t("actions.metaRequired.title"), description: t("actions.metaRequired.description"), variant: "destructive" });
          return;
        }
      }
      await settleDraft();
      const result = await saving.run({
        ...(state.campaignId ? { campaignId: state.campaignId } : {}),
        product: { url: state.product.url, name: state.product.title ?? config.projectName },
        ad: { headline: state.ad.headline, description: state.ad.description, audienceTargeting: state.ad.audienceTargeting, objective: state.ad.objective },
        creatives: state.creatives,
        config,
      });
      if (!result.ok) return;
      if (mode === "save") {
        toast({ title: t("actions.saved.title"), description: t("actions.saved.description") });
        dispatch({ type: "finished", campaignId: result.data.campaignId });
        return;
      }
      dispatch({ type: "campaignStored", campaignId: result.data.campaignId });
      const names = config.metaAccountNames ?? {};
      const published = await publishing.run({
        campaignId: result.data.campaignId,
        adAccountId: config.adAccountId ?? "",
        pageId: config.pageId ?? "",
        instagramAccountId: config.instagramAccountId || null,
        pixelId: config.pixelId || null,
        activate,
        names: {
          adAccountName: names.adAccountName ?? "",
          pageName: names.pageName ?? "",
          pixelName: names.pixelName || null,
          instagramUsername: names.instagramUsername || null,
        },
      });
      if (!published.ok) return;
      await follow(result.data.campaignId);
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return { busy, run, attempted, activate, setActivate, publishError, publishProgress, followStopped, checkAgain };
}
