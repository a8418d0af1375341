// A publish run's state: what exists at Meta for a campaign (state.ts, kept on the campaign so a run
// resumes without creating anything twice), the run's lock and record (lock.ts, queued.ts), its progress
// as the seller sees it (progress.ts) and where the campaign stands with Meta (publish-state.ts).
export * from "./state";
export { acquireLock, ensureRun, LOCK_MS, LockLostError, RunLock, type Heartbeat } from "./lock";
export { markRunQueued, QUEUED_STALE_MS, recordQueuedFailure } from "./queued";
export { getPublishRun, type PublishRunView, type VideoProcessingProgress, type VideoUploadProgress } from "./progress";
export { mayStillPublish, publishStateOf, type CampaignPublishState } from "./publish-state";
export { getCampaignPublishState } from "./read-publish-state";
