import "server-only";
import type PgBoss from "pg-boss";
import { QUEUES, type QueueName } from "../queues";
import { runAccountMailJob } from "./account-mail";
import type { HandlerContext } from "./context";
import { runImageJob } from "./image";
import { runInsightsSweep, runInsightsUserJob } from "./insights";
import { runPublishJob } from "./publish";
import { runMetaWebhookJob } from "./meta-webhook";
import { runNotificationMailJob } from "./notification-mail";

export { DEFAULT_PUBLISH_LOCK, RetryLater, type HandlerContext } from "./context";

export type JobHandler = {
  queue: QueueName;
  /** Seconds between polls for new jobs when idle (the wizard waits on the first two). */
  pollingIntervalSeconds: number;
  /** Jobs of this queue one worker process runs at once. */
  concurrency: number;
  run: (job: PgBoss.JobWithMetadata, context: HandlerContext) => Promise<object>;
};

export const HANDLERS: JobHandler[] = [
  { queue: QUEUES.publish, pollingIntervalSeconds: 1, concurrency: 2, run: runPublishJob },
  { queue: QUEUES.image, pollingIntervalSeconds: 1, concurrency: 3, run: (job) => runImageJob(job) },
  { queue: QUEUES.insightsSweep, pollingIntervalSeconds: 10, concurrency: 1, run: runInsightsSweep },
  { queue: QUEUES.insightsUser, pollingIntervalSeconds: 5, concurrency: 2, run: (job) => runInsightsUserJob(job) },
  { queue: QUEUES.accountMail, pollingIntervalSeconds: 1, concurrency: 2, run: (job) => runAccountMailJob(job) },
  { queue: QUEUES.metaWebhook, pollingIntervalSeconds: 1, concurrency: 2, run: (job) => runMetaWebhookJob(job) },
  { queue: QUEUES.notificationMail, pollingIntervalSeconds: 5, concurrency: 2, run: (job) => runNotificationMailJob(job) },
];
