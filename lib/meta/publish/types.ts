// The shapes of publishing a campaign to Meta (001 §7 publish-to-meta): what the user chose, and the
// run's state, kept in meta_publish_runs.state. Every id Meta returns is written here the moment it
// arrives, so a retry skips what exists and creates nothing twice.
import type { PublishErrorClassification } from "./classify";

/** What the user picked in the wizard's Meta asset card. */
export type PublishSelection = {
  adAccountId: string;
  pageId: string;
  instagramAccountId?: string | null;
  pixelId?: string | null;
  activate: boolean;
  names: { adAccountName: string; pageName: string; pixelName?: string | null; instagramUsername?: string | null };
};

/** A chunked video upload in progress (upload_phase start/transfer/finish). */
export type VideoUploadState = { sessionId: string; videoId: string; startOffset: number; endOffset: number };

export type MediaState = { imageHash?: string; videoId?: string; upload?: VideoUploadState };

export type AdSetState = { adSetId?: string; creativeId?: string; adId?: string };

export type PublishState = {
  selection?: PublishSelection;
  /** By creative id. */
  media: Record<string, MediaState>;
  campaignId?: string;
  /** By our ad set id. */
  adSets: Record<string, AdSetState>;
  activated?: boolean;
};

/** The steps, in order; a failure records the step it happened in. */
export const PUBLISH_STEPS = ["start", "adimages", "advideos", "targeting", "campaign", "adsets", "adcreatives", "ads", "activate", "completed"] as const;
export type PublishStep = (typeof PUBLISH_STEPS)[number];

/** "queued": a publish job waits for a worker; "running": a publisher works on it (or will resume it). */
export type PublishRunStatus = "queued" | "running" | "failed" | "completed";

/** How a stopped run reads to the user (001 §8): a message key with its values and, for Meta's errors, its classification. */
export type PublishFailure = {
  error: string;
  values?: Record<string, string | number>;
  classification?: PublishErrorClassification;
};

/** What a failed run keeps in meta_publish_runs.error (never the token or a request address). */
export type PublishRunError = {
  code: number | null;
  subcode: number | null;
  message: string;
  userTitle: string | null;
  userMessage: string | null;
  fbtraceId: string | null;
  step: PublishStep;
  kind: string;
  /** What the user was shown (absent on runs stored before publishing moved to a job). */
  failure?: PublishFailure;
};

export function emptyState(): PublishState {
  return { media: {}, adSets: {} };
}

/** The stored JSON read back defensively (an older or hand-edited row must not crash a retry). */
export function readState(value: unknown): PublishState {
  const raw = (value && typeof value === "object" ? value : {}) as Partial<PublishState>;
  const record = <T>(item: unknown) => (item && typeof item === "object" && !Array.isArray(item) ? (item as Record<string, T>) : {});
  return {
    ...(raw.selection ? { selection: raw.selection } : {}),
    media: record<MediaState>(raw.media),
    ...(typeof raw.campaignId === "string" ? { campaignId: raw.campaignId } : {}),
    adSets: record<AdSetState>(raw.adSets),
    ...(raw.activated ? { activated: true } : {}),
  };
}

/** Whether anything exists on Meta yet for this run. */
export function createdAnything(state: PublishState): boolean {
  return (
    Boolean(state.campaignId) ||
    Object.values(state.media).some((media) => media.imageHash || media.videoId || media.upload) ||
    Object.values(state.adSets).some((set) => set.adSetId || set.creativeId || set.adId)
  );
}
