"use server";

import { AuthError } from "next-auth";
import { z } from "zod";
import { getLocale } from "next-intl/server";
import { publicAction } from "@/lib/actions/builder";
import { isLocale } from "@/lib/i18n/config";
import { fail, ok, type MessageKey } from "@/lib/actions/result";
import { requestLogger } from "@/lib/log/request";
import type { SignInFailure } from "./credentials";
import { AUTH_LIMITS } from "./limits";
import { signIn, signOut } from "./index";
import { resendConfirmationSchema, signInSchema, signUpSchema } from "./schemas";
import { createAccount, resendConfirmation } from "./sign-up";

const signInErrors: Record<SignInFailure, MessageKey> = {
  invalid_credentials: "auth.errors.invalidCredentials",
  email_not_confirmed: "auth.errors.emailNotConfirmed",
  rate_limited: "auth.errors.rateLimited",
};

export const signInAction = publicAction(signInSchema, async ({ email, password }) => {
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof AuthError) {
      const code = (error as AuthError & { code?: string }).code as SignInFailure | undefined;
      return fail(code && code in signInErrors ? signInErrors[code] : "auth.errors.invalidCredentials");
    }
    throw error;
  }
  return ok({ redirectTo: "/dashboard" });
});

async function requestLocale() {
  const locale = await getLocale();
  return isLocale(locale) ? locale : "en";
}

export const signUpAction = publicAction(
  signUpSchema,
  async (account) => {
    try {
      // The same answer whether or not the address has an account (its owner is e-mailed instead).
      await createAccount(account, await requestLocale());
    } catch (error) {
      // createAccount rolled back: nothing was created, the visitor may simply try again.
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

// Signing out needs no guard: without a session it only clears cookies. A server action is a POST
// that Next.js refuses from another origin, so no other site can sign a user out.
export const signOutAction = publicAction(z.object({}).optional(), async () => {
  await signOut({ redirect: false });
  return ok(null);
});
