import "server-only";
import { db } from "@/lib/db";
import { storedAdSets, storedCreatives } from "@/lib/campaigns/stored";
import { classifyPublishError } from "@/lib/meta/errors";
import {
  adsOf,
  PUBLISH_STEPS,
  readState,
  type PublishFailure,
  type PublishRunError,
  type PublishRunStatus,
  type PublishState,
  type PublishStep,
} from "./state";

// A campaign's publish run as the interface shows it: where it is, what is done, and where it stopped.

type Count = { done: number; total: number };
/** A chunked video upload under way: the bytes Meta has of the file's, and that as a whole percentage. */
export type VideoUploadProgress = { sentBytes: number; totalBytes: number; percent: number };
/** The run waiting for Meta to process a video: since when, and when Meta last said it still was. */
export type VideoProcessingProgress = { since: Date; checkedAt: Date };

export type PublishRunView = {
  status: PublishRunStatus;
  step: PublishStep;
  /** True while a publisher holds the lock. */
  running: boolean;
  error: PublishRunError | null;
  /** What the user reads about a failed run (001 §8). */
  failure: PublishFailure | null;
  progress: {
    media: Count;
    videoUpload: VideoUploadProgress | null;
    videoProcessing: VideoProcessingProgress | null;
    campaign: boolean;
    adSets: Count;
    creatives: Count;
    ads: Count;
    activated: boolean;
  };
  updatedAt: Date;
};

export async function getPublishRun(userId: string, campaignId: string): Promise<PublishRunView | null> {
  const run = await db.metaPublishRun.findFirst({
    where: { campaignId, userId },
    select: {
      status: true,
      step: true,
      state: true,
      error: true,
      lockedUntil: true,
      updatedAt: true,
      campaign: { select: { creatives: true, adSetsConfig: true } },
    },
  });
  if (!run) return null;
  const state = readState(run.state);
  const sets = Object.values(state.adSets);
  const ads = adsOf(state);
  const enabledSets = storedAdSets(run.campaign.adSetsConfig).filter((set) => set.enabled).length;
  const creatives = storedCreatives(run.campaign.creatives).length;
  // Each enabled ad set gets one creative and one ad per creative of the campaign.
  const adsTotal = enabledSets * creatives;
  const status = (["queued", "running", "failed", "completed"] as const).find((value) => value === run.status) ?? "running";
  const error = (run.error as PublishRunError | null) ?? null;
  return {
    status,
    step: PUBLISH_STEPS.find((value) => value === run.step) ?? "start",
    running: status === "running" && Boolean(run.lockedUntil && run.lockedUntil.getTime() > Date.now()),
    error,
    failure: status === "failed" && error ? (error.failure ?? failureOf(error)) : null,
    progress: {
      media: { done: Object.values(state.media).filter((media) => media.imageHash || media.videoId).length, total: creatives },
      videoUpload: videoUploadOf(state),
      videoProcessing: videoProcessingOf(state),
      campaign: Boolean(state.campaignId),
      adSets: { done: sets.filter((set) => set.adSetId).length, total: enabledSets },
      creatives: { done: ads.filter((ad) => ad.creativeId).length, total: adsTotal },
      ads: { done: ads.filter((ad) => ad.adId).length, total: adsTotal },
      activated: Boolean(state.activated),
    },
    updatedAt: run.updatedAt,
  };
}

// Videos upload one at a time; Meta has every byte before startOffset. Runs stored before the file's
// size was kept show no figure.
function videoUploadOf(state: PublishState): VideoUploadProgress | null {
  const upload = Object.values(state.media).find((media) => media.upload && !media.videoId)?.upload;
  if (!upload?.fileSize) return null;
  const sentBytes = Math.min(upload.startOffset, upload.fileSize);
  return { sentBytes, totalBytes: upload.fileSize, percent: Math.floor((sentBytes / upload.fileSize) * 100) };
}

// Videos are waited for one at a time.
function videoProcessingOf(state: PublishState): VideoProcessingProgress | null {
  const processing = Object.values(state.media).find((media) => media.processing)?.processing;
  return processing ? { since: new Date(processing.since), checkedAt: new Date(processing.checkedAt) } : null;
}

// Runs stored before the failure was kept with them: classified again from Meta's message.
function failureOf(error: PublishRunError): PublishFailure {
  const classification = classifyPublishError(error.message);
  return { error: classification.titleKey, values: classification.values, classification };
}
