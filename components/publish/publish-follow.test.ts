import type { PublishRunView } from "@/lib/meta/publish";
import { followRun, MAX_READ_ERRORS, POLL_MS, progressMark, STALL_MS, StallClock } from "./publish-follow";

const MB = 1024 * 1024;
const MINUTE = 60_000;

function run(overrides: Partial<Omit<PublishRunView, "progress">> & { progress?: Partial<PublishRunView["progress"]> } = {}): PublishRunView {
  const { progress, ...rest } = overrides;
  return {
    status: "running",
    step: "advideos",
    running: true,
    error: null,
    failure: null,
    updatedAt: new Date(0),
    ...rest,
    progress: {
      media: { done: 0, total: 1 },
      videoUpload: null,
      videoProcessing: null,
      campaign: false,
      adSets: { done: 0, total: 5 },
      creatives: { done: 0, total: 5 },
      ads: { done: 0, total: 5 },
      activated: false,
      ...progress,
    },
  };
}

const uploading = (sentMb: number) => run({ progress: { videoUpload: { sentBytes: sentMb * MB, totalBytes: 100 * MB, percent: sentMb } } });
/** Meta still processing the video, as a status read `checkedAt` ms into the wait found it. */
const processing = (checkedAt: number) => run({ step: "adcreatives", progress: { videoProcessing: { since: new Date(0), checkedAt: new Date(checkedAt) } } });

/** A follow driven by a list of reads (one per poll, the last repeated), on a clock that moves only when it sleeps. */
function follow(reads: (PublishRunView | null | undefined | Error)[]) {
  let time = 0;
  let index = 0;
  const seen: PublishRunView[] = [];
  const outcome = followRun((view) => seen.push(view), {
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
    read: async () => {
      const next = reads[Math.min(index++, reads.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return { outcome, seen, elapsed: () => time, reads: () => index };
}

describe("following a publish run (publish-follow)", () => {
  it("keeps following past the limit while the video upload moves, however slowly", async () => {
    // A 100 MB video at 1 MB every 5 minutes: 8 hours, never 10 minutes without progress.
    const reads = Array.from({ length: 100 }, (_, mb) => Array<PublishRunView>((5 * MINUTE) / POLL_MS).fill(uploading(mb))).flat();
    const done = run({ status: "completed", step: "completed" });
    const { outcome, elapsed } = follow([...reads, done]);
    expect(await outcome).toEqual({ kind: "ended", run: done });
    expect(elapsed()).toBeGreaterThan(8 * 60 * MINUTE);
  });

  it("keeps following while Meta says, read after read, that it is still processing the video", async () => {
    // 25 minutes of processing, read by the publisher once a minute: each answer is news.
    const reads = Array.from({ length: 25 }, (_, minute) => Array<PublishRunView>(MINUTE / POLL_MS).fill(processing(minute * MINUTE))).flat();
    const done = run({ status: "completed", step: "completed" });
    const { outcome, elapsed } = follow([...reads, done]);
    expect(await outcome).toEqual({ kind: "ended", run: done });
    expect(elapsed()).toBeGreaterThan(2 * STALL_MS);
    // A publisher that stopped reading shows the same wait: that is no progress.
    expect(await follow([processing(MINUTE)]).outcome).toEqual({ kind: "stalled", run: processing(MINUTE) });
  });

  it("gives up on a run that shows no progress for the limit, with the run last seen", async () => {
    const stuck = uploading(40);
    const { outcome, elapsed, seen } = follow([uploading(10), uploading(20), stuck]);
    expect(await outcome).toEqual({ kind: "stalled", run: stuck });
    // The clock started again at the last change (the third read, after two polls).
    expect(elapsed()).toBe(2 * POLL_MS + STALL_MS);
    expect(seen.at(-1)).toBe(stuck);
  });

  it("counts each step, object and status change as progress, but not a heartbeat of the same figures", () => {
    const base = run();
    const marks = [
      base,
      run({ status: "queued" }),
      run({ step: "adsets" }),
      run({ progress: { media: { done: 1, total: 1 } } }),
      uploading(1),
      processing(0),
      processing(5000),
      run({ progress: { campaign: true } }),
      run({ progress: { adSets: { done: 1, total: 5 } } }),
      run({ progress: { creatives: { done: 1, total: 5 } } }),
      run({ progress: { ads: { done: 1, total: 5 } } }),
      run({ progress: { activated: true } }),
      null,
    ].map(progressMark);
    expect(new Set(marks).size).toBe(marks.length);
    expect(progressMark(run({ updatedAt: new Date(5000), running: false }))).toBe(progressMark(base));

    const clock = new StallClock(0, STALL_MS);
    clock.see(uploading(5), 0);
    clock.see(run({ ...uploading(5), updatedAt: new Date(60_000) }), STALL_MS - 1);
    expect(clock.stalled(STALL_MS - 1)).toBe(false);
    expect(clock.stalled(STALL_MS)).toBe(true);
    clock.see(uploading(6), STALL_MS);
    expect(clock.stalled(2 * STALL_MS - 1)).toBe(false);
  });

  it("gives up on a run that never appears, and on one it cannot read several times in a row", async () => {
    expect(await follow([null]).outcome).toEqual({ kind: "stalled", run: null });

    const failing = follow([uploading(1), ...Array<Error>(MAX_READ_ERRORS).fill(new Error("offline"))]);
    expect(await failing.outcome).toEqual({ kind: "unreachable" });
    expect(failing.reads()).toBe(1 + MAX_READ_ERRORS);

    // Fewer failures in a row than the limit: following goes on to the end.
    const done = run({ status: "failed", step: "adsets" });
    const flaky = follow([uploading(1), new Error("offline"), undefined, uploading(2), done]);
    expect(await flaky.outcome).toEqual({ kind: "ended", run: done });
  });

  it("stops at once on a run that ended", async () => {
    const failed = run({ status: "failed" });
    const { outcome, reads, seen } = follow([failed]);
    expect(await outcome).toEqual({ kind: "ended", run: failed });
    expect(reads()).toBe(1);
    expect(seen).toEqual([]);
  });
});
