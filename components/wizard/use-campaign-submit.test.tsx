/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CampaignPublishState, PublishRunView } from "@/lib/meta/publish";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import pt from "@/messages/pt.json";
import { useCampaignSubmit } from "./use-campaign-submit";
import type { WizardState } from "./state/wizard-state";

// Decision 025: a wizard reloaded while its campaign was being published follows that run from where the
// page found it, to its published end, instead of offering Publish again.

const reads: (PublishRunView | null)[] = [];
const publishRead = jest.fn(async () => ({ ok: true, data: reads.length > 1 ? reads.shift()! : reads[0]! }));
const publishQueue = jest.fn();
jest.mock("@/lib/meta/publish-actions", () => ({
  getPublishRunAction: () => publishRead(),
  publishCampaignAction: () => publishQueue(),
}));
jest.mock("@/lib/meta/actions", () => ({ checkMetaPublishReady: jest.fn() }));
jest.mock("@/lib/wizard/actions", () => ({ saveCampaignAction: jest.fn() }));

const CAMPAIGN = "5f0c6c1e-8f0a-4c4e-9d59-3b5a1a1b1b1b";
const count = (done: number, total: number) => ({ done, total });
const run = (overrides: Partial<PublishRunView> = {}): PublishRunView => ({
  status: "running",
  step: "campaign",
  running: true,
  error: null,
  failure: null,
  progress: {
    media: count(1, 1),
    videoUpload: null,
    videoProcessing: null,
    campaign: false,
    adSets: count(0, 5),
    creatives: count(5, 5),
    ads: count(0, 5),
    activated: false,
  },
  updatedAt: new Date(0),
  ...overrides,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
    {children}
  </NextIntlClientProvider>
);

function submitHook(resumed: CampaignPublishState | null) {
  const dispatch = jest.fn();
  const state = { step: 3, campaignId: CAMPAIGN, creatives: [] } as unknown as WizardState & Parameters<typeof useCampaignSubmit>[0]["state"];
  const form = {} as UseFormReturn<WizardConfig>;
  const hook = renderHook(() => useCampaignSubmit({ form, state, dispatch, settleDraft: async () => {}, resumed }), { wrapper, reactStrictMode: true });
  return { ...hook, dispatch };
}

beforeEach(() => {
  reads.length = 0;
  publishRead.mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("useCampaignSubmit, resumed from the page's publish state", () => {
  it("follows a publish under way from the first paint to the published campaign", async () => {
    const found = run();
    reads.push(run({ step: "adsets", progress: { ...found.progress, campaign: true, adSets: count(2, 5) } }), run({ status: "completed", step: "completed" }));
    const { result, dispatch } = submitHook({ kind: "publishing", run: found });

    // Before any read: the run as the page found it, and Publish busy rather than offered.
    expect(result.current.publishProgress).toBe(found);
    expect(result.current.busy).toBe("publish");
    await act(async () => {});
    expect(publishRead).toHaveBeenCalledTimes(1);
    expect(result.current.publishProgress?.step).toBe("adsets");

    await act(async () => jest.advanceTimersByTime(1000));
    expect(dispatch).toHaveBeenCalledWith({ type: "finished", campaignId: CAMPAIGN, outcome: "published" });
    expect(result.current.publishProgress).toBeNull();
    expect(result.current.busy).toBeNull();
    expect(publishQueue).not.toHaveBeenCalled();
  });

  it("shows why a stopped publish stopped, and follows nothing", async () => {
    const classification = {
      kind: "rateLimit" as const,
      titleKey: "wizard.publish.errors.rateLimit.title" as const,
      hintKey: "wizard.publish.errors.rateLimit.hint" as const,
      values: {},
    };
    const { result } = submitHook({ kind: "failed", failure: { error: classification.titleKey, classification }, step: "adsets" });
    await act(async () => {});
    expect(result.current.publishError).toEqual(classification);
    expect(result.current.busy).toBeNull();
    expect(publishRead).not.toHaveBeenCalled();
  });

  it("starts idle for a campaign never published", async () => {
    const { result } = submitHook({ kind: "unpublished" });
    await act(async () => {});
    expect(result.current.busy).toBeNull();
    expect(result.current.publishProgress).toBeNull();
    expect(publishRead).not.toHaveBeenCalled();
  });
});
