import "server-only";
import { db } from "@/lib/db";
import { consumeRateLimit, refundRateLimit, resetRateLimit } from "@/lib/rate-limit";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password";
import { signInSchema } from "./schemas";

export const SIGN_IN_LIMIT_PER_EMAIL = { limit: 10, windowMs: 15 * 60 * 1000 };
export const SIGN_IN_LIMIT_PER_IP = { limit: 30, windowMs: 15 * 60 * 1000 };

export type SignInFailure = "invalid_credentials" | "email_not_confirmed" | "rate_limited";
export type CredentialsCheck = { ok: true; user: { id: string; email: string; name: string | null; isAdmin: boolean } } | { ok: false; reason: SignInFailure };

// Checks a sign-in attempt. Used by the Auth.js credentials provider, so the limits also hold for
// requests that post to Auth.js directly instead of going through the sign-in action.
export async function checkCredentials(input: unknown, clientIp: string): Promise<CredentialsCheck> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid_credentials" };
  const { email, password } = parsed.data;

  // Without the app's server telling the address (`next dev`), every visitor would share one "unknown"
  // bucket: the per-address limit then stands aside (the per-e-mail one holds).
  const ipKey = clientIp === "unknown" ? null : `sign-in:ip:${clientIp}`;
  const [byIp, byEmail] = await Promise.all([
    ipKey ? consumeRateLimit(ipKey, SIGN_IN_LIMIT_PER_IP) : { allowed: true },
    consumeRateLimit(`sign-in:email:${email}`, SIGN_IN_LIMIT_PER_EMAIL),
  ]);
  if (!byIp.allowed || !byEmail.allowed) return { ok: false, reason: "rate_limited" };

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, emailVerifiedAt: true, profile: { select: { fullName: true } }, roles: { select: { role: true } } },
  });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
  if (!user || !passwordMatches) return { ok: false, reason: "invalid_credentials" };
  // Only told once the password is right, so it reveals nothing about other people's accounts.
  if (!user.emailVerifiedAt) return { ok: false, reason: "email_not_confirmed" };

  // The limits count failed attempts: a good sign-in gives its place back, so people behind one
  // address (an office, a shop's Wi-Fi) are not locked out by each other's successes.
  await Promise.all([resetRateLimit(`sign-in:email:${email}`), ipKey ? refundRateLimit(ipKey) : null]);
  return {
    ok: true,
    user: {
      id: user.id,
      email: user.email,
      name: user.profile?.fullName ?? null,
      isAdmin: user.roles.some((role) => role.role === "admin"),
    },
  };
}
