import "server-only";
import { db } from "@/lib/db";
import type { NewNotification } from "./events";
import { queueNotificationMail } from "./mail";

/** The notifications as one query (inside a sync's transaction); an event already recorded is skipped. */
export const recordNotificationsQuery = (events: readonly NewNotification[]) => db.notification.createMany({ data: [...events], skipDuplicates: true });

/** Records the events not recorded yet and queues their users' mail (those not mailed on their own). */
export async function recordNotifications(events: readonly NewNotification[]): Promise<void> {
  if (!events.length) return;
  const recorded = await db.notification.createManyAndReturn({ data: [...events], skipDuplicates: true, select: { userId: true, emailedAt: true } });
  await queueNotificationMail(recorded);
}
