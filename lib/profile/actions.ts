"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { ok } from "@/lib/actions/result";
import { db } from "@/lib/db";
import { perMinute } from "@/lib/rate-limit/limits";
import { profileNameSchema } from "./schemas";

export const updateProfileName = userAction(profileNameSchema, async ({ fullName }, user) => {
  await db.profile.upsert({ where: { userId: user.id }, create: { userId: user.id, fullName }, update: { fullName } });
  revalidatePath("/", "layout");
  return ok({ fullName });
});

// Issue 33: whether the seller's notifications are also mailed (the switch on /settings).
const notificationMailSchema = z.object({ enabled: z.boolean() });

export const setNotificationMailAction = userAction(
  notificationMailSchema,
  async ({ enabled }, user) => {
    await db.profile.upsert({ where: { userId: user.id }, create: { userId: user.id, notifyByEmail: enabled }, update: { notifyByEmail: enabled } });
    revalidatePath("/settings");
    return ok({ enabled });
  },
  { limit: perMinute("notificationMailSetting", 30) },
);
