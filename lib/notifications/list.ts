import "server-only";
import { db } from "@/lib/db";
import { NOTIFICATION_KINDS, type NotificationKind } from "./events";
import { notificationValues, type ShownNotification } from "./present";

// The bell's reads and its one write (issue 33). Every query names the user: a seller only ever reads or
// marks their own notifications.

/** How many notifications the bell lists: the newest; older ones have been seen or mailed. */
export const SHOWN_NOTIFICATIONS = 20;

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

export async function listNotifications(userId: string, take = SHOWN_NOTIFICATIONS): Promise<ShownNotification[]> {
  const rows = await db.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, kind: true, campaignId: true, values: true, createdAt: true, readAt: true },
  });
  return shownNotifications(userId, rows);
}

type Row = { id: string; kind: string; campaignId: string | null; values: unknown; createdAt: Date; readAt: Date | null };

/**
 * Stored rows as the bell and the mail show them, in their order: kinds the app knows, values it can
 * read, and the campaign's Meta id (for the fix link) read only if the campaign is still the user's; a
 * deleted campaign's notification stays, leading to the campaigns list.
 */
export async function shownNotifications(userId: string, rows: readonly Row[]): Promise<ShownNotification[]> {
  const campaignIds = [...new Set(rows.flatMap((row) => (row.campaignId ? [row.campaignId] : [])))];
  const campaigns = campaignIds.length
    ? await db.campaign.findMany({ where: { userId, id: { in: campaignIds } }, select: { id: true, metaCampaignId: true } })
    : [];
  const metaIds = new Map(campaigns.map((campaign) => [campaign.id, campaign.metaCampaignId]));
  return rows.flatMap(({ kind, campaignId, values, ...row }) =>
    isKind(kind)
      ? [
          {
            ...row,
            kind,
            campaignId: campaignId && metaIds.has(campaignId) ? campaignId : null,
            metaCampaignId: (campaignId && metaIds.get(campaignId)) || null,
            values: notificationValues(values),
          },
        ]
      : [],
  );
}

export const unreadNotifications = (userId: string) => db.notification.count({ where: { userId, readAt: null } });

/** Marks the user's notifications read: those named, or all of them. Answers how many changed. */
export async function markNotificationsRead(userId: string, ids?: readonly string[], now = new Date()): Promise<number> {
  const marked = await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids ? { id: { in: [...ids] } } : {}) },
    data: { readAt: now },
  });
  return marked.count;
}

/**
 * What a signed-in screen polls to notice a change without a reload: the unread count and a stamp that
 * moves whenever a notification arrives or any of the user's campaigns is written (a webhook's read-back,
 * a sync, an edit in another tab). Two indexed reads.
 */
export async function notificationPulse(userId: string): Promise<{ unread: number; stamp: string }> {
  const [unread, latest, campaigns] = await Promise.all([
    unreadNotifications(userId),
    db.notification.findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
    db.campaign.aggregate({ where: { userId }, _max: { updatedAt: true }, _count: { _all: true } }),
  ]);
  // Marking read moves the count, not the stamp: the screens need no refresh for it.
  const stamp = [latest?.createdAt.getTime() ?? 0, campaigns._max.updatedAt?.getTime() ?? 0, campaigns._count._all].join(".");
  return { unread, stamp };
}
