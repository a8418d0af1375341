// What the app tells sellers about their campaigns at Meta (issue 33).
export { deliveryNotifications, fatigueNotification, NOTIFICATION_KINDS, type NewNotification, type NotificationKind } from "./events";
export { recordNotifications, recordNotificationsQuery } from "./record";
