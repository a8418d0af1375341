import { mailDateTime } from "@/lib/i18n/date-time";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import type { NotificationKind } from "./events";
import { notificationLinks } from "./present";

// The words of the grouped notification mail (issue 33): each notification as the bell says it (its
// title, body, Meta's reason, the fix link) with its page in the app, oldest first, and how to stop
// these mails. Plain text, like the account mails; every link absolute.

export type MailedNotification = {
  kind: NotificationKind;
  campaignId: string | null;
  metaCampaignId: string | null;
  values: Record<string, string | number>;
};

export type NotificationMailText = { subject: string; text: string };

type Translate = ReturnType<typeof translatorFor>;

/** The values a kind's body takes: the recorded ones, and the connection's end as a date in Brazil's time. */
function bodyValues(notification: MailedNotification, locale: Locale): Record<string, string | number> {
  const { expiresAt } = notification.values;
  if (notification.kind !== "tokenExpiring" || typeof expiresAt !== "string") return notification.values;
  return { ...notification.values, date: mailDateTime(new Date(expiresAt), locale) };
}

function entry(t: Translate, notification: MailedNotification, position: number, link: (path: string) => string, locale: Locale): string {
  const { kind, values } = notification;
  const links = notificationLinks(notification);
  const lines = [`${position}. ${t(`notifications.kinds.${kind}.title`)}`, t(`notifications.kinds.${kind}.body`, bodyValues(notification, locale))];
  if (kind === "adRejected" && typeof values.reason === "string" && values.reason.trim())
    lines.push(t("notifications.kinds.adRejected.reason", { reason: values.reason }));
  // The connection's end has no fix link: its page (Integrations) is where it is fixed.
  if (links.fix && kind !== "tokenExpiring")
    lines.push(`${t(`notifications.kinds.${kind}.fix`)}: ${links.fix.external ? links.fix.href : link(links.fix.href)}`);
  lines.push(`${t("notificationMail.open")}: ${link(links.open)}`);
  return lines.join("\n");
}

/** The mail of `notifications` (oldest first) to a seller greeted by `name` (null: no name). */
export function notificationMailText(input: {
  name: string | null;
  notifications: readonly MailedNotification[];
  appUrl: string;
  locale: Locale;
}): NotificationMailText {
  const { name, notifications, appUrl, locale } = input;
  const t = translatorFor(locale);
  const link = (path: string) => new URL(path, appUrl).toString();
  const greeting = name ? t("mail.greeting", { name }) : t("mail.greetingNoName");
  const entries = notifications.map((notification, index) => entry(t, notification, index + 1, link, locale));
  return {
    subject: t("notificationMail.subject", { count: notifications.length }),
    text: [greeting, t("notificationMail.intro"), ...entries, `${t("notificationMail.settings")}\n${link("/settings")}`].join("\n\n"),
  };
}
