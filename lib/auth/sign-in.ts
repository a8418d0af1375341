import "server-only";
import { AuthError } from "next-auth";
import { fail, type ActionFailure, type MessageKey } from "@/lib/actions/result";
import type { SignInFailure } from "./credentials";
import { signIn } from "./auth";

const signInErrors: Record<SignInFailure, MessageKey> = {
  invalid_credentials: "auth.errors.invalidCredentials",
  email_not_confirmed: "auth.errors.emailNotConfirmed",
  account_disabled: "auth.errors.accountDisabled",
  rate_limited: "auth.errors.rateLimited",
};

/** Signs this browser in through Auth.js (its limits and checks included); null when signed in, else why not. */
export async function signInWithPassword(email: string, password: string): Promise<ActionFailure | null> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return null;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const code = (error as AuthError & { code?: string }).code as SignInFailure | undefined;
    return fail(code && code in signInErrors ? signInErrors[code] : "auth.errors.invalidCredentials");
  }
}
