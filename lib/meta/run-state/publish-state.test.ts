import type { PublishRunView } from "./progress";
import { publishStateOf } from "./publish-state";

// Decision 025: one reading of where a campaign stands with Meta, from its link and its publish run.

const count = (done: number, total: number) => ({ done, total });

function run(overrides: Partial<PublishRunView> = {}): PublishRunView {
  return {
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
  };
}

describe("publishStateOf", () => {
  it("reads a campaign with no run and no link to Meta as never published", () => {
    expect(publishStateOf(null, null)).toEqual({ kind: "unpublished" });
  });

  it("reads a queued or running publish as publishing, with the run's step and counts", () => {
    const queued = run({ status: "queued", step: "start", running: false });
    expect(publishStateOf(null, queued)).toEqual({ kind: "publishing", run: queued });
    const running = run();
    expect(publishStateOf(null, running)).toEqual({ kind: "publishing", run: running });
    // A run whose publisher stopped holding the lock (its job is being retried) is still under way.
    const lapsed = run({ running: false });
    expect(publishStateOf(null, lapsed)).toEqual({ kind: "publishing", run: lapsed });
  });

  it("reads a completed run, or a campaign linked to Meta, as published", () => {
    expect(publishStateOf("120330000000001", run({ status: "completed", step: "completed", running: false }))).toEqual({ kind: "published" });
    expect(publishStateOf(null, run({ status: "completed", step: "completed", running: false }))).toEqual({ kind: "published" });
    // The link is written before the run completes: a campaign already linked is published.
    expect(publishStateOf("120330000000001", run())).toEqual({ kind: "published" });
    // Published before runs were kept with campaigns.
    expect(publishStateOf("120330000000001", null)).toEqual({ kind: "published" });
  });

  it("reads a stopped run as failed, with what the user reads about it and the step it stopped at", () => {
    const failure = {
      error: "wizard.publish.errors.rateLimit.title" as const,
      values: {},
      classification: {
        kind: "rateLimit" as const,
        titleKey: "wizard.publish.errors.rateLimit.title" as const,
        hintKey: "wizard.publish.errors.rateLimit.hint" as const,
        values: {},
      },
    };
    expect(publishStateOf(null, run({ status: "failed", step: "adsets", running: false, failure }))).toEqual({ kind: "failed", failure, step: "adsets" });
    // A failed run without a failure kept with it still says something.
    expect(publishStateOf(null, run({ status: "failed", step: "start", running: false }))).toEqual({
      kind: "failed",
      failure: { error: "errors.unexpected" },
      step: "start",
    });
  });
});
