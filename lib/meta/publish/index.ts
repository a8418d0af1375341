import "server-only";

// Publishing a saved campaign to Meta (001 §7 publish-to-meta). The run's state and Meta's errors have
// modules of their own (lib/meta/run-state, lib/meta/errors); what a publish screen reads of them is
// re-exported here so that it needs this one door.
export { publishCampaign, type PublishOptions, type PublishOutcome, type PublishedStatus } from "./run";
export { checkPublish } from "./check";
// What an edit of a published campaign builds the same way (lib/meta/edits).
export { adsPlan, creativeParams, schedule, type Creative, type CreativeMedia, type PlannedAd } from "./plan";
export { creativeMediaOf, InvalidAnswerError } from "./media";
export { publishCampaignSchema, PUBLISH_RATE_LIMIT, type PublishCampaignInput } from "@/lib/meta/publish-schema";
export {
  getCampaignPublishState,
  getPublishRun,
  markRunQueued,
  mayStillPublish,
  publishStateOf,
  recordQueuedFailure,
  type CampaignPublishState,
  type PublishFailure,
  type PublishRunError,
  type PublishRunStatus,
  type PublishRunView,
  type PublishSelection,
  type PublishStep,
} from "@/lib/meta/run-state";
export { classifyPublishError, PUBLISH_ERROR_KINDS, type PublishErrorClassification, type PublishErrorKind } from "@/lib/meta/errors";
