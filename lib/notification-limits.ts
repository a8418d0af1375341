import { perMinute } from "@/lib/rate-limit/limits";

// A signed-in tab polls the pulse every few seconds while visible (components/layout/use-pulse.ts);
// a seller with a handful of tabs open stays well under these.
export const NOTIFICATION_LIMITS = {
  pulse: perMinute("notificationPulse", 120),
  list: perMinute("notificationList", 60),
  markRead: perMinute("notificationMarkRead", 60),
};
