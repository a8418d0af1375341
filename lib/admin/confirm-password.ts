import "server-only";
import { fail, type ActionFailure } from "@/lib/actions/result";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { consumeRateLimit, refundRateLimit } from "@/lib/rate-limit/counter";
import { HOUR_MS } from "@/lib/rate-limit/limits";

// An admin re-types their password before the most dangerous acts (deleting another admin, showing a
// stored provider key): a session cookie alone, copied or left open, is not enough for them (issue 29).

/** Wrong passwords per admin, over every act that asks for it; right ones are given back. */
export const ADMIN_PASSWORD_LIMIT = { limit: 10, windowMs: HOUR_MS };

export type PasswordRefusal = "wrong_password" | "rate_limited";

const FAILURES: Record<PasswordRefusal, ActionFailure> = {
  wrong_password: fail("admin.confirmPassword.wrong", { password: "admin.confirmPassword.wrong" }),
  rate_limited: fail("admin.confirmPassword.rateLimited", { password: "admin.confirmPassword.rateLimited" }),
};

/** null when `password` is the admin's own, else why not (a refusal past the limit checks nothing). */
export async function checkAdminPassword(adminId: string, password: string | undefined): Promise<PasswordRefusal | null> {
  const key = `admin-password:user:${adminId}`;
  if (!(await consumeRateLimit(key, ADMIN_PASSWORD_LIMIT)).allowed) return "rate_limited";
  const account = await db.user.findUnique({ where: { id: adminId }, select: { passwordHash: true } });
  if (!account || !password || !(await verifyPassword(account.passwordHash, password))) return "wrong_password";
  await refundRateLimit(key);
  return null;
}

/** The action's answer to a refusal, under the password field. */
export const passwordRefusalFailure = (refusal: PasswordRefusal): ActionFailure => FAILURES[refusal];
