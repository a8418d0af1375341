import type PgBoss from "pg-boss";
import { z } from "zod";
import { locales } from "@/lib/i18n/config";

// The background jobs: their queue names, what each carries, and how each is retried.
//
// Every job is idempotent: publishing resumes from the run's stored state (lib/meta/publish), an image
// lands under a key made from its job id, and an insights sync rewrites the same rows. So a job that
// ran partly (its worker died, or it timed out) is simply run again. `expireInSeconds` is how long a
// worker may hold a job before it counts as crashed and the job is retried.

export const QUEUES = {
  publish: "meta.publish",
  image: "image.generate",
  /** The hourly sweep that queues one `insights.sync.user` job per user with linked campaigns. */
  insightsSweep: "insights.sync",
  insightsUser: "insights.sync.user",
  /** The e-mails about an account (confirmation, reset, notes to the owner), written after the request answered. */
  accountMail: "account.mail",
  /** One change of an Ads webhook delivery from Meta, applied after the delivery was answered (issue 33). */
  metaWebhook: "meta.webhook",
  /** One e-mail of a user's notifications not mailed yet, sent a little after the first of them (issue 33). */
  notificationMail: "notifications.mail",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type QueueSettings = Omit<PgBoss.Queue, "name">;

export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  // stately: at most one queued and one running publish per campaign (the singleton key). A publish that
  // outlasts its expiry is not harmed: it keeps its lock by saving its progress, and the retry waits.
  [QUEUES.publish]: { policy: "stately", retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 5 * 60 },
  // Replicate waits up to two minutes; the copy into storage follows.
  [QUEUES.image]: { policy: "standard", retryLimit: 2, retryDelay: 2, retryBackoff: true, expireInSeconds: 5 * 60 },
  // short: one sweep, and one sync per user, waiting at a time.
  [QUEUES.insightsSweep]: { policy: "short", retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 10 * 60 },
  [QUEUES.insightsUser]: { policy: "short", retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 5 * 60 },
  // A mail the server refused is tried again over 40 to 80 minutes (from 10 s, doubling, with jitter); each failure is logged.
  [QUEUES.accountMail]: { policy: "standard", retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 },
  // Meta unavailable: tried again from 10 s, doubling, for about an hour; the hourly sync is the safety net.
  [QUEUES.metaWebhook]: { policy: "standard", retryLimit: 6, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 },
  // short, keyed by user: notifications recorded while a user's mail waits join it (one mail, not one each).
  // A refused mail is retried like an account mail.
  [QUEUES.notificationMail]: { policy: "short", retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 },
};

// spec 000 §7 meta-insights: linked campaigns' figures are refreshed every hour, on the hour (UTC).
export const INSIGHTS_CRON = "0 * * * *";

export const imageJobSchema = z.object({ userId: z.uuid(), prompt: z.string().max(200), photoUrl: z.string().max(2048).optional() });
export const insightsUserJobSchema = z.object({ userId: z.uuid() });
export const metaWebhookJobSchema = z.object({ digest: z.string().regex(/^[0-9a-f]{64}$/) });
export const notificationMailJobSchema = z.object({ userId: z.uuid() });
// The address and the language only: the worker looks the account up and makes any link itself, so no
// token is ever stored in the queue.
export const accountMailJobSchema = z.object({
  kind: z.enum(["confirmation", "account-exists", "password-reset", "password-changed", "meta-token-expiring"]),
  email: z.email().max(254),
  locale: z.enum(locales),
});

export type ImageJob = z.infer<typeof imageJobSchema>;
export type InsightsUserJob = z.infer<typeof insightsUserJobSchema>;
export type AccountMailJob = z.infer<typeof accountMailJobSchema>;
export type NotificationMailJob = z.infer<typeof notificationMailJobSchema>;
