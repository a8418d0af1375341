"use server";

import { z } from "zod";
import { publicAction, userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { requestLocale } from "@/lib/i18n/request-locale";
import { requestLogger } from "@/lib/log/request";
import { forgetFailedSignIns } from "@/lib/auth/credentials";
import { AUTH_LIMITS } from "@/lib/auth/limits";
import { changePassword } from "@/lib/auth/password-change";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { signOutEverywhere } from "@/lib/auth/sign-out";

// Forgot password, reset, change, and "sign out everywhere" (issue 14).

export const requestPasswordResetAction = publicAction(
  forgotPasswordSchema,
  async ({ email }) => {
    try {
      await requestPasswordReset(email, await requestLocale());
    } catch (error) {
      // The same answer either way: the mail could not be queued, whoever the address belongs to.
      (await requestLogger()).error({ err: error }, "[password-reset] mail not queued");
    }
    return ok(null);
  },
  { limit: AUTH_LIMITS.passwordReset },
);

export const resetPasswordAction = publicAction(
  resetPasswordSchema,
  async ({ token, password }) => {
    const outcome = await resetPassword(token, password, await requestLocale());
    if (!outcome.ok) return fail(`auth.reset.link.${outcome.state}`);
    // The link proved the owner: earlier wrong passwords no longer hold the address back.
    await forgetFailedSignIns(outcome.email);
    const refused = await signInWithPassword(outcome.email, password);
    return ok({ redirectTo: refused ? "/auth?reset=done" : "/dashboard" });
  },
  { limit: AUTH_LIMITS.newPassword },
);

export const changePasswordAction = userAction(
  changePasswordSchema,
  async (values, user) => {
    const outcome = await changePassword(user, values, await requestLocale());
    if (outcome === "wrong_password") return fail("auth.errors.wrongCurrentPassword", { currentPassword: "auth.errors.wrongCurrentPassword" });
    return ok(null);
  },
  { limit: AUTH_LIMITS.changePassword },
);

export const signOutEverywhereAction = userAction(z.object({}).optional(), async (_input, user) => {
  await signOutEverywhere(user.id);
  return ok({ redirectTo: "/auth" });
});
