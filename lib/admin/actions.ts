"use server";

import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { createUser, updateUserPlan } from "./users";
import { createUserSchema, updateUserPlanSchema } from "./users-schemas";

// The admin dashboard's user actions. adminAction checks the session and the admin role (read from
// user_roles, not from the session) before the input is even parsed; a throw is the pipeline's to
// answer (logged once with the admin's id, errors.unexpected).

export const createUserAction = adminAction(createUserSchema, async (input, admin) => {
  const outcome = await createUser({ id: admin.id, email: admin.email }, input);
  if (!outcome.ok) return fail("admin.users.errors.emailTaken", { email: "admin.users.errors.emailTaken" });
  revalidatePath("/admin");
  return ok(null);
});

export const updateUserPlanAction = adminAction(updateUserPlanSchema, async (input, admin) => {
  const outcome = await updateUserPlan({ id: admin.id, email: admin.email }, input);
  if (!outcome.ok) return fail("admin.users.errors.notFound");
  revalidatePath("/admin");
  return ok({ planType: input.planType, campaignLimit: input.campaignLimit });
});
