import { perMinute } from "@/lib/rate-limit/limits";

/** How often a visible signed-in tab asks the pulse (components/layout/use-pulse.ts). */
export const PULSE_INTERVAL_MS = 5_000;

// A seller with a handful of tabs open, each polling the pulse, stays well under these. The pulse answers
// visitors too (a tab whose session ended), so it is counted per address, with room for the many phones a
// mobile carrier puts behind one address.
export const NOTIFICATION_LIMITS = {
  pulse: perMinute("notificationPulse", 600, { per: "address" }),
  list: perMinute("notificationList", 60),
  markRead: perMinute("notificationMarkRead", 60),
};
