import "server-only";
import { db } from "@/lib/db";
import type { NewNotification } from "./events";

/** The notifications as one query (inside a sync's transaction); an event already recorded is skipped. */
export const recordNotificationsQuery = (events: readonly NewNotification[]) => db.notification.createMany({ data: [...events], skipDuplicates: true });

export async function recordNotifications(events: readonly NewNotification[]): Promise<void> {
  if (events.length) await recordNotificationsQuery(events);
}
