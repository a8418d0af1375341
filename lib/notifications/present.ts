import { META_PAYMENT_SETTINGS_URL } from "@/lib/meta/account-standing";
import { adsManagerCampaignUrl } from "@/lib/meta/connection";
import type { NotificationKind } from "./events";

// What a notification says and where it leads, the same in the bell and in the mail (issue 33). Texts
// live under the messages' `notifications.kinds.<kind>` (title, body, fix); the values are the ones the
// event recorded. Each has the page in the app it is about and, where Meta is where it gets fixed, the
// fix link (Meta's reason is read and fixed in Ads Manager; payment in Meta's billing settings).

export type ShownNotification = {
  id: string;
  kind: NotificationKind;
  campaignId: string | null;
  metaCampaignId: string | null;
  values: Record<string, string | number>;
  createdAt: Date;
  readAt: Date | null;
};

export type NotificationLinks = {
  /** The app's page about it. */
  open: string;
  /** Where it is fixed: outside the app (`external`) or a page of the app. */
  fix: { href: string; external: boolean } | null;
};

export function notificationLinks(notification: Pick<ShownNotification, "kind" | "campaignId" | "metaCampaignId">): NotificationLinks {
  const { kind, campaignId, metaCampaignId } = notification;
  const campaignPage = campaignId ? `/campaigns/${campaignId}` : "/campaigns";
  const atMeta = metaCampaignId ? { href: adsManagerCampaignUrl(metaCampaignId), external: true } : null;
  switch (kind) {
    case "adRejected":
    case "fatigueHigh":
      return { open: campaignPage, fix: atMeta };
    case "billingHold":
      return { open: campaignPage, fix: { href: META_PAYMENT_SETTINGS_URL, external: true } };
    case "noResults":
      return { open: campaignPage, fix: campaignId ? { href: `/campaign/edit/${campaignId}`, external: false } : null };
    case "tokenExpiring":
      return { open: "/integrations", fix: null };
  }
}

/** The values as the texts take them: a count stays a number, the rest are strings. */
export function notificationValues(values: unknown): Record<string, string | number> {
  if (!values || typeof values !== "object" || Array.isArray(values)) return {};
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number"),
  );
}
