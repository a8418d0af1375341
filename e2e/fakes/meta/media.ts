// Ad media as the fake Meta takes it: image uploads (multipart file, base64 `bytes` or a `url`) keyed by
// their MD5 hash as Meta does, and videos (one request, or the chunked start/transfer/finish sessions)
// that are "processing" for a while once uploaded before "ready". Never used by production code.
import type { IncomingMessage, ServerResponse } from "node:http";
import { imageSize } from "image-size";
import { FAKE_META_VIDEO_PATH } from "../../env";
import { GraphError, graphErrors } from "./errors";
import { json, send, type Ctx, type Reply } from "./reply";
import { listParam, paged, readRawBody, str, type UploadedFile } from "./request";
import type { AdAccountSeed } from "./seed";
import type { FakeMetaState, ImageRecord, StoredObject } from "./state";
import { graphTime, md5 } from "./text";
import { fieldsOf } from "./assets";

const uploadError = (title: string, message: string) =>
  new GraphError({ code: 6001, message: "There was a problem uploading your video file. Please try again.", error_user_title: title, error_user_msg: message });

async function download(url: string): Promise<Buffer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } catch {
    throw graphErrors.invalidParameter(
      "Image could not be downloaded",
      `The image at ${url} couldn't be downloaded. Check that the URL is public and points to an image.`,
    );
  }
}

function storeImage(ctx: Ctx, accountId: string, name: string, bytes: Buffer): ImageRecord {
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(new Uint8Array(bytes));
  } catch {
    throw graphErrors.invalidParameter("Invalid image", `The file ${name} isn't a supported image. Upload a JPG, PNG, GIF, BMP, TIFF or WebP file.`);
  }
  const hash = md5(bytes);
  const record: ImageRecord = {
    hash,
    name,
    url: `${ctx.base}/fake-cdn/adimages/${hash}`,
    width: size.width ?? 0,
    height: size.height ?? 0,
    bytes: bytes.length,
    contentType: size.type === "jpg" ? "image/jpeg" : `image/${size.type ?? "png"}`,
    accountId,
    createdAt: Date.now(),
  };
  ctx.state.images.set(`${accountId}:${hash}`, record);
  ctx.state.imageBytes.set(hash, bytes);
  return record;
}

// POST /{v}/act_{id}/adimages → { images: { <name>: { hash, url } } }
export async function uploadImages(ctx: Ctx, account: AdAccountSeed): Promise<Reply> {
  const { params, files } = ctx.req;
  const uploads: { name: string; bytes: Buffer }[] = files.map((file: UploadedFile) => ({ name: file.filename, bytes: file.bytes }));
  const base64 = str(params, "bytes");
  if (base64) uploads.push({ name: str(params, "name") ?? "bytes", bytes: Buffer.from(base64, "base64") });
  const url = str(params, "url");
  if (url)
    uploads.push({ name: str(params, "name") ?? (decodeURIComponent(new URL(url).pathname.split("/").pop() || "") || "url"), bytes: await download(url) });
  if (uploads.length === 0) throw new GraphError({ code: 100, message: "(#100) An image file (multipart), bytes or url is required" });
  const images: Record<string, { hash: string; url: string }> = {};
  for (const upload of uploads) {
    const record = storeImage(ctx, account.account_id, upload.name, upload.bytes);
    images[upload.name] = { hash: record.hash, url: record.url };
  }
  return json({ images });
}

const imageNode = (image: ImageRecord) => ({
  id: `${image.accountId}:${image.hash}`,
  account_id: image.accountId,
  hash: image.hash,
  name: image.name,
  url: image.url,
  permalink_url: image.url,
  width: image.width,
  height: image.height,
  original_width: image.width,
  original_height: image.height,
  status: "ACTIVE",
  created_time: graphTime(image.createdAt),
});

// GET /{v}/act_{id}/adimages[?hashes=[...]]
export function listImages(ctx: Ctx, account: AdAccountSeed): Reply {
  const hashes = listParam(ctx.req.params, "hashes");
  const images = [...ctx.state.images.values()].filter((image) => image.accountId === account.account_id && (!hashes || hashes.includes(image.hash)));
  return json(
    paged(
      images.map((image) => fieldsOf(ctx, imageNode(image), "AdImage", ["hash", "id"])),
      ctx.req,
    ),
  );
}

function createVideo(ctx: Ctx, accountId: string, fields: Record<string, unknown>, uploaded: boolean): StoredObject {
  const id = ctx.state.newId();
  const video: StoredObject = {
    id,
    kind: "advideo",
    accountId,
    createdAt: Date.now(),
    everActive: false,
    fields: {
      title: str(ctx.req.params, "title") ?? str(ctx.req.params, "name"),
      ...fields,
      uploaded: false,
      pollsLeft: ctx.state.settings.videoProcessingPolls,
    },
  };
  if (uploaded) uploadDone(ctx, video);
  ctx.state.objects.set(id, video);
  return video;
}

// The clock video processing runs on: the wall clock, or one a test in the same process drives (the
// app's wait for processing takes its own clock, so a test can let "ten minutes" pass at once).
let processingClock: () => number = () => Date.now();
export function setVideoProcessingClock(now: (() => number) | null) {
  processingClock = now ?? (() => Date.now());
}

/** The last byte is in: Meta starts processing, for the time the settings say (videoProcessingMs). */
function uploadDone(ctx: Ctx, video: StoredObject) {
  video.fields.uploaded = true;
  video.fields.processingFrom = processingClock();
  video.fields.processingMs = ctx.state.settings.videoProcessingMs;
}

/** graph.facebook.com, or graph-video.facebook.com: the fake's calls under FAKE_META_VIDEO_PATH. */
export type UploadHost = "graph" | "graph-video";
export const onVideoHost = (url: URL) => url.pathname.startsWith(`${FAKE_META_VIDEO_PATH}/`);

// Meta's SDKs send every upload phase to graph-video.facebook.com (facebook-python-business-sdk
// facebook_business/video_uploader.py VideoUploadRequest.send; facebook-nodejs-business-sdk
// src/video-uploader.js, FacebookAdsApi.GRAPH_VIDEO). What graph.facebook.com answers instead is not
// documented, so rather than invent a refusal the fake takes both and counts each video's calls per host.
function countUpload(ctx: Ctx, video: StoredObject) {
  const calls = (video.fields.uploadCalls ??= { graph: 0, "graph-video": 0 }) as Record<UploadHost, number>;
  calls[onVideoHost(ctx.req.url) ? "graph-video" : "graph"] += 1;
}

/** Every video's upload calls, summed by host. */
export function videoUploadCalls(state: FakeMetaState): Record<UploadHost, number> {
  const total: Record<UploadHost, number> = { graph: 0, "graph-video": 0 };
  for (const video of state.objectsOf("advideo")) {
    const calls = video.fields.uploadCalls as Record<UploadHost, number> | undefined;
    if (calls) for (const host of ["graph", "graph-video"] as const) total[host] += calls[host];
  }
  return total;
}

// The video host's own control, POST /__control/video-host: chunk transfers held in flight, as on a slow
// uplink, until the test lets them through, so a test can watch an upload part-way without timing anything.
//   { "holdTransfers": true }  every transfer from now waits;   { "letThrough": 3 }  three more may finish;
//   { "holdTransfers": false } all waiting ones finish and no more wait.
// Every answer (GET too) says { held, waiting, passed, allowance }: `passed` transfers have gone through
// the gate so far and `allowance` more may, so a held upload stops next at passed + allowance.
// The gate belongs to the state it was set on (a reset starts without one), and a held transfer finishes
// by itself after TRANSFER_HOLD_MAX_MS, well within the app's minute per chunk, so nothing hangs for good
// (it counts in `passed`: a test reads the figure it expects from here, never from the time it took).
export const VIDEO_HOST_CONTROL_PATH = "/__control/video-host";
export const TRANSFER_HOLD_MAX_MS = 45_000;
type TransferGate = { allowance: number | null; waiting: (() => void)[]; passed: number };
const transferGates = new WeakMap<FakeMetaState, TransferGate>();
const gateOf = (state: FakeMetaState): TransferGate => {
  let gate = transferGates.get(state);
  if (!gate) transferGates.set(state, (gate = { allowance: null, waiting: [], passed: 0 }));
  return gate;
};

function passGate(state: FakeMetaState): Promise<void> {
  const gate = gateOf(state);
  if (gate.allowance === null || gate.allowance > 0) {
    if (gate.allowance !== null) gate.allowance -= 1;
    gate.passed += 1;
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => finish(), TRANSFER_HOLD_MAX_MS);
    const finish = () => {
      clearTimeout(timer);
      gate.waiting = gate.waiting.filter((waiter) => waiter !== finish);
      gate.passed += 1;
      resolve();
    };
    gate.waiting.push(finish);
  });
}

export type VideoHostControl = { holdTransfers?: boolean; letThrough?: number };
export type VideoHostState = { held: boolean; waiting: number; passed: number; allowance: number | null };

export function controlVideoHost(state: FakeMetaState, patch: VideoHostControl): VideoHostState {
  const gate = gateOf(state);
  if (patch.letThrough !== undefined && (!Number.isInteger(patch.letThrough) || patch.letThrough < 0))
    throw new Error("letThrough takes a whole number of transfers");
  if (patch.holdTransfers === true && gate.allowance === null) gate.allowance = 0;
  if (patch.holdTransfers === false) gate.allowance = null;
  if (patch.letThrough && gate.allowance !== null) gate.allowance += patch.letThrough;
  // Waiting transfers go first, in the order they came.
  while (gate.waiting.length > 0 && (gate.allowance === null || gate.allowance > 0)) {
    if (gate.allowance !== null) gate.allowance -= 1;
    gate.waiting[0]!();
  }
  return { held: gate.allowance !== null, waiting: gate.waiting.length, passed: gate.passed, allowance: gate.allowance };
}

export async function serveVideoHostControl(state: FakeMetaState, req: IncomingMessage, res: ServerResponse) {
  if (req.method === "GET") return send(res, 200, controlVideoHost(state, {}));
  if (req.method !== "POST") return send(res, 405, { error: "GET or POST" });
  try {
    const raw = (await readRawBody(req)).toString("utf8");
    return send(res, 200, controlVideoHost(state, (raw ? JSON.parse(raw) : {}) as VideoHostControl));
  } catch (error) {
    return send(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}

// POST /{v}/act_{id}/advideos – one request (`source` file or `file_url`), or upload_phase=start|transfer|finish.
export async function uploadVideo(ctx: Ctx, account: AdAccountSeed): Promise<Reply> {
  const { params, files } = ctx.req;
  const phase = str(params, "upload_phase");
  const sessions = ctx.state.uploadSessions;
  switch (phase) {
    case undefined: {
      const source = files.find((file) => file.field === "source") ?? files[0];
      const fileUrl = str(params, "file_url");
      if (!source && !fileUrl) throw graphErrors.missingParameter("source");
      const video = createVideo(ctx, account.account_id, { source_size: source?.bytes.length ?? 0, file_url: fileUrl }, true);
      countUpload(ctx, video);
      return json({ id: video.id });
    }
    case "start": {
      const fileSize = Number(str(params, "file_size"));
      if (!Number.isInteger(fileSize) || fileSize <= 0) throw graphErrors.missingParameter("file_size");
      const video = createVideo(ctx, account.account_id, { source_size: fileSize }, false);
      countUpload(ctx, video);
      const id = ctx.state.newId();
      sessions.set(id, { id, videoId: video.id, accountId: account.account_id, fileSize, received: 0, finished: false });
      return json({ upload_session_id: id, video_id: video.id, start_offset: "0", end_offset: String(Math.min(ctx.state.settings.videoChunkSize, fileSize)) });
    }
    case "transfer": {
      const session = sessions.get(str(params, "upload_session_id") ?? "");
      if (!session || session.accountId !== account.account_id)
        throw uploadError("Upload session not found", "The upload_session_id is not valid for this ad account. Start a new upload.");
      countUpload(ctx, ctx.state.objects.get(session.videoId)!);
      const chunk = files.find((file) => file.field === "video_file_chunk");
      if (!chunk) throw graphErrors.missingParameter("video_file_chunk");
      // The bytes are still on their way while the gate holds them: Meta checks the range once they are in.
      await passGate(ctx.state);
      const start = Number(str(params, "start_offset"));
      if (start !== session.received)
        throw uploadError(
          "Wrong start offset",
          `The chunk starts at ${str(params, "start_offset")} but ${session.received} bytes were received. Resume from start_offset ${session.received}.`,
        );
      if (start + chunk.bytes.length > session.fileSize)
        throw uploadError("Chunk too large", `The upload declared ${session.fileSize} bytes; this chunk ends at ${start + chunk.bytes.length}.`);
      session.received += chunk.bytes.length;
      const end = Math.min(session.received + ctx.state.settings.videoChunkSize, session.fileSize);
      return json({ start_offset: String(session.received), end_offset: String(end) });
    }
    case "finish": {
      const session = sessions.get(str(params, "upload_session_id") ?? "");
      if (!session || session.accountId !== account.account_id)
        throw uploadError("Upload session not found", "The upload_session_id is not valid for this ad account. Start a new upload.");
      const video = ctx.state.objects.get(session.videoId)!;
      countUpload(ctx, video);
      if (session.received !== session.fileSize)
        throw uploadError("Incomplete upload", `Only ${session.received} of ${session.fileSize} bytes were received. Transfer the rest before finishing.`);
      session.finished = true;
      uploadDone(ctx, video);
      const title = str(params, "title");
      if (title) video.fields.title = title;
      return json({ success: true });
    }
    default:
      throw graphErrors.mustBeOneOf("upload_phase", ["start", "transfer", "finish", "cancel"]);
  }
}

/**
 * A video's processing state: AdVideo `status` (facebook-business-sdk-codegen api_specs/specs/AdVideo.json)
 * is a VideoStatus, video_status "processing" until Meta is done, then "ready" (or "error"), with
 * processing_progress and the uploading, processing and publishing phases (Graph API reference "Video
 * Status"; the Marketing API's video upload pages). Here a finished upload processes for its processingMs
 * and until it has answered videoProcessingPolls status reads, whichever ends later.
 */
export function videoStatus(video: StoredObject) {
  const fields = video.fields;
  const bytes = Number(fields.source_size ?? 0);
  if (!fields.uploaded) {
    return {
      video_status: "processing",
      processing_progress: 0,
      uploading_phase: { status: "in_progress", bytes_transferred: 0 },
      processing_phase: { status: "not_started" },
      publishing_phase: { status: "not_started" },
    };
  }
  if (fields.video_status === "error") {
    return {
      video_status: "error",
      processing_progress: 0,
      uploading_phase: { status: "complete", bytes_transferred: bytes },
      processing_phase: { status: "error", error: { message: "Video processing failed" } },
      publishing_phase: { status: "not_started" },
    };
  }
  const processingMs = Number(fields.processingMs ?? 0);
  const elapsed = processingClock() - Number(fields.processingFrom ?? 0);
  if (elapsed < processingMs || Number(fields.pollsLeft) > 0) {
    return {
      video_status: "processing",
      processing_progress: processingMs > 0 ? Math.min(99, Math.floor((elapsed / processingMs) * 100)) : 50,
      uploading_phase: { status: "complete", bytes_transferred: bytes },
      processing_phase: { status: "in_progress" },
      publishing_phase: { status: "not_started" },
    };
  }
  return {
    video_status: "ready",
    processing_progress: 100,
    uploading_phase: { status: "complete", bytes_transferred: bytes },
    processing_phase: { status: "complete" },
    publishing_phase: { status: "complete" },
  };
}

export const videoReady = (video: StoredObject) => videoStatus(video).video_status === "ready";

// GET /{v}/{video_id}?fields=status,...
export function videoNode(ctx: Ctx, video: StoredObject): Reply {
  const status = videoStatus(video);
  if (video.fields.uploaded && Number(video.fields.pollsLeft) > 0) video.fields.pollsLeft = Number(video.fields.pollsLeft) - 1;
  const picture = `${ctx.base}/fake-cdn/videos/${video.id}.png`;
  const node = {
    id: video.id,
    title: video.fields.title,
    status,
    length: 15.5,
    source_size: video.fields.source_size,
    created_time: graphTime(video.createdAt),
    updated_time: graphTime(video.createdAt),
    picture,
    format: [{ filter: "native", picture, width: 1280, height: 720 }],
    thumbnails: { data: thumbnails(ctx, video) },
  };
  return json(fieldsOf(ctx, node, "AdVideo", ["id", "title", "updated_time"]));
}

export const thumbnails = (ctx: Ctx, video: StoredObject) => [
  { id: `${video.id}1`, uri: `${ctx.base}/fake-cdn/videos/${video.id}.png`, is_preferred: true, width: 1280, height: 720, scale: 1 },
];

// GET /{v}/act_{id}/advideos
export function listVideos(ctx: Ctx, account: AdAccountSeed): Reply {
  const videos = ctx.state
    .objectsOf("advideo", account.account_id)
    .map((video) => ({ id: video.id, title: video.fields.title, status: videoStatus(video), source_size: video.fields.source_size }));
  return json(
    paged(
      videos.map((video) => fieldsOf(ctx, video, "AdVideo", ["id", "title"])),
      ctx.req,
    ),
  );
}
