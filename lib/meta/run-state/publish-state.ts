import type { Prisma } from "@/lib/db";
import type { PublishRunView } from "./progress";
import type { PublishFailure, PublishStep } from "./state";

// Where a campaign stands with Meta (decision 025), read on the server by read-publish-state.ts: the wizard
// on load, New campaign and its banner all read it here, so a campaign being published or already live is
// never offered as one that was never published or is ready to publish.

export type CampaignPublishState =
  | { kind: "unpublished" }
  /** A publish job waits for a worker or runs: its step and counts as the progress panel shows them. */
  | { kind: "publishing"; run: PublishRunView }
  | { kind: "published" }
  /** The last publish stopped: what the user reads about it (001 §8) and the step it stopped at. */
  | { kind: "failed"; failure: PublishFailure; step: PublishStep };

/** The state from the campaign's link to Meta and its publish run (null before the first publish). */
export function publishStateOf(metaCampaignId: string | null, run: PublishRunView | null): CampaignPublishState {
  // The link is written before the run completes (run.ts); a campaign linked to Meta is published.
  if (metaCampaignId || run?.status === "completed") return { kind: "published" };
  if (!run) return { kind: "unpublished" };
  if (run.status === "failed") return { kind: "failed", failure: run.failure ?? { error: "errors.unexpected" }, step: run.step };
  return { kind: "publishing", run };
}

/**
 * The same rule as a query, for lists of campaigns that may still be published from scratch: not linked
 * to Meta, and no publish run, or only a stopped one.
 */
export const mayStillPublish = {
  metaCampaignId: null,
  OR: [{ publishRun: { is: null } }, { publishRun: { is: { status: "failed" } } }],
} satisfies Prisma.CampaignWhereInput;
