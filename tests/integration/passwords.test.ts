import { mockJar } from "./action-request";
import { signIn, signOut } from "@/lib/auth/auth";
import { checkCredentials, SIGN_IN_LIMIT_PER_PAIR } from "@/lib/auth/credentials";
import { changePasswordAction, requestPasswordResetAction, resetPasswordAction, signOutEverywhereAction } from "@/lib/account/password-actions";
import { resetLinkState } from "@/lib/auth/password-reset";
import { AUTH_LIMITS } from "@/lib/auth/limits";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { deliverAccountMails } from "./account-mail-helpers";
import { makeUser, signInAs } from "./factories";
import { linkTokenIn, outboxFor } from "./helpers";

// Issue 14: forgot password, reset, change, and sessions that end.

const OLD = "old-secret";
const NEW = "new-secret-2";

beforeEach(async () => {
  mockJar.clear();
  jest.mocked(signIn).mockClear();
  jest.mocked(signOut).mockClear();
  await db.rateLimitCounter.deleteMany();
});

async function seller(options: Parameters<typeof makeUser>[0] = {}) {
  return makeUser({ label: "pw", passwordHash: await hashPassword(OLD), ...options });
}

async function resetTokenFor(email: string): Promise<string> {
  expect(await requestPasswordResetAction({ email })).toEqual({ ok: true, data: null });
  await deliverAccountMails();
  return linkTokenIn(outboxFor(email).at(-1)!.text, "/auth/reset");
}

const liveSessions = (userId: string) => db.userSession.findMany({ where: { userId }, select: { id: true } });

describe("forgot password", () => {
  it("answers the same for an unknown address and mails nothing", async () => {
    const email = "nobody-here@example.com";
    expect(await requestPasswordResetAction({ email })).toEqual({ ok: true, data: null });
    await deliverAccountMails();
    expect(outboxFor(email)).toEqual([]);
  });

  it("mails a link in the visitor's language that a newer link retires", async () => {
    const user = await seller();
    const first = await resetTokenFor(user.email);
    expect(outboxFor(user.email).at(-1)?.subject).toBe("Reset your AdCampaign password");
    expect(await resetLinkState(first)).toBe("valid");
    const second = await resetTokenFor(user.email);
    expect(await resetLinkState(first)).toBe("expired");
    expect(await resetLinkState(second)).toBe("valid");
    // Only a hash is stored.
    expect(await db.passwordResetToken.count({ where: { tokenHash: second } })).toBe(0);
  });

  it("is limited per client address", async () => {
    for (let i = 0; i < AUTH_LIMITS.passwordReset.limit; i++) await requestPasswordResetAction({ email: `spray-${i}@example.com` });
    expect(await requestPasswordResetAction({ email: "one-more@example.com" })).toEqual({
      ok: false,
      error: "auth.errors.tooManyRequests",
      values: { retryAfterSeconds: expect.any(Number) },
    });
  });
});

describe("choosing a new password through the link", () => {
  it("sets it once, ends every session, signs this browser in and tells the owner", async () => {
    const user = await seller();
    await db.userSession.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    const token = await resetTokenFor(user.email);
    expect(await resetPasswordAction({ token, password: NEW, confirmPassword: NEW })).toEqual({ ok: true, data: { redirectTo: "/dashboard" } });
    expect(jest.mocked(signIn)).toHaveBeenCalledWith("credentials", { email: user.email, password: NEW, redirect: false });
    expect(await liveSessions(user.id)).toEqual([]);
    expect(await checkCredentials({ email: user.email, password: NEW }, "10.9.0.1")).toMatchObject({ ok: true });
    expect(await checkCredentials({ email: user.email, password: OLD }, "10.9.0.1")).toEqual({ ok: false, reason: "invalid_credentials" });
    await deliverAccountMails();
    expect(outboxFor(user.email).at(-1)?.subject).toBe("Your AdCampaign password was changed");
    // Single use.
    expect(await resetPasswordAction({ token, password: "third-secret", confirmPassword: "third-secret" })).toEqual({
      ok: false,
      error: "auth.reset.link.already_used",
    });
    expect(await checkCredentials({ email: user.email, password: NEW }, "10.9.0.2")).toMatchObject({ ok: true });
  });

  it("refuses an expired link and changes nothing", async () => {
    const user = await seller();
    const token = await resetTokenFor(user.email);
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetPasswordAction({ token, password: NEW, confirmPassword: NEW })).toEqual({ ok: false, error: "auth.reset.link.expired" });
    expect(await checkCredentials({ email: user.email, password: OLD }, "10.9.1.1")).toMatchObject({ ok: true });
    expect(await liveSessions(user.id)).toHaveLength(1);
  });

  it("refuses a made-up link and two different passwords, on their field", async () => {
    expect(await resetPasswordAction({ token: "x".repeat(43), password: NEW, confirmPassword: NEW })).toEqual({ ok: false, error: "auth.reset.link.invalid" });
    expect(await resetPasswordAction({ token: "x".repeat(43), password: NEW, confirmPassword: "other-one" })).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: "auth.errors.passwordsDiffer" },
    });
  });

  it("confirms an address that never was (the link proved it)", async () => {
    const user = await seller({ confirmed: false });
    const token = await resetTokenFor(user.email);
    await resetPasswordAction({ token, password: NEW, confirmPassword: NEW });
    expect(await checkCredentials({ email: user.email, password: NEW }, "10.9.2.1")).toMatchObject({ ok: true });
  });

  it("lifts the wrong-password limit the owner ran into from their own address", async () => {
    const user = await seller();
    for (let i = 0; i <= SIGN_IN_LIMIT_PER_PAIR.limit; i++) await checkCredentials({ email: user.email, password: "guess" }, "10.9.3.1");
    expect(await checkCredentials({ email: user.email, password: OLD }, "10.9.3.1")).toEqual({ ok: false, reason: "rate_limited" });
    const token = await resetTokenFor(user.email);
    await resetPasswordAction({ token, password: NEW, confirmPassword: NEW });
    expect(await checkCredentials({ email: user.email, password: NEW }, "10.9.3.1")).toMatchObject({ ok: true });
  });
});

describe("changing the password on /profile", () => {
  it("needs the current password", async () => {
    const user = await seller();
    signInAs(user);
    expect(await changePasswordAction({ currentPassword: "wrong", password: NEW, confirmPassword: NEW })).toEqual({
      ok: false,
      error: "auth.errors.wrongCurrentPassword",
      fieldErrors: { currentPassword: "auth.errors.wrongCurrentPassword" },
    });
    expect(await checkCredentials({ email: user.email, password: OLD }, "10.9.4.1")).toMatchObject({ ok: true });
  });

  it("keeps this browser signed in and ends every other session", async () => {
    const user = await seller();
    const other = await db.userSession.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    signInAs(user);
    expect(await changePasswordAction({ currentPassword: OLD, password: NEW, confirmPassword: NEW })).toEqual({ ok: true, data: null });
    expect((await liveSessions(user.id)).map((row) => row.id)).toEqual([user.sessionId]);
    expect(await db.userSession.findUnique({ where: { id: other.id } })).toBeNull();
    expect(await checkCredentials({ email: user.email, password: NEW }, "10.9.4.2")).toMatchObject({ ok: true });
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the user, this one included, and no one else's", async () => {
    const user = await seller();
    const bystander = await seller();
    await db.userSession.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    signInAs(user);
    expect(await signOutEverywhereAction({})).toEqual({ ok: true, data: { redirectTo: "/auth" } });
    expect(await liveSessions(user.id)).toEqual([]);
    expect(await liveSessions(bystander.id)).toHaveLength(1);
    expect(jest.mocked(signOut)).toHaveBeenCalled();
    // The cookie this browser still holds opens nothing.
    expect(await changePasswordAction({ currentPassword: OLD, password: NEW, confirmPassword: NEW })).toEqual({ ok: false, error: "errors.unauthorized" });
  });
});
