import { jsx } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { FAKE_META_APP, FAKE_META_SEED_TOKEN, type RecordedCall } from "@/e2e/fakes/meta";
import { PublishProgress } from "@/components/publish/publish-progress";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getPublishRun, publishCampaign, type PublishRunView } from "@/lib/meta/publish";
import { uploadTimeoutMs } from "@/lib/meta/publish/media";
import { adSet, savedCampaign, SELECTION, storeMedia, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 12 item 6: a video goes to Meta's video host (META_GRAPH_VIDEO_BASE_URL; Meta's SDKs upload every
// phase to graph-video.facebook.com), in the chunks Meta asks for, each sent within a time limit sized
// for its bytes; the run keeps how much Meta has, the progress view reports it as a percentage and the
// publish progress shows it; a retry continues from the offsets Meta gave.

jest.setTimeout(120_000);

const MB = 1024 * 1024;
const ACCOUNT = SELECTION.adAccountId;
const meta = withFakeMeta();
const originalSecret = env.META_APP_SECRET;
const realFetch = globalThis.fetch;
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  globalThis.fetch = realFetch;
  env.META_APP_SECRET = originalSecret;
  // The token never reaches a log line.
  expect(JSON.stringify(warn.mock.calls)).not.toContain(FAKE_META_SEED_TOKEN);
  warn.mockRestore();
});

/** A campaign whose one ad set shows one video of `size` bytes. */
async function videoCampaign(size: number) {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["video"], adSets: [adSet("adset-1")] });
  const url = await storeMedia(user.id, "clip-640x360.mp4", size);
  await db.campaign.update({
    where: { id: campaign.id },
    data: { creatives: [{ id: "creative-0", type: "video", url, name: "video-0.mp4", generated: false, isMain: true }] },
  });
  return { user, campaign };
}

// A chunk Meta failed to take, as Meta answers it (not transient, so the client does not send it again).
const UPLOAD_FAILED = { code: 6001, error_subcode: 1363037, message: "There was a problem uploading your video. Please try again.", is_transient: false };

const uploads = (): RecordedCall[] => meta().state.log.filter((call) => call.endpoint === "advideos" && call.method === "POST");
const phases = () => uploads().map((call) => call.params.upload_phase);
const transferOffsets = () =>
  uploads()
    .filter((call) => call.params.upload_phase === "transfer")
    .map((call) => Number(call.params.start_offset) / MB);

type VideoUpload = PublishRunView["progress"]["videoUpload"];

/** Before each chunk leaves, what the progress view (the one the publish panel polls) says. */
function watchUploadProgress(userId: string, campaignId: string): (VideoUpload | undefined)[] {
  const seen: (VideoUpload | undefined)[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData && init.body.get("upload_phase") === "transfer")
      seen.push((await getPublishRun(userId, campaignId))?.progress.videoUpload);
    return realFetch(input, init);
  };
  return seen;
}

describe("publishing a video", () => {
  it("uploads a 60 MB video through Meta's video host in Meta's chunks, signed, with its progress kept after each", async () => {
    meta().settings({ videoChunkSize: 8 * MB, requireAppSecretProof: true });
    env.META_APP_SECRET = FAKE_META_APP.secret;
    const { user, campaign } = await videoCampaign(60 * MB);
    const seen = watchUploadProgress(user.id, campaign.id);

    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(phases()).toEqual(["start", ...Array(8).fill("transfer"), "finish"]);
    expect(transferOffsets()).toEqual([0, 8, 16, 24, 32, 40, 48, 56]);
    // Every phase went to the video host, none to the Graph host; the status polls stay on the Graph host.
    expect(uploads().map((call) => call.path)).toEqual(Array(10).fill(expect.stringMatching(new RegExp(`^/graph-video/v\\d+\\.\\d+/${ACCOUNT}/advideos$`))));
    expect(meta().videoUploadCalls()).toEqual({ graph: 0, "graph-video": 10 });
    expect(
      meta()
        .state.log.filter((call) => call.endpoint === "video_status")
        .every((call) => !call.path.startsWith("/graph-video/")),
    ).toBe(true);
    expect(meta().snapshot().accounts[ACCOUNT]!.videos).toEqual([expect.objectContaining({ source_size: 60 * MB, uploaded: true })]);

    // Before each chunk: the bytes Meta had of the 60 MB, as the panel's percentage.
    expect(seen.map((upload) => upload?.percent)).toEqual([0, 13, 26, 40, 53, 66, 80, 93]);
    expect(seen[3]).toEqual({ sentBytes: 24 * MB, totalBytes: 60 * MB, percent: 40 });
    // Once the video has its id the upload is over: no figure.
    const done = await getPublishRun(user.id, campaign.id);
    expect(done).toMatchObject({ status: "completed", progress: { videoUpload: null, media: { done: 1, total: 1 } } });
  });

  it("shows the upload part-way while the video host holds a chunk in flight (the fake's transfer gate)", async () => {
    meta().settings({ videoChunkSize: 8 * MB });
    const { user, campaign } = await videoCampaign(40 * MB);
    const gate = async (body?: object) => {
      const response = await fetch(
        `${meta().url}/__control/video-host`,
        body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {},
      );
      return (await response.json()) as { held: boolean; waiting: number; passed: number; allowance: number | null };
    };
    expect(await gate({ holdTransfers: true, letThrough: 2 })).toEqual({ held: true, waiting: 0, passed: 0, allowance: 2 });
    const publishing = publishCampaign(user.id, campaign.id, SELECTION);
    for (let tries = 0; (await gate()).waiting === 0; tries++) {
      if (tries > 200) throw new Error("no transfer reached the gate");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Two chunks went through; the third is in flight.
    expect((await getPublishRun(user.id, campaign.id))?.progress.videoUpload).toEqual({ sentBytes: 16 * MB, totalBytes: 40 * MB, percent: 40 });
    // The one in flight goes, and the gate holds the next one where it stops.
    expect(await gate({ letThrough: 1 })).toEqual({ held: true, waiting: 0, passed: 3, allowance: 0 });
    expect(await gate({ holdTransfers: false })).toMatchObject({ held: false, waiting: 0, allowance: null });
    expect(await publishing).toMatchObject({ ok: true });
    expect(transferOffsets()).toEqual([0, 8, 16, 24, 32]);
    // A reset forgets the gate.
    await gate({ holdTransfers: true });
    meta().reset();
    expect(await gate()).toEqual({ held: false, waiting: 0, passed: 0, allowance: null });
  });

  it("resumes a half-done upload from the offsets Meta gave, without a second session", async () => {
    meta().settings({ videoChunkSize: 8 * MB });
    const { user, campaign } = await videoCampaign(60 * MB);
    meta().failOnce({ step: "advideos.transfer", after: 3, error: UPLOAD_FAILED });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "advideos" });
    const stopped = await getPublishRun(user.id, campaign.id);
    expect(stopped).toMatchObject({
      status: "failed",
      step: "advideos",
      progress: { videoUpload: { sentBytes: 24 * MB, totalBytes: 60 * MB, percent: 40 }, media: { done: 0 } },
    });
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    expect((run.state as { media: Record<string, unknown> }).media["creative-0"]).toEqual({
      upload: { sessionId: expect.any(String), videoId: expect.any(String), startOffset: 24 * MB, endOffset: 32 * MB, fileSize: 60 * MB },
    });

    // Meta now asks for 5 MB at a time: the retry sends the chunk Meta last named, then follows Meta's answers.
    meta().settings({ videoChunkSize: 5 * MB });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(phases().filter((phase) => phase === "start")).toHaveLength(1);
    expect(transferOffsets()).toEqual([0, 8, 16, 24, 24, 32, 37, 42, 47, 52, 57]);
    expect(phases().at(-1)).toBe("finish");
    expect(meta().snapshot().accounts[ACCOUNT]!.videos).toEqual([expect.objectContaining({ source_size: 60 * MB, uploaded: true })]);
    expect(meta().videoUploadCalls()).toEqual({ graph: 0, "graph-video": 1 + 10 + 1 });
  });

  it("reads a stored upload defensively: one kept without the file's size shows no figure and resumes; a malformed one starts over", async () => {
    meta().settings({ videoChunkSize: 8 * MB });
    const { user, campaign } = await videoCampaign(24 * MB);
    meta().failOnce({ step: "advideos.transfer", after: 1, error: UPLOAD_FAILED });
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "advideos" });
    const run = await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId: campaign.id } });
    const state = run.state as { media: Record<string, { upload: Record<string, string | number> }> };
    const older = { ...state.media["creative-0"]!.upload };
    delete older.fileSize;
    await db.metaPublishRun.update({ where: { campaignId: campaign.id }, data: { state: { ...state, media: { "creative-0": { upload: older } } } } });
    expect((await getPublishRun(user.id, campaign.id))?.progress.videoUpload).toBeNull();
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(phases().filter((phase) => phase === "start")).toHaveLength(1);

    const other = await videoCampaign(24 * MB);
    meta().failOnce({ step: "advideos.transfer", error: UPLOAD_FAILED });
    expect(await publishCampaign(other.user.id, other.campaign.id, SELECTION)).toMatchObject({ ok: false, step: "advideos" });
    const broken = { media: { "creative-0": { upload: { sessionId: "1", videoId: 2, startOffset: "8", endOffset: -1 } } }, adSets: {} };
    await db.metaPublishRun.update({ where: { campaignId: other.campaign.id }, data: { state: broken } });
    expect((await getPublishRun(other.user.id, other.campaign.id))?.progress.videoUpload).toBeNull();
    expect(await publishCampaign(other.user.id, other.campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(phases().filter((phase) => phase === "start")).toHaveLength(3);
  });

  it("sends a video under 20 MB in one request to the video host, and stops before its creative when Meta cannot process it", async () => {
    const { user, campaign } = await videoCampaign(2 * MB);
    // Meta's processing fails once the upload is done: its status reads "error".
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!init?.method || init.method === "GET") for (const video of meta().state.objectsOf("advideo")) video.fields.video_status = "error";
      return realFetch(input, init);
    };
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.videoFailed",
      step: "adcreatives",
    });
    expect(phases()).toEqual([undefined]);
    expect(uploads()[0]!.files).toEqual([expect.objectContaining({ field: "source", size: 2 * MB })]);
    expect(meta().videoUploadCalls()).toEqual({ graph: 0, "graph-video": 1 });
    expect(meta().snapshot().accounts[ACCOUNT]!.adcreatives).toHaveLength(0);
  });

  it("gives each upload request a time limit for its bytes on a slow uplink, never under a minute", () => {
    expect(uploadTimeoutMs(0)).toBe(60_000);
    expect(uploadTimeoutMs(5 * MB)).toBe(60_000);
    // 1 Mbit/s: Meta's one-request upload of 20 MB gets about 2.8 minutes, a 10 MB chunk about 84 s.
    expect(uploadTimeoutMs(20 * MB)).toBe(Math.ceil((20 * MB) / 125));
    expect(uploadTimeoutMs(10 * MB)).toBeGreaterThan(80_000);
  });
});

describe("the publish progress while a video uploads", () => {
  // The wizard.publish strings the component reads, as in messages/en.json.
  const messages = {
    wizard: {
      publish: {
        progress: {
          title: "Publishing to Meta",
          queued: "Getting ready",
          stepCount: "{step} ({done} of {total})",
          videoUpload: "{sent} of {total} MB ({percent}%)",
          videoUploadLabel: "Video upload",
        },
        steps: { advideos: "Uploading videos", adsets: "Creating the ad sets" },
      },
    },
  };
  const render = (run: PublishRunView) =>
    renderToStaticMarkup(jsx(NextIntlClientProvider, { locale: "en", messages, timeZone: "UTC", children: jsx(PublishProgress, { run }) }));

  it("shows the percentage Meta has, with a progress bar, and the step's count otherwise", async () => {
    meta().settings({ videoChunkSize: 8 * MB });
    const { user, campaign } = await videoCampaign(24 * MB);
    meta().failOnce({ step: "advideos.transfer", after: 1, error: UPLOAD_FAILED });
    await publishCampaign(user.id, campaign.id, SELECTION);
    const stopped = (await getPublishRun(user.id, campaign.id))!;
    const uploading = render({ ...stopped, status: "running", running: true });
    // The step stays in the live region; the bar says how much of the file Meta has, in MB and percent.
    expect(uploading).toMatch(/role="status"[^>]*>.*Uploading videos \(0 of 1\)/);
    expect(uploading).toContain("8 of 24 MB (33%)");
    expect(uploading).toMatch(
      /role="progressbar" aria-label="Video upload" aria-valuemin="0" aria-valuemax="100" aria-valuenow="33" aria-valuetext="8 of 24 MB \(33%\)"/,
    );

    const counting = render({
      ...stopped,
      status: "running",
      step: "adsets",
      progress: { ...stopped.progress, videoUpload: null, adSets: { done: 1, total: 2 } },
    });
    expect(counting).toContain("Creating the ad sets (1 of 2)");
    expect(counting).not.toContain("progressbar");
  });
});
