"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState, type Dispatch } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { ComponentErrorBoundary } from "@/components/error-boundary";
import type { GeneratedAd, ProductForGeneration } from "@/lib/ai/generated-ad";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import type { CampaignPublishState } from "@/lib/meta/publish";
import type { PageFacts } from "@/lib/meta/page-rules";
import { configIssues, wizardConfigSchema, type WizardConfig } from "@/lib/wizard/config-schema";
import { inPageOrder } from "@/lib/wizard/issue-order";
import type { WizardProduct } from "@/lib/wizard/draft-schema";
import { PhoneActionBar } from "./action-bar";
import { AdPreview } from "./ad-preview";
import { AdSetsSection } from "./config/ad-sets-section";
import { BasicSection } from "./config/basic-section";
import { BudgetSection } from "./config/budget-section";
import { DestinationSection } from "./config/destination-section";
import { EnhancementsSection } from "./config/enhancements-section";
import { MetaSection } from "./config/meta-section";
import { TargetingSection } from "./config/targeting-section";
import { CreativesManager } from "./creatives/creatives-manager";
import { PlacementsPreview } from "./placements/placements-preview";
import { useProposedPlacements } from "./placements/use-proposed-placements";
import { MetaWarningBanner } from "./meta-warning-banner";
import { PublishPanel } from "./publish-panel";
import { useCampaignSubmit } from "./use-campaign-submit";
import { WizardIssues } from "./state/wizard-issues";
import type { Creative, WizardAction, WizardState } from "./state/wizard-state";

type Props = {
  state: WizardState & { product: WizardProduct; ad: GeneratedAd; config: WizardConfig };
  metaStatus: MetaConnectionStatus;
  dispatch: Dispatch<WizardAction>;
  /** Waits for the draft saves under way before the campaign is saved (use-draft-autosave). */
  settleDraft: () => Promise<void>;
  /** Where the restored draft's campaign stood with Meta when the page loaded: a publish under way is followed again. */
  resumed?: CampaignPublishState | null;
};

// spec 001 §2 Step 3: creatives, the configuration form with its previews, and save / publish.
export function StepConfigure({ state, metaStatus, dispatch, settleDraft, resumed = null }: Props) {
  const form = useForm<WizardConfig>({ resolver: zodResolver(wizardConfigSchema), defaultValues: state.config, mode: "onTouched" });
  const values = useWatch({ control: form.control }) as WizardConfig;
  const [config] = useState(() => state.config);
  const connected = metaStatus === "connected";
  const [metaPages, setMetaPages] = useState<PageFacts[] | null>(null);
  const [regulationSaved, setRegulationSaved] = useState<boolean | null>(null);
  const issueOptions = { metaConnected: connected, metaPages, regulationSaved };
  const issues = inPageOrder(configIssues({ ...config, ...values }, state.creatives.length, issueOptions));
  const [product] = useState(() => ({
    name: state.product.title ?? state.config.projectName,
    category: state.product.category,
    terms: [...state.ad.keywords, ...state.ad.audienceTargeting],
  }));
  const unreadablePlacements = useProposedPlacements(state.creatives, dispatch);
  // What the copy options are written about (issue 35), in the shape generation takes.
  const [copyProduct] = useState<ProductForGeneration>(() => ({
    title: state.product.title ?? state.config.projectName,
    description: state.product.description?.slice(0, 2000) ?? null,
    price: state.product.price !== null && state.product.price > 0 ? state.product.price : null,
    currency: state.product.currency?.length === 3 ? state.product.currency : null,
    url: state.product.url,
  }));
  const [chat] = useState(() => ({
    ad: state.ad,
    product: { title: state.product.title ?? state.config.projectName, price: state.product.price, currency: state.product.currency },
  }));
  // "Check again" on the destination reads the Page's number anew: the checklist counts the fresh answer.
  const pageChecked = useCallback(
    (pageId: string, whatsappNumber: string | null) =>
      setMetaPages((pages) => pages?.map((page) => (page.id === pageId ? { ...page, whatsappNumber } : page)) ?? pages),
    [],
  );
  const submit = useCampaignSubmit({ form, state, dispatch, settleDraft, issueOptions, resumed });

  // Every change reaches the wizard's state, which keeps the draft on the server.
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values: changed }) => dispatch({ type: "configChanged", config: changed }) });
  }, [form, dispatch]);

  const main = state.creatives.find((creative: Creative) => creative.isMain) ?? state.creatives[0] ?? null;

  return (
    <FormProvider {...form}>
      <WizardIssues value={{ issues, attempted: submit.attempted }}>
        <div className="grid grid-cols-1 gap-6">
          {metaStatus === "connected" ? null : <MetaWarningBanner status={metaStatus} />}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <form noValidate onSubmit={(event) => event.preventDefault()} className="grid min-w-0 grid-cols-1 gap-6">
              <ComponentErrorBoundary>
                <CreativesManager
                  creatives={state.creatives}
                  productTitle={state.product.title ?? ""}
                  productImageUrl={state.product.imageUrl}
                  dispatch={dispatch}
                />
              </ComponentErrorBoundary>
              <BasicSection />
              <TargetingSection />
              <BudgetSection />
              {connected ? (
                <ComponentErrorBoundary>
                  <MetaSection product={product} onPages={setMetaPages} onRegulationSaved={setRegulationSaved} />
                </ComponentErrorBoundary>
              ) : null}
              <ComponentErrorBoundary>
                <DestinationSection metaConnected={connected} pages={metaPages} onChecked={pageChecked} ad={chat.ad} product={chat.product} />
              </ComponentErrorBoundary>
              <AdSetsSection audienceCopy={state.ad.audienceCopy} product={copyProduct} />
              <EnhancementsSection formats={new Set(state.creatives.map((creative) => creative.type))} />
            </form>
            <aside className="grid min-w-0 grid-cols-1 gap-6 lg:sticky lg:top-20">
              <ComponentErrorBoundary>
                <AdPreview values={values} media={main} pageName={state.product.brand ?? state.product.title ?? ""} />
              </ComponentErrorBoundary>
              <ComponentErrorBoundary>
                <PlacementsPreview media={main} whatsapp={values.destination === "whatsapp"} unreadable={unreadablePlacements} dispatch={dispatch} />
              </ComponentErrorBoundary>
              <PublishPanel
                issues={issues}
                creatives={state.creatives}
                metaStatus={metaStatus}
                selected={[values.adAccountId, values.pageId, values.instagramAccountId, values.pixelId]}
                submit={submit}
              />
            </aside>
          </div>
          <PhoneActionBar issues={issues} submit={submit} />
        </div>
      </WizardIssues>
    </FormProvider>
  );
}
