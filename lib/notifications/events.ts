/** What a sync reads of a campaign's delivery (lib/meta/sync's MetaDelivery), as far as notifications need it. */
type Delivery = { state: string; rejectedAds: number; reasons: string[] };

// What the app tells a seller about their campaigns at Meta (issue 33), as rows to record. Each event has
// a key that makes it one notification however many syncs, deliveries or processes see it: the state the
// change was read against (a campaign's last sync time) or the time Meta sent it.

export const NOTIFICATION_KINDS = ["adRejected", "billingHold", "fatigueHigh", "tokenExpiring", "noResults"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  campaignId: string | null;
  values: Record<string, string | number>;
  dedupeKey: string;
  /** Set when the event was already mailed on its own (the token's expiry has its own mail). */
  emailedAt?: Date;
};

type Campaign = { id: string; userId: string; name: string; syncedAt: Date | null };

/** A sync read the campaign's delivery as `after` where the app showed `before`: newly rejected ads, a new billing hold. */
export function deliveryNotifications(campaign: Campaign, before: Delivery | null, after: Delivery): NewNotification[] {
  const against = campaign.syncedAt ? String(campaign.syncedAt.getTime()) : "first";
  const base = { userId: campaign.userId, campaignId: campaign.id };
  const events: NewNotification[] = [];
  if (after.rejectedAds > (before?.rejectedAds ?? 0)) {
    events.push({
      ...base,
      kind: "adRejected",
      values: { campaign: campaign.name, ads: after.rejectedAds, reason: after.reasons[0] ?? "" },
      dedupeKey: `adRejected:${campaign.id}:${against}`,
    });
  }
  if (after.state === "billingHold" && before?.state !== "billingHold") {
    events.push({ ...base, kind: "billingHold", values: { campaign: campaign.name }, dedupeKey: `billingHold:${campaign.id}:${against}` });
  }
  return events;
}

/** The user's Meta connection ends soon (the mail about it is sent on its own: lib/meta/token-warning.ts). */
export function tokenExpiringNotification(userId: string, expiresAt: Date, now: Date): NewNotification {
  return {
    userId,
    campaignId: null,
    kind: "tokenExpiring",
    values: { expiresAt: expiresAt.toISOString() },
    dedupeKey: `tokenExpiring:${expiresAt.getTime()}`,
    emailedAt: now,
  };
}

/** A live campaign spent its budget every day since `since` (three days or more) with no result. */
export function noResultsNotification(campaign: Omit<Campaign, "syncedAt">, since: string, days: number): NewNotification {
  return {
    userId: campaign.userId,
    campaignId: campaign.id,
    kind: "noResults",
    values: { campaign: campaign.name, days, since },
    dedupeKey: `noResults:${campaign.id}:${since}`,
  };
}

/** Meta said an active ad's creative is highly fatigued. */
export function fatigueNotification(campaign: Omit<Campaign, "syncedAt">, adId: string, sentAt: Date): NewNotification {
  return {
    userId: campaign.userId,
    campaignId: campaign.id,
    kind: "fatigueHigh",
    values: { campaign: campaign.name },
    dedupeKey: `fatigueHigh:${adId}:${sentAt.getTime()}`,
  };
}
