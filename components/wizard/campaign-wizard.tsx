"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { ComponentErrorBoundary } from "@/components/error-boundary";
import { Button } from "@/components/ui/button";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import type { WizardDraft } from "@/lib/wizard/draft-schema";
import { DraftStatus } from "./draft-status";
import { StepConfigure } from "./step-configure";
import { StepFinish } from "./step-finish";
import { StepGenerating } from "./step-generating";
import { StepUrl } from "./step-url";
import { useDraftAutosave } from "./use-draft-autosave";
import { WizardSteps } from "./wizard-steps";
import { draftOf, stateOf, wizardReducer } from "./wizard-state";

type Props = { draft: WizardDraft | null; canCreateCampaign: boolean; metaStatus: MetaConnectionStatus; planBanner: ReactNode };

// spec 001 §2: the four-step campaign creator.
export function CampaignWizard({ draft, canCreateCampaign, metaStatus, planBanner }: Props) {
  const t = useTranslations("wizard");
  const [state, dispatch] = useReducer(wizardReducer, draft, stateOf);
  const autosave = useDraftAutosave();
  const { schedule, discard } = autosave;
  const restored = useRef(state);

  useEffect(() => {
    if (state === restored.current) return;
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
        {state.step === 1 ? (
          <StepUrl url={state.url} canCreateCampaign={canCreateCampaign} planBanner={planBanner} dispatch={dispatch} />
        ) : state.step === 2 && state.product ? (
          <StepGenerating product={state.product} dispatch={dispatch} />
        ) : state.step === 3 && state.product && state.ad && state.config ? (
          <StepConfigure
            state={{ ...state, product: state.product, ad: state.ad, config: state.config }}
            metaStatus={metaStatus}
            dispatch={dispatch}
            settleDraft={autosave.settle}
          />
        ) : state.step === 4 ? (
          <StepFinish projectName={state.config?.projectName ?? ""} published={state.outcome === "published"} onCreateNew={reset} />
        ) : null}
      </ComponentErrorBoundary>
    </div>
  );
}
