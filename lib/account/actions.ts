"use server";

import { revalidatePath } from "next/cache";
import { adminAction, userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { signOut } from "@/lib/auth/auth";
import { checkAdminPassword, passwordRefusalFailure } from "@/lib/admin/confirm-password";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { deleteAccount } from "./delete";
import { setAccountDisabled } from "./disable";
import { ACCOUNT_LIMITS } from "./limits";
import { deleteMyAccountSchema, deleteUserSchema, setUserDisabledSchema } from "./schemas";

// "Delete my account" (LGPD): the password again, then lib/account/delete.ts, then this browser is signed
// out (the account's other sessions went with its rows).
export const deleteMyAccountAction = userAction(
  deleteMyAccountSchema,
  async ({ password }, user) => {
    const account = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
    if (!account || !(await verifyPassword(account.passwordHash, password))) {
      return fail("account.delete.errors.wrongPassword", { password: "account.delete.errors.wrongPassword" });
    }
    const outcome = await deleteAccount(user.id);
    if (!outcome.ok) return fail(outcome.error, undefined, outcome.values);
    await signOut({ redirect: false });
    return ok({ campaigns: outcome.campaigns, pausedAtMeta: outcome.pausedAtMeta });
  },
  { limit: ACCOUNT_LIMITS.delete },
);

// The same deletion from the admin's users tab, recorded as the admin's. An admin's own account is
// deleted from their profile, with their password, not from here; another admin's only with the acting
// admin's password too (a session cookie alone must not remove the admins).
export const adminDeleteUserAction = adminAction(
  deleteUserSchema,
  async ({ userId, password }, admin) => {
    if (userId === admin.id) return fail("admin.users.errors.cannotDeleteSelf");
    const targetIsAdmin = await db.userRole.count({ where: { userId, role: "admin" } });
    const refusal = targetIsAdmin ? await checkAdminPassword(admin.id, password) : null;
    if (refusal) return passwordRefusalFailure(refusal);
    const outcome = await deleteAccount(userId, { id: admin.id, email: admin.email });
    if (!outcome.ok) return fail(outcome.error === "account.delete.errors.notFound" ? "admin.users.errors.notFound" : outcome.error, undefined, outcome.values);
    revalidatePath("/admin");
    return ok({ campaigns: outcome.campaigns, pausedAtMeta: outcome.pausedAtMeta });
  },
  { limit: ACCOUNT_LIMITS.adminDelete },
);

// Disabling an account from the admin's users tab: its campaigns paused at Meta first, its sessions ended.
export const adminSetUserDisabledAction = adminAction(
  setUserDisabledSchema,
  async ({ userId, disabled }, admin) => {
    const outcome = await setAccountDisabled(userId, disabled, { id: admin.id, email: admin.email });
    if (!outcome.ok) return fail(outcome.error, undefined, outcome.values);
    revalidatePath("/admin");
    return ok({ pausedAtMeta: outcome.pausedAtMeta });
  },
  { limit: ACCOUNT_LIMITS.adminDisable },
);
