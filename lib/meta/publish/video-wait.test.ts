import type { GraphClient } from "@/lib/meta/graph";
import { VIDEO_PROCESSING_BUDGET_MS, VideoNotReadyError, videoPollDelayMs, waitForVideo, type Clock } from "./media";
import type { VideoProcessingState } from "@/lib/meta/run-state";

const MINUTE = 60_000;

/** A clock that moves only when the wait sleeps, from `start`. */
function fakeClock(start = 0) {
  let time = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
  };
  return { clock, sleeps, now: () => time };
}

/** Meta's answers to the status reads, by the clock: processing until `readyAt`, then `then`. */
function videoAt(now: () => number, readyAt: number, then: "ready" | "error" = "ready") {
  const reads: number[] = [];
  const client = {
    get: async () => {
      reads.push(now());
      const status = now() >= readyAt ? then : "processing";
      return { status: { video_status: status }, thumbnails: { data: [{ uri: "https://cdn.example/thumb.png", is_preferred: true }] } };
    },
  } as unknown as GraphClient;
  return { client, reads };
}

describe("waiting for Meta to process a video", () => {
  it("reads at first every few seconds, then less often, never more than a minute apart", () => {
    const delays = Array.from({ length: 40 }, (_, poll) => videoPollDelayMs(poll));
    expect(delays.slice(0, 4)).toEqual([2000, 3000, 4500, 6750]);
    for (let poll = 1; poll < delays.length; poll++) expect(delays[poll]).toBeGreaterThanOrEqual(delays[poll - 1]!);
    expect(Math.max(...delays)).toBe(MINUTE);
    expect(delays.at(-1)).toBe(MINUTE);
  });

  it("waits out a 10-minute processing and answers the preferred thumbnail, keeping the wait after each read", async () => {
    const { clock, sleeps, now } = fakeClock(1_000_000);
    const { client, reads } = videoAt(now, 1_000_000 + 10 * MINUTE);
    const kept: VideoProcessingState[] = [];
    const thumbnail = await waitForVideo(client, "v1", { clock, onPoll: async (processing) => void kept.push(processing) });
    expect(thumbnail).toBe("https://cdn.example/thumb.png");
    expect(now()).toBeGreaterThanOrEqual(1_000_000 + 10 * MINUTE);
    expect(now()).toBeLessThan(1_000_000 + 11 * MINUTE);
    expect(sleeps).toEqual(sleeps.map((_, poll) => videoPollDelayMs(poll)));
    // One kept wait per read that found it processing, all from the first read.
    expect(kept).toHaveLength(reads.length - 1);
    expect(kept.every((processing) => processing.since === 1_000_000)).toBe(true);
    expect(kept.map((processing) => processing.checkedAt)).toEqual(reads.slice(0, -1));
  });

  it("gives up after the budget with a last read at its very end, and stops at once when Meta cannot process it", async () => {
    const slow = fakeClock();
    const { client, reads } = videoAt(slow.now, 45 * MINUTE);
    await expect(waitForVideo(client, "v1", { clock: slow.clock })).rejects.toEqual(new VideoNotReadyError(false));
    expect(reads.at(-1)).toBe(VIDEO_PROCESSING_BUDGET_MS);
    expect(slow.now()).toBe(VIDEO_PROCESSING_BUDGET_MS);

    const broken = fakeClock();
    const failing = videoAt(broken.now, 0, "error");
    const error = await waitForVideo(failing.client, "v1", { clock: broken.clock }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VideoNotReadyError);
    expect((error as VideoNotReadyError).failed).toBe(true);
    expect(broken.sleeps).toEqual([]);
  });

  it("goes on with a wait an earlier attempt began, within the same budget", async () => {
    // The first attempt began at minute 0 and its worker died; this one starts at minute 20.
    const { clock, now } = fakeClock(20 * MINUTE);
    const { client, reads } = videoAt(now, 45 * MINUTE);
    const kept: VideoProcessingState[] = [];
    const waiting = waitForVideo(client, "v1", { clock, processing: { since: 0, checkedAt: 19 * MINUTE }, onPoll: async (p) => void kept.push(p) });
    await expect(waiting).rejects.toEqual(new VideoNotReadyError(false));
    expect(reads.at(-1)).toBe(30 * MINUTE);
    expect(kept.every((processing) => processing.since === 0)).toBe(true);

    // Past the budget already: one read, in case Meta finished meanwhile.
    const late = fakeClock(40 * MINUTE);
    const ready = videoAt(late.now, 35 * MINUTE);
    expect(await waitForVideo(ready.client, "v1", { clock: late.clock, processing: { since: 0, checkedAt: 29 * MINUTE } })).toBe(
      "https://cdn.example/thumb.png",
    );
    expect(ready.reads).toEqual([40 * MINUTE]);
  });
});
