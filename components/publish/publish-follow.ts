import type { PublishRunView } from "@/lib/meta/publish";

// How the browser follows a publish run (001 §4 Publishing): it reads the run every second and shows its
// step until the run is published or stopped. A 100 MB video on a slow phone link can take far longer
// than any fixed limit, so the limit counts only the time without progress: every new step, object
// created or chunk of video Meta has starts it again, and so does each status read that finds Meta still
// processing a video (that wait has its own end, lib/meta/publish/media.ts). A run that shows nothing new
// for STALL_MS is no longer followed (it may still finish in the background), and so is one the browser
// cannot read MAX_READ_ERRORS times in a row; the screen then says so and offers to check again.

export const POLL_MS = 1000;
export const STALL_MS = 10 * 60 * 1000;
export const MAX_READ_ERRORS = 5;

export type FollowOutcome =
  /** Completed or failed: the run's own end. */
  | { kind: "ended"; run: PublishRunView }
  /** Still queued or running, with no progress for STALL_MS (the last run read, if any). */
  | { kind: "stalled"; run: PublishRunView | null }
  /** The run could not be read MAX_READ_ERRORS times in a row (connection lost, server down). */
  | { kind: "unreachable" };

/** What counts as progress: a change of any figure the progress panel shows. Heartbeats are not progress. */
export function progressMark(run: PublishRunView | null): string {
  if (!run) return "none";
  const { progress } = run;
  return [
    run.status,
    run.step,
    progress.media.done,
    progress.videoUpload?.sentBytes ?? "-",
    progress.videoProcessing?.checkedAt.getTime() ?? "-",
    progress.campaign,
    progress.adSets.done,
    progress.creatives.done,
    progress.ads.done,
    progress.activated,
  ].join("|");
}

/** The give-up clock: restarted by every change of the progress mark, run out after `limitMs` without one. */
export class StallClock {
  private mark: string | undefined;
  private since: number;

  constructor(
    now: number,
    private readonly limitMs = STALL_MS,
  ) {
    this.since = now;
  }

  /** Notes a run read at `now`. */
  see(run: PublishRunView | null, now: number) {
    const mark = progressMark(run);
    if (mark !== this.mark) {
      this.mark = mark;
      this.since = now;
    }
  }

  stalled(now: number): boolean {
    return now - this.since >= this.limitMs;
  }
}

export type FollowDeps = {
  /** Reads the run: the view (null before it exists), or undefined when the read failed. */
  read: () => Promise<PublishRunView | null | undefined>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  pollMs?: number;
  stallMs?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function followRun(onProgress: (run: PublishRunView) => void, deps: FollowDeps): Promise<FollowOutcome> {
  const now = deps.now ?? Date.now;
  const wait = deps.sleep ?? sleep;
  const clock = new StallClock(now(), deps.stallMs ?? STALL_MS);
  let last: PublishRunView | null = null;
  let errors = 0;
  for (let first = true; ; first = false) {
    if (!first) await wait(deps.pollMs ?? POLL_MS);
    const run = await deps.read().catch(() => undefined);
    if (run === undefined) {
      if (++errors >= MAX_READ_ERRORS) return { kind: "unreachable" };
    } else {
      errors = 0;
      if (run && (run.status === "completed" || run.status === "failed")) return { kind: "ended", run };
      clock.see(run, now());
      if (run) {
        last = run;
        onProgress(run);
      }
    }
    if (clock.stalled(now())) return { kind: "stalled", run: last };
  }
}
