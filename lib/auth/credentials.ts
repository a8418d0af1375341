import "server-only";
import { db } from "@/lib/db";
import { consumeRateLimit, refundRateLimit, resetRateLimit } from "@/lib/rate-limit/counter";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password";
import { signInSchema } from "./schemas";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed attempts on one e-mail from one address: then that address waits, the owner elsewhere does not. */
export const SIGN_IN_LIMIT_PER_PAIR = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Failed attempts from one address on any e-mails (password spraying). */
export const SIGN_IN_LIMIT_PER_IP = { limit: 30, windowMs: FIFTEEN_MINUTES };
/** Failed attempts on one e-mail from anywhere: past it, every attempt is slowed, never refused. */
export const SIGN_IN_CEILING_PER_EMAIL = { limit: 20, windowMs: FIFTEEN_MINUTES };
export const SIGN_IN_SLOWDOWN_MS = 3000;

/** After a password reset (which proved the owner): the failed attempts on the address no longer hold anyone back. */
export async function forgetFailedSignIns(email: string): Promise<void> {
  // A prefix compared as text: LIKE would read "_" in an address as a wildcard.
  const pairs = `sign-in:pair:${email}:`;
  await db.$executeRaw`DELETE FROM rate_limit_counters WHERE left(key, ${pairs.length}) = ${pairs} OR key = ${`sign-in:email:${email}`}`;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SignInFailure = "invalid_credentials" | "email_not_confirmed" | "account_disabled" | "rate_limited";
export type CredentialsCheck = { ok: true; user: { id: string; email: string; name: string | null; isAdmin: boolean } } | { ok: false; reason: SignInFailure };

// Checks a sign-in attempt. Used by the Auth.js credentials provider, so the limits also hold for
// requests that post to Auth.js directly instead of going through the sign-in action. No limit a
// stranger can reach locks the owner out: wrong passwords count per (e-mail, address) pair and per
// address; the per-e-mail ceiling only slows attempts down (issue 14).
export async function checkCredentials(input: unknown, clientIp: string, pause: (ms: number) => Promise<void> = wait): Promise<CredentialsCheck> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid_credentials" };
  const { email, password } = parsed.data;

  // Without the app's server telling the address (`next dev`), every visitor would share one "unknown"
  // bucket: the per-address limit then stands aside (the pair then counts per e-mail).
  const ipKey = clientIp === "unknown" ? null : `sign-in:ip:${clientIp}`;
  const pairKey = `sign-in:pair:${email}:${clientIp}`;
  const emailKey = `sign-in:email:${email}`;
  const [byIp, byPair, byEmail] = await Promise.all([
    ipKey ? consumeRateLimit(ipKey, SIGN_IN_LIMIT_PER_IP) : { allowed: true },
    consumeRateLimit(pairKey, SIGN_IN_LIMIT_PER_PAIR),
    consumeRateLimit(emailKey, SIGN_IN_CEILING_PER_EMAIL),
  ]);
  if (!byIp.allowed || !byPair.allowed) return { ok: false, reason: "rate_limited" };
  if (!byEmail.allowed) await pause(SIGN_IN_SLOWDOWN_MS);

  const user = await db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      emailVerifiedAt: true,
      disabledAt: true,
      profile: { select: { fullName: true } },
      roles: { select: { role: true } },
    },
  });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
  if (!user || !passwordMatches) return { ok: false, reason: "invalid_credentials" };
  // Only told once the password is right, so it reveals nothing about other people's accounts.
  if (!user.emailVerifiedAt) return { ok: false, reason: "email_not_confirmed" };
  if (user.disabledAt) return { ok: false, reason: "account_disabled" };

  // The limits count failed attempts: a good sign-in gives its place back, so people behind one
  // address (an office, a shop's Wi-Fi) are not locked out by each other's successes.
  await Promise.all([resetRateLimit(pairKey), refundRateLimit(emailKey), ipKey ? refundRateLimit(ipKey) : null]);
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
