import "server-only";
import type { GraphClient } from "@/lib/meta/graph";
import { openStoredFile, readStoredFile, statStoredFile } from "@/lib/storage/files";
import type { CreativePlacements } from "@/lib/campaigns/stored";
import type { FormatId } from "@/lib/images/placements/formats";
import { padToRatio, renderPlacement } from "@/lib/images/placements/smart-crop";
import type { Creative, CreativeMedia } from "./plan";
import type { MediaState, VideoProcessingState, VideoUploadState } from "@/lib/meta/run-state";

// Media goes to the ad account's library before any creative names it: images as base64 `bytes` to
// /act_{id}/adimages (→ hash), videos to /act_{id}/advideos on Meta's video host (lib/meta/graph
// graphVideo), in one multipart `source` upload or, past 20 MB, in Meta's resumable chunks
// (upload_phase start → transfer… → finish) of the size Meta asks for: start sends file_size; each
// transfer sends the bytes from start_offset up to end_offset as video_file_chunk, and Meta's answer
// names the next range; finish sends the title (facebook-python-business-sdk
// facebook_business/video_uploader.py, facebook-nodejs-business-sdk src/video-uploader.js).

export const VIDEO_CHUNKED_ABOVE_BYTES = 20 * 1024 * 1024;

// An upload's time limit, sized for a slow uplink (1 Mbit/s: 125 bytes a millisecond) with a minute's
// floor: a 5 MB chunk gets 60 s, the one-request upload of 20 MB about 2.8 minutes.
const SLOW_UPLINK_BYTES_PER_MS = 125;
const UPLOAD_TIMEOUT_FLOOR_MS = 60_000;
export const uploadTimeoutMs = (bytes: number) => Math.max(UPLOAD_TIMEOUT_FLOOR_MS, Math.ceil(bytes / SLOW_UPLINK_BYTES_PER_MS));

/** One of our files is gone from storage (deleted after the campaign was saved). */
export class MediaMissingError extends Error {
  constructor(readonly fileName: string) {
    super(`media file missing: ${fileName}`);
    this.name = "MediaMissingError";
  }
}

/** Meta answered 200 with something we cannot use. */
export class InvalidAnswerError extends Error {
  constructor(readonly edge: string) {
    super(`unexpected answer from ${edge}`);
    this.name = "InvalidAnswerError";
  }
}

type ImageAnswer = { images?: Record<string, { hash?: string }> };

export async function uploadImage(client: GraphClient, adAccountId: string, key: string, name: string): Promise<string> {
  const bytes = await readStoredFile(key);
  if (!bytes) throw new MediaMissingError(name);
  return uploadImageBytes(client, adAccountId, bytes, name);
}

/** Issue 35: one image's version for a placement format, rendered from the stored image with the seller's crop. */
export async function uploadPlacementImage(
  client: GraphClient,
  adAccountId: string,
  key: string,
  creative: { name: string; placements: CreativePlacements },
  format: FormatId,
): Promise<string> {
  const original = await readStoredFile(key);
  if (!original) throw new MediaMissingError(creative.name);
  const crop = creative.placements.crops[format];
  const bytes = crop ? await renderPlacement(original, crop, format) : await padToRatio(original, format);
  return uploadImageBytes(client, adAccountId, Buffer.from(bytes), `${creative.name} (${format})`);
}

async function uploadImageBytes(client: GraphClient, adAccountId: string, bytes: Buffer, name: string): Promise<string> {
  const answer = await client.post<ImageAnswer>(`${adAccountId}/adimages`, { bytes: bytes.toString("base64"), name });
  const image = answer.images?.[name] ?? answer.images?.bytes ?? Object.values(answer.images ?? {})[0];
  if (!image?.hash) throw new InvalidAnswerError("adimages");
  return image.hash;
}

type ChunkAnswer = { upload_session_id?: string; video_id?: string; start_offset?: string | number; end_offset?: string | number };

export type VideoUploadOptions = {
  /** A chunked upload left unfinished by an earlier attempt, resumed where Meta said to continue. */
  resume?: VideoUploadState;
  /** Called after each phase, so the session survives a failure (the run stores it). */
  onProgress?: (upload: VideoUploadState) => Promise<void>;
  chunkedAboveBytes?: number;
};

/**
 * Uploads one video through `video`, a client on Meta's video host, and answers Meta's video id. Each
 * request's time limit follows the bytes it carries (uploadTimeoutMs).
 */
export async function uploadVideo(video: GraphClient, adAccountId: string, key: string, name: string, options: VideoUploadOptions = {}): Promise<string> {
  const stat = await statStoredFile(key);
  if (!stat) throw new MediaMissingError(name);
  const edge = `${adAccountId}/advideos`;
  const sending = (bytes: number) => video.withOptions({ timeoutMs: uploadTimeoutMs(bytes) });
  if (stat.size <= (options.chunkedAboveBytes ?? VIDEO_CHUNKED_ABOVE_BYTES) && !options.resume) {
    const bytes = await readStoredFile(key);
    if (!bytes) throw new MediaMissingError(name);
    const form = new FormData();
    form.set("name", name);
    form.set("source", new Blob([new Uint8Array(bytes)]), name);
    const answer = await sending(bytes.length).post<{ id?: string }>(edge, form);
    if (!answer.id) throw new InvalidAnswerError("advideos");
    return answer.id;
  }
  // A session stored before the run kept the file's size gets it now: the progress figure needs it.
  let upload = options.resume && { ...options.resume, fileSize: stat.size };
  if (!upload) {
    const start = await sending(0).post<ChunkAnswer>(edge, { upload_phase: "start", file_size: stat.size });
    if (!start.upload_session_id || !start.video_id) throw new InvalidAnswerError("advideos");
    upload = {
      sessionId: start.upload_session_id,
      videoId: start.video_id,
      startOffset: Number(start.start_offset ?? 0),
      endOffset: Number(start.end_offset ?? 0),
      fileSize: stat.size,
    };
    await options.onProgress?.(upload);
  }
  const reader = await openStoredFile(key);
  if (!reader) throw new MediaMissingError(name);
  try {
    while (upload.startOffset < upload.endOffset) {
      const chunk = await reader.read(upload.startOffset, upload.endOffset - upload.startOffset);
      const form = new FormData();
      form.set("upload_phase", "transfer");
      form.set("upload_session_id", upload.sessionId);
      form.set("start_offset", String(upload.startOffset));
      form.set("video_file_chunk", new Blob([new Uint8Array(chunk)]), name);
      const next = await sending(chunk.length).post<ChunkAnswer>(edge, form);
      const startOffset = Number(next.start_offset);
      const endOffset = Number(next.end_offset);
      if (!Number.isFinite(startOffset) || !Number.isFinite(endOffset) || startOffset <= upload.startOffset) throw new InvalidAnswerError("advideos");
      upload = { ...upload, startOffset, endOffset };
      await options.onProgress?.(upload);
    }
  } finally {
    await reader.close();
  }
  const finish = await sending(0).post<{ success?: boolean }>(edge, { upload_phase: "finish", upload_session_id: upload.sessionId, title: name });
  if (finish.success === false) throw new InvalidAnswerError("advideos");
  return upload.videoId;
}

/** The video is still processing after the wait, or Meta could not process it. */
export class VideoNotReadyError extends Error {
  constructor(readonly failed: boolean) {
    super(failed ? "video processing failed" : "video still processing");
    this.name = "VideoNotReadyError";
  }
}

// Meta processes an uploaded video before an ad may use it: AdVideo's `status` (facebook-business-sdk-codegen
// api_specs/specs/AdVideo.json) is a VideoStatus whose video_status reads "processing", then "ready" or
// "error" (Graph API reference "Video Status"; the Marketing API's video upload pages). A long video can
// take many minutes: the publishing job waits up to VIDEO_PROCESSING_BUDGET_MS, reading the status at
// first every few seconds, then less often, at most once a minute: about 40 reads from the ad account's
// rate limit in 30 minutes.
export const VIDEO_PROCESSING_BUDGET_MS = 30 * 60 * 1000;
const FIRST_POLL_DELAY_MS = 2000;
const POLL_DELAY_GROWTH = 1.5;
const MAX_POLL_DELAY_MS = 60_000;

/** The pause after the status read numbered `poll` (0 is the first) that found the video processing. */
export const videoPollDelayMs = (poll: number) => Math.min(MAX_POLL_DELAY_MS, Math.round(FIRST_POLL_DELAY_MS * POLL_DELAY_GROWTH ** poll));

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
/** The clock the wait runs on; a test drives its own through these two methods. */
export const videoClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

export type VideoWaitOptions = {
  /** A wait an earlier attempt began: it goes on within the same budget. */
  processing?: VideoProcessingState;
  /** Called after each read that found the video processing, so the run keeps the wait (and its lock). */
  onPoll?: (processing: VideoProcessingState) => Promise<void>;
  clock?: Clock;
  budgetMs?: number;
};

type VideoNode = { status?: { video_status?: string }; picture?: string; thumbnails?: { data?: { uri?: string; is_preferred?: boolean }[] } };

/** Waits until the video is ready and answers its preferred thumbnail's address. */
export async function waitForVideo(client: GraphClient, videoId: string, options: VideoWaitOptions = {}): Promise<string | null> {
  const { clock = videoClock, budgetMs = VIDEO_PROCESSING_BUDGET_MS } = options;
  let since = options.processing?.since;
  for (let poll = 0; ; poll++) {
    const node = await client.get<VideoNode>(videoId, { fields: "status,picture,thumbnails{uri,is_preferred}" });
    const status = node.status?.video_status;
    if (status === "error") throw new VideoNotReadyError(true);
    if (status === "ready") {
      const thumbnails = node.thumbnails?.data ?? [];
      return (thumbnails.find((item) => item.is_preferred) ?? thumbnails[0])?.uri ?? node.picture ?? null;
    }
    const now = clock.now();
    since ??= now;
    await options.onPoll?.({ since, checkedAt: now });
    const left = since + budgetMs - now;
    if (left <= 0) throw new VideoNotReadyError(false);
    await clock.sleep(Math.min(videoPollDelayMs(poll), left));
  }
}

/**
 * A creative's media for an ad creative, from what was uploaded: an image's hash, or a ready video with
 * the first uploaded image as its thumbnail (Meta's own thumbnail when the campaign has no image). With
 * `save` (it stores the run's state), a video's wait is kept in its media entry until the video is ready:
 * any later attempt, a retry after the budget ran out too, goes on with it and reads Meta's status again.
 */
export async function creativeMediaOf(
  client: GraphClient,
  creatives: Creative[],
  media: Record<string, MediaState>,
  creative: Creative,
  save?: () => Promise<void>,
): Promise<CreativeMedia> {
  const own = media[creative.id] ?? {};
  if (creative.type === "image") {
    if (!own.imageHash) throw new InvalidAnswerError("adimages");
    const versions = own.placementHashes;
    const complete = versions?.square && versions.portrait && versions.vertical;
    return complete
      ? { imageHash: own.imageHash, placementHashes: { square: versions.square!, portrait: versions.portrait!, vertical: versions.vertical! } }
      : { imageHash: own.imageHash };
  }
  if (!own.videoId) throw new InvalidAnswerError("advideos");
  const keep: VideoWaitOptions = save
    ? {
        ...(own.processing ? { processing: own.processing } : {}),
        onPoll: async (processing) => {
          own.processing = processing;
          await save();
        },
      }
    : {};
  const thumbnailUrl = await waitForVideo(client, own.videoId, keep);
  delete own.processing;
  const image = creatives.find((item) => item.type === "image" && media[item.id]?.imageHash);
  if (image) return { videoId: own.videoId, thumbnailHash: media[image.id]!.imageHash! };
  if (!thumbnailUrl) throw new InvalidAnswerError("advideos");
  return { videoId: own.videoId, thumbnailUrl };
}
