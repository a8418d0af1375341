"use server";

import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/actions/builder";
import { ok } from "@/lib/actions/result";
import { db } from "@/lib/db";
import { profileNameSchema } from "./schemas";

export const updateProfileName = userAction(profileNameSchema, async ({ fullName }, user) => {
  await db.profile.upsert({ where: { userId: user.id }, create: { userId: user.id, fullName }, update: { fullName } });
  revalidatePath("/", "layout");
  return ok({ fullName });
});
