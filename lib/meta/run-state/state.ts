// The shapes of publishing a campaign to Meta (001 §7 publish-to-meta): what the user chose, and the
// run's state, kept in meta_publish_runs.state. Every id Meta returns is written here the moment it
// arrives, so a retry skips what exists and creates nothing twice.
import type { MessageKey } from "@/lib/actions/result";
import type { PublishErrorClassification } from "@/lib/meta/errors";

/** What the user picked in the wizard's Meta asset card. */
export type PublishSelection = {
  adAccountId: string;
  pageId: string;
  instagramAccountId?: string | null;
  pixelId?: string | null;
  activate: boolean;
  names: { adAccountName: string; pageName: string; pixelName?: string | null; instagramUsername?: string | null };
};

/**
 * A chunked video upload in progress (upload_phase start/transfer/finish): Meta has the bytes before
 * startOffset and asks for those up to endOffset next. fileSize is absent on runs stored before it was kept.
 */
export type VideoUploadState = { sessionId: string; videoId: string; startOffset: number; endOffset: number; fileSize?: number };

/**
 * The run waiting for Meta to process an uploaded video: when the wait began and when Meta last said it
 * was still processing (milliseconds since the epoch, by the publisher's clock).
 */
export type VideoProcessingState = { since: number; checkedAt: number };

/** Issue 35: an image's version for each placement format (1:1, 4:5, 9:16), as Meta's image hashes, filled as each is uploaded. */
export type PlacementHashes = Partial<Record<"square" | "portrait" | "vertical", string>>;

export type MediaState = {
  imageHash?: string;
  placementHashes?: PlacementHashes;
  videoId?: string;
  upload?: VideoUploadState;
  processing?: VideoProcessingState;
};

/** One ad of an ad set: the ad creative made for it and the ad showing it. */
export type AdState = { creativeId?: string; adId?: string };

/** An ad set and, by our creative id, its ads (one per creative of the campaign). */
export type AdSetState = { adSetId?: string; ads: Record<string, AdState> };

/**
 * Where readState keeps the creative and ad of a run stored before every creative ran (one ad per set,
 * { adSetId, creativeId, adId }): that ad showed the main creative, which the run only knows once it has
 * planned, so it claims this entry then (claimOldMainAds). No creative takes this id (the wizard's are UUIDs).
 */
export const OLD_MAIN_AD = "~main";

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
export const PUBLISH_STEPS = ["start", "adimages", "advideos", "targeting", "adcreatives", "campaign", "adsets", "ads", "activate", "completed"] as const;
export type PublishStep = (typeof PUBLISH_STEPS)[number];

/** "queued": a publish job waits for a worker; "running": a publisher works on it (or will resume it). */
export type PublishRunStatus = "queued" | "running" | "failed" | "completed";

/** How a stopped run reads to the user (001 §8): a message key with its values and, for Meta's errors, its classification. */
export type PublishFailure = {
  error: MessageKey;
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

const record = <T>(item: unknown) => (item && typeof item === "object" && !Array.isArray(item) ? (item as Record<string, T>) : {});
const text = (item: unknown) => (typeof item === "string" && item ? item : undefined);

/** Only the ids that are strings: a hand-edited or half-written entry must not pass for a created object. */
function readAd(value: unknown): AdState {
  const raw = record<unknown>(value);
  const creativeId = text(raw.creativeId);
  const adId = text(raw.adId);
  return { ...(creativeId ? { creativeId } : {}), ...(adId ? { adId } : {}) };
}

function readAdSet(value: unknown): AdSetState {
  const raw = record<unknown>(value);
  const adSetId = text(raw.adSetId);
  const ads = Object.fromEntries(Object.entries(record<unknown>(raw.ads)).map(([creative, ad]) => [creative, readAd(ad)]));
  // The older shape: one creative and one ad per set, for the main creative.
  const old = readAd(raw);
  if ((old.creativeId || old.adId) && !ads[OLD_MAIN_AD]) ads[OLD_MAIN_AD] = old;
  return { ...(adSetId ? { adSetId } : {}), ads };
}

const offset = (item: unknown) => (typeof item === "number" && Number.isInteger(item) && item >= 0 ? item : undefined);

/** An upload only when its session and offsets read as Meta gave them; otherwise a retry starts a new one. */
function readUpload(value: unknown): VideoUploadState | undefined {
  const raw = record<unknown>(value);
  const [sessionId, videoId] = [text(raw.sessionId), text(raw.videoId)];
  const [startOffset, endOffset, fileSize] = [offset(raw.startOffset), offset(raw.endOffset), offset(raw.fileSize)];
  if (!sessionId || !videoId || startOffset === undefined || endOffset === undefined || endOffset < startOffset) return undefined;
  return { sessionId, videoId, startOffset, endOffset, ...(fileSize && fileSize >= endOffset ? { fileSize } : {}) };
}

/** A wait only when both times read as times; otherwise the next attempt begins one. */
function readProcessing(value: unknown): VideoProcessingState | undefined {
  const raw = record<unknown>(value);
  const [since, checkedAt] = [offset(raw.since), offset(raw.checkedAt)];
  return since !== undefined && checkedAt !== undefined && checkedAt >= since ? { since, checkedAt } : undefined;
}

function readMedia(value: unknown): MediaState {
  const raw = record<unknown>(value);
  const [imageHash, videoId, upload] = [text(raw.imageHash), text(raw.videoId), readUpload(raw.upload)];
  const processing = videoId ? readProcessing(raw.processing) : undefined;
  const placements = record<unknown>(raw.placementHashes);
  const placementHashes = Object.fromEntries(
    (["square", "portrait", "vertical"] as const).flatMap((format) => (text(placements[format]) ? [[format, text(placements[format])!]] : [])),
  ) as PlacementHashes;
  return {
    ...(imageHash ? { imageHash } : {}),
    ...(Object.keys(placementHashes).length ? { placementHashes } : {}),
    ...(videoId ? { videoId } : {}),
    ...(upload ? { upload } : {}),
    ...(processing ? { processing } : {}),
  };
}

/** The stored JSON read back defensively (an older or hand-edited row must not crash a retry). */
export function readState(value: unknown): PublishState {
  const raw = record<unknown>(value) as Partial<Record<keyof PublishState, unknown>>;
  return {
    ...(raw.selection ? { selection: raw.selection as PublishSelection } : {}),
    media: Object.fromEntries(Object.entries(record<unknown>(raw.media)).map(([creative, media]) => [creative, readMedia(media)])),
    ...(typeof raw.campaignId === "string" ? { campaignId: raw.campaignId } : {}),
    adSets: Object.fromEntries(Object.entries(record<unknown>(raw.adSets)).map(([key, set]) => [key, readAdSet(set)])),
    ...(raw.activated ? { activated: true } : {}),
  };
}

/**
 * Gives an older run's ad (OLD_MAIN_AD) to the main creative, so a retry of that run does not create the
 * main creative's ad again. An id the main creative's own entry already holds wins.
 */
export function claimOldMainAds(state: PublishState, mainCreativeId: string): void {
  for (const set of Object.values(state.adSets)) {
    const old = set.ads[OLD_MAIN_AD];
    if (!old) continue;
    set.ads[mainCreativeId] = { ...old, ...set.ads[mainCreativeId] };
    delete set.ads[OLD_MAIN_AD];
  }
}

/** Every ad the run holds, over all its ad sets. */
export const adsOf = (state: PublishState): AdState[] => Object.values(state.adSets).flatMap((set) => Object.values(set.ads));

/** Whether anything exists on Meta yet for this run. */
export function createdAnything(state: PublishState): boolean {
  return (
    Boolean(state.campaignId) ||
    Object.values(state.media).some((media) => media.imageHash || media.videoId || media.upload) ||
    Object.values(state.adSets).some((set) => set.adSetId) ||
    adsOf(state).some((ad) => ad.creativeId || ad.adId)
  );
}
