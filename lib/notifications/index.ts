// What the app tells sellers about their campaigns at Meta (issue 33).
export {
  deliveryNotifications,
  fatigueNotification,
  noResultsNotification,
  NOTIFICATION_KINDS,
  tokenExpiringNotification,
  type NewNotification,
  type NotificationKind,
} from "./events";
export { recordNoResults } from "./no-results";
export { recordNotifications, recordNotificationsQuery } from "./record";
export { notificationLinks, notificationValues, type NotificationLinks, type ShownNotification } from "./present";
export { listNotifications, markNotificationsRead, notificationPulse, SHOWN_NOTIFICATIONS, unreadNotifications } from "./list";
export { mailNotifications, notificationMailEnabled, queueNotificationMail, type NotificationMailOutcome } from "./mail";
