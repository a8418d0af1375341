import "server-only";
import { isPlainName } from "@/lib/auth/rules";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { enqueueNotificationMail } from "@/lib/jobs/enqueue";
import { logger } from "@/lib/log/server";
import { sendMail } from "@/lib/mail";
import { notificationMailText } from "./mail-text";
import { shownNotifications } from "./list";

// Issue 33: a seller's new notifications also reach them by e-mail, several in one mail. Recording queues
// the user's mail NOTIFICATION_MAIL_DELAY_SECONDS ahead (lib/jobs/enqueue.ts); what is recorded while it
// waits goes in the same mail. The job claims the rows not mailed yet in one statement, so two workers
// never mail the same row; with the setting off the claimed rows stay claimed (turning it back on does
// not send the old ones); a mail the server refused gives them back and the job is retried.
// The app keeps no language per user: the mail is in Portuguese, like the other mails about an account
// (lib/meta/token-warning.ts).
const MAIL_LOCALE: Locale = "pt";

export type NotificationMailOutcome = { sent: number } | { skipped: "nothing new" | "setting off" | "no account" | "account disabled" };

/** Whether the user's notifications are mailed (the switch on /settings; on unless turned off). */
export async function notificationMailEnabled(userId: string): Promise<boolean> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { notifyByEmail: true } });
  return profile?.notifyByEmail ?? true;
}

/** Queues the mail of the users of `recorded` that were not mailed on their own; a queue failure is logged, not thrown. */
export async function queueNotificationMail(recorded: readonly { userId: string; emailedAt?: Date | null }[]): Promise<void> {
  const userIds = recorded.filter((notification) => !notification.emailedAt).map((notification) => notification.userId);
  if (!userIds.length) return;
  try {
    await enqueueNotificationMail(userIds);
  } catch (error) {
    // The rows wait unmailed: the user's next notification queues a mail that takes them along.
    logger.warn({ err: error, users: new Set(userIds).size }, "[notifications] the notification mail was not queued");
  }
}

/** The notifications.mail job: mails the user's notifications not mailed yet, in one mail. */
export async function mailNotifications(userId: string, now = new Date()): Promise<NotificationMailOutcome> {
  const claimed = await db.notification.updateManyAndReturn({
    where: { userId, emailedAt: null },
    data: { emailedAt: now },
    select: { id: true, kind: true, campaignId: true, values: true, createdAt: true, readAt: true },
  });
  if (!claimed.length) return { skipped: "nothing new" };
  try {
    return await send(userId, claimed);
  } catch (error) {
    // Given back: the job's retry (or the user's next mail) sends them.
    await db.notification.updateMany({ where: { id: { in: claimed.map((row) => row.id) } }, data: { emailedAt: null } });
    throw error;
  }
}

type Claimed = { id: string; kind: string; campaignId: string | null; values: unknown; createdAt: Date; readAt: Date | null };

async function send(userId: string, claimed: Claimed[]): Promise<NotificationMailOutcome> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, emailVerifiedAt: true, disabledAt: true, profile: { select: { fullName: true, notifyByEmail: true } } },
  });
  if (!user) return { skipped: "no account" };
  // An account an admin disabled is not written to (its owner cannot sign in to act on it).
  if (user.disabledAt) return { skipped: "account disabled" };
  if (user.profile?.notifyByEmail === false) return { skipped: "setting off" };
  const oldestFirst = [...claimed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const notifications = await shownNotifications(userId, oldestFirst);
  if (!notifications.length) return { skipped: "nothing new" };
  // Issue 29: a name reaches a mail only when its owner confirmed the address, and only as plain text.
  const fullName = user.profile?.fullName;
  const name = user.emailVerifiedAt && fullName && isPlainName(fullName) ? fullName : null;
  const mail = notificationMailText({ name, notifications, appUrl: env.APP_URL, locale: MAIL_LOCALE });
  await sendMail({ to: user.email, ...mail });
  return { sent: notifications.length };
}
