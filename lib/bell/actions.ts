"use server";

import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { ok } from "@/lib/actions/result";
import { markNotificationsRead } from "@/lib/notifications";
import { NOTIFICATION_LIMITS } from "./limits";

/** Marks the caller's notifications read: the ones named, or all when none are. */
export const markNotificationsReadAction = userAction(
  z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() }),
  async ({ ids }, user) => ok({ marked: await markNotificationsRead(user.id, ids) }),
  { limit: NOTIFICATION_LIMITS.markRead },
);
