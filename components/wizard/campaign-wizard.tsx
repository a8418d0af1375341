"use client";

import { ArrowLeft } from "@/components/ui/icons";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { ComponentErrorBoundary } from "@/components/error-boundary";
import { Button } from "@/components/ui/button";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import type { CampaignPublishState } from "@/lib/meta/publish";
import type { PlanRefusal } from "@/lib/plans/plan-rule";
import type { WizardDraft } from "@/lib/wizard/draft-schema";
import { whenIdle } from "@/components/ui/when-idle";
import { DraftStatus } from "./draft-status";
import { StepUrl } from "./step-url";
import { useDraftAutosave } from "./use-draft-autosave";
import { WizardSteps } from "./wizard-steps";
import { draftOf, stateOf, wizardReducer } from "./state/wizard-state";

// Issue 37: a page loads the code of the step it shows (the server renders it, and names its chunk), and the
// others' once the browser is idle, before the seller gets there.
const StepConfirmProduct = dynamic(() => import("./step-confirm-product").then((module) => module.StepConfirmProduct));
const StepGenerating = dynamic(() => import("./step-generating").then((module) => module.StepGenerating));
const StepConfigure = dynamic(() => import("./step-configure").then((module) => module.StepConfigure));
const StepFinish = dynamic(() => import("./step-finish").then((module) => module.StepFinish));
const loadLaterSteps = () => Promise.all([import("./step-confirm-product"), import("./step-generating"), import("./step-configure"), import("./step-finish")]);

type Props = {
  draft: WizardDraft | null;
  /** Where the draft's campaign stands with Meta, read when the page loaded (decision 025). */
  publish: CampaignPublishState | null;
  /** Why the plan allows no new campaign, or null (decision 023). */
  planRefusal: PlanRefusal | null;
  metaStatus: MetaConnectionStatus;
  planBanner: ReactNode;
  /** Offers a saved campaign never published; shown while a new campaign starts (step 1) only. */
  savedBanner: ReactNode;
};

// spec 001 §2: the four-step campaign creator.
export function CampaignWizard({ draft, publish, planRefusal, metaStatus, planBanner, savedBanner }: Props) {
  const t = useTranslations("wizard");
  const [state, dispatch] = useReducer(wizardReducer, null, () => stateOf(draft, publish));
  const autosave = useDraftAutosave();
  const { schedule, discard } = autosave;
  const restored = useRef(state);

  useEffect(() => whenIdle(() => void loadLaterSteps()), []);

  useEffect(() => {
    // A draft whose campaign was published meanwhile opens on step 4 and is cleared like any finished one.
    if (state === restored.current && state.step !== 4) return;
    // A finished campaign (step 4) leaves no draft behind: the next visit starts a new one.
    if (state.step === 4) return discard();
    const next = draftOf(state);
    if (next) schedule(next);
  }, [state, schedule, discard]);

  // 001 §4: returning to step 1 or "Create new campaign" clears everything, on the server too.
  function reset() {
    discard();
    dispatch({ type: "reset" });
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      {state.step === 1 ? savedBanner : null}
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Button asChild variant="ghost" size="sm">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden />
            {t("back")}
          </Link>
        </Button>
        <DraftStatus status={autosave.status} />
      </div>
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <WizardSteps step={state.step} onRestart={reset} />
      </div>
      <ComponentErrorBoundary>
        {state.step === 1 && state.product ? (
          <StepConfirmProduct product={state.product} dispatch={dispatch} />
        ) : state.step === 1 ? (
          <StepUrl url={state.url} planRefusal={planRefusal} planBanner={planBanner} dispatch={dispatch} />
        ) : state.step === 2 && state.product ? (
          <StepGenerating product={state.product} dispatch={dispatch} />
        ) : state.step === 3 && state.product && state.ad && state.config ? (
          <StepConfigure
            state={{ ...state, product: state.product, ad: state.ad, config: state.config }}
            metaStatus={metaStatus}
            dispatch={dispatch}
            settleDraft={autosave.settle}
            resumed={state.campaignId && state.campaignId === draft?.campaignId ? publish : null}
          />
        ) : state.step === 4 ? (
          <StepFinish projectName={state.config?.projectName ?? ""} published={state.outcome === "published"} onCreateNew={reset} />
        ) : null}
      </ComponentErrorBoundary>
    </div>
  );
}
