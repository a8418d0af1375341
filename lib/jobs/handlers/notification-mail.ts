import "server-only";
import type PgBoss from "pg-boss";
import { mailNotifications, type NotificationMailOutcome } from "@/lib/notifications";
import { notificationMailJobSchema } from "../queues";

// notifications.mail: one e-mail of a user's notifications not mailed yet (issue 33). A mail the server
// refused throws (its rows given back first), so pg-boss tries it again with the queue's backoff.

export async function runNotificationMailJob(job: PgBoss.Job): Promise<NotificationMailOutcome | { error: string }> {
  const parsed = notificationMailJobSchema.safeParse(job.data);
  if (!parsed.success) return { error: "errors.invalidInput" };
  return mailNotifications(parsed.data.userId);
}
