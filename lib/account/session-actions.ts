"use server";

import { z } from "zod";
import { publicAction } from "@/lib/pipeline/action";
import { requestLocale } from "@/lib/i18n/request-locale";
import { fail, ok } from "@/lib/actions/result";
import { requestLogger } from "@/lib/log/request";
import { forgetFailedSignIns } from "@/lib/auth/credentials";
import { confirmEmail } from "@/lib/auth/email-verification";
import { AUTH_LIMITS } from "@/lib/auth/limits";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { signOutHere } from "@/lib/auth/sign-out";
import { confirmEmailSchema, resendConfirmationSchema, signInSchema, signUpSchema } from "@/lib/auth/schemas";
import { createAccount, resendConfirmation } from "@/lib/auth/sign-up";

export const signInAction = publicAction(signInSchema, async ({ email, password }) => {
  const refused = await signInWithPassword(email, password);
  return refused ?? ok({ redirectTo: "/dashboard" });
});

export const signUpAction = publicAction(
  signUpSchema,
  async (account) => {
    try {
      // The same answer whether or not the address has an account (its owner is e-mailed instead).
      await createAccount(account, await requestLocale());
    } catch (error) {
      // The visitor may simply try again: a sign-up for an address never confirmed starts it afresh.
      (await requestLogger()).error({ err: error }, "[sign-up] failed");
      return fail("auth.errors.mailFailed");
    }
    return ok(null);
  },
  { limit: AUTH_LIMITS.signUp },
);

export const resendConfirmationAction = publicAction(
  resendConfirmationSchema,
  async ({ email }) => {
    try {
      const outcome = await resendConfirmation(email, await requestLocale());
      if (outcome === "rate_limited") return fail("auth.errors.resendRateLimited");
    } catch (error) {
      (await requestLogger()).error({ err: error }, "[resend-confirmation] failed");
      return fail("auth.errors.mailFailed");
    }
    return ok(null);
  },
  { limit: AUTH_LIMITS.resendConfirmation },
);

// The confirmation page: the link's token and the sign-up's password confirm the address and sign in.
export const confirmEmailAction = publicAction(
  confirmEmailSchema,
  async ({ token, password }) => {
    const confirmation = await confirmEmail(token, password);
    if (confirmation.outcome === "wrong_password") {
      return fail("auth.confirmEmail.wrongPassword", { password: "auth.confirmEmail.wrongPassword" });
    }
    if (confirmation.outcome !== "confirmed") return fail(`auth.confirmation.${confirmation.outcome}`);
    // Sign-in attempts refused while the address was unconfirmed no longer hold it back.
    await forgetFailedSignIns(confirmation.email);
    const refused = await signInWithPassword(confirmation.email, password);
    return ok({ redirectTo: refused ? "/auth?confirmation=confirmed" : "/dashboard" });
  },
  { limit: AUTH_LIMITS.confirmEmail },
);

// Signing out needs no guard: without a session it only clears cookies. A server action is a POST
// that Next.js refuses from another origin, so no other site can sign a user out.
export const signOutAction = publicAction(z.object({}).optional(), async () => {
  await signOutHere();
  return ok(null);
});
