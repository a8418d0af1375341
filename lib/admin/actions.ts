"use server";

import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { requestLogger } from "@/lib/log/request";
import { createUser, updateUserPlan } from "./users";
import { createUserSchema, updateUserPlanSchema } from "./users-schemas";

// The admin dashboard's user actions. adminAction checks the session and the admin role (read from
// user_roles, not from the session) before the input is even parsed.

export const createUserAction = adminAction(createUserSchema, async (input, admin) => {
  try {
    const outcome = await createUser({ id: admin.id, email: admin.email }, input);
    if (!outcome.ok) return fail("admin.users.errors.emailTaken", { email: "admin.users.errors.emailTaken" });
  } catch (error) {
    (await requestLogger()).error({ err: error, adminId: admin.id }, "[admin] create user failed");
    return fail("errors.unexpected");
  }
  revalidatePath("/admin");
  return ok(null);
});

export const updateUserPlanAction = adminAction(updateUserPlanSchema, async (input, admin) => {
  try {
    const outcome = await updateUserPlan({ id: admin.id, email: admin.email }, input);
    if (!outcome.ok) return fail("admin.users.errors.notFound");
  } catch (error) {
    (await requestLogger()).error({ err: error, adminId: admin.id, userId: input.userId }, "[admin] plan change failed");
    return fail("errors.unexpected");
  }
  revalidatePath("/admin");
  return ok({ planType: input.planType, campaignLimit: input.campaignLimit });
});
