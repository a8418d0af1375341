import "server-only";

// Publishing a saved campaign to Meta (001 §7 publish-to-meta, §8 error classification).
export { publishCampaign, type PublishOptions, type PublishOutcome, type PublishedStatus } from "./run";
export { checkPublish } from "./check";
export { markRunQueued, recordQueuedFailure } from "./queued";
export { getPublishRun, type PublishRunView } from "./progress";
export { mayStillPublish, publishStateOf, type CampaignPublishState } from "./publish-state";
export { getCampaignPublishState } from "./read-publish-state";
export { classifyPublishError, PUBLISH_ERROR_KINDS, type PublishErrorClassification, type PublishErrorKind } from "./classify";
export { publishCampaignSchema, PUBLISH_RATE_LIMIT, type PublishCampaignInput } from "./schema";
export type { PublishFailure, PublishSelection, PublishRunError, PublishRunStatus, PublishStep } from "./types";
