import { perMinute } from "@/lib/rate-limit/limits";

/** How often a visible signed-in tab asks the pulse (components/layout/use-pulse.ts). */
export const PULSE_INTERVAL_MS = 5_000;

// A seller with a handful of tabs open, each polling the pulse, stays well under these.
export const NOTIFICATION_LIMITS = {
  pulse: perMinute("notificationPulse", 120),
  list: perMinute("notificationList", 60),
  markRead: perMinute("notificationMarkRead", 60),
};
