import { mockJar } from "./action-request";
import { confirmEmailAction, resendConfirmationAction, signUpAction } from "@/lib/account/session-actions";
import { checkCredentials } from "@/lib/auth/credentials";
import { signIn } from "@/lib/auth/auth";
import { confirmEmail } from "@/lib/auth/email-verification";
import { hashPassword } from "@/lib/auth/password";
import { requestPasswordResetAction } from "@/lib/account/password-actions";
import { resetLinkState } from "@/lib/auth/password-reset";
import { db } from "@/lib/db";
import { QUEUES } from "@/lib/jobs/queues";
import { captureLogs } from "@/lib/log/capture";
import { sendMail } from "@/lib/mail";
import { deliverAccountMails, queuedAccountMails } from "./account-mail-helpers";
import { makeUser } from "./factories";
import { confirmationTokenIn, linkTokenIn, outboxFor, uniqueEmail } from "./helpers";
import { clearJobs, startTestWorker, waitFor } from "./jobs-helpers";

// Issue 29, items 2–4: nobody can pre-claim an address, names in mail are data, and the account
// requests answer after the same work whether or not the address has an account (decision 017).

jest.mock("@/lib/mail", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail")>("@/lib/mail");
  return { ...actual, sendMail: jest.fn(actual.sendMail) };
});

jest.setTimeout(60_000);

const PHISHING = "Ana\nATENÇÃO: sua conta será bloqueada, regularize em https://evil.example";

beforeEach(async () => {
  await clearJobs();
  mockJar.clear();
  jest.mocked(sendMail).mockClear();
  jest.mocked(signIn).mockClear();
  await db.rateLimitCounter.deleteMany();
});

const signUp = (email: string, fullName: string, password: string) => signUpAction({ fullName, email, password });

describe("an address cannot be pre-claimed (issue 29, item 2)", () => {
  it("the owner's later sign-up replaces a stranger's: the mailed link confirms the owner's own password and name", async () => {
    const email = uniqueEmail("victim");
    expect(await signUp(email, "Attacker", "attacker-secret")).toEqual({ ok: true, data: null });
    await deliverAccountMails();
    expect(await signUp(email, "Vitória Lima", "victim-secret")).toEqual({ ok: true, data: null });
    await deliverAccountMails();

    const [strangers, owners] = outboxFor(email);
    expect(owners?.text).not.toContain("Attacker");
    expect(await confirmEmail(confirmationTokenIn(strangers!.text), "attacker-secret")).toEqual({ outcome: "expired" });
    expect(await confirmEmail(confirmationTokenIn(owners!.text), "victim-secret")).toEqual({ outcome: "confirmed", email });
    expect(await checkCredentials({ email, password: "victim-secret" }, "10.29.0.1")).toMatchObject({ ok: true, user: { name: "Vitória Lima" } });
    expect(await checkCredentials({ email, password: "attacker-secret" }, "10.29.0.1")).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("still replaces the stranger's password when the address's mails for the hour are spent", async () => {
    const email = uniqueEmail("victim");
    for (let i = 0; i < 4; i++) await signUp(email, "Attacker", "attacker-secret");
    await deliverAccountMails();
    const mailed = outboxFor(email).length;
    await signUp(email, "Vitória Lima", "victim-secret");
    await deliverAccountMails();
    // No new mail this hour, and every link mailed before is dead: none confirms the stranger's password.
    expect(outboxFor(email)).toHaveLength(mailed);
    for (const mail of outboxFor(email)) expect(await confirmEmail(confirmationTokenIn(mail.text), "attacker-secret")).toEqual({ outcome: "expired" });
    await db.rateLimitCounter.deleteMany();
    await resendConfirmationAction({ email });
    await deliverAccountMails();
    expect(await confirmEmail(confirmationTokenIn(outboxFor(email).at(-1)!.text), "victim-secret")).toMatchObject({ outcome: "confirmed" });
    expect(await checkCredentials({ email, password: "victim-secret" }, "10.29.0.2")).toMatchObject({ ok: true });
  });
});

describe("the owner's confirmation always leads to their own password (issue 29, item 2)", () => {
  it("a stranger who signs up after the owner, before the owner opens the link, cannot have the stranger's password confirmed", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, "Vitória Lima", "victim-secret");
    await signUp(email, "Attacker", "attacker-secret");
    await deliverAccountMails();
    // The owner opens the newest link in their mailbox (the one the stranger's sign-up sent) and types
    // their own password: it is not the one pending, so nothing is confirmed and nobody is signed in.
    const newest = confirmationTokenIn(outboxFor(email).at(-1)!.text);
    expect(await confirmEmailAction({ token: newest, password: "victim-secret" })).toEqual({
      ok: false,
      error: "auth.confirmEmail.wrongPassword",
      fieldErrors: { password: "auth.confirmEmail.wrongPassword" },
    });
    expect(jest.mocked(signIn)).not.toHaveBeenCalled();
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
    expect(await checkCredentials({ email, password: "attacker-secret" }, "10.29.0.3")).toEqual({ ok: false, reason: "email_not_confirmed" });

    // Signing up again puts the owner's password back; its link confirms it and signs the owner in.
    await signUp(email, "Vitória Lima", "victim-secret");
    await deliverAccountMails();
    const owners = confirmationTokenIn(outboxFor(email).at(-1)!.text);
    expect(await confirmEmailAction({ token: owners, password: "victim-secret" })).toEqual({ ok: true, data: { redirectTo: "/dashboard" } });
    expect(jest.mocked(signIn)).toHaveBeenCalledWith("credentials", { email, password: "victim-secret", redirect: false });
    expect(await checkCredentials({ email, password: "attacker-secret" }, "10.29.0.4")).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(await confirmEmailAction({ token: newest, password: "attacker-secret" })).toEqual({ ok: false, error: "auth.confirmation.expired" });
  });

  it("a used or made-up link says so, whatever the password", async () => {
    const email = uniqueEmail("owner");
    await signUp(email, "Vitória Lima", "victim-secret");
    await deliverAccountMails();
    const token = confirmationTokenIn(outboxFor(email).at(-1)!.text);
    expect(await confirmEmailAction({ token, password: "victim-secret" })).toMatchObject({ ok: true });
    expect(await confirmEmailAction({ token, password: "victim-secret" })).toEqual({ ok: false, error: "auth.confirmation.already_used" });
    expect(await confirmEmailAction({ token: "y".repeat(43), password: "victim-secret" })).toEqual({ ok: false, error: "auth.confirmation.invalid" });
  });
});

describe("names in mail are data, not text (issue 29, item 3)", () => {
  it.each([
    ["a line break and a link", PHISHING],
    ["a bare domain", "Suporte evil.example"],
    ["a www address", "Ana www.evil"],
    ["a tab", "Ana\tSouza"],
    ["a right-to-left override", "Ana \u202Eaxe.exe"],
  ])("sign-up refuses a name with %s, on its field, and mails nothing", async (_label, fullName) => {
    const email = uniqueEmail("named");
    expect(await signUp(email, fullName, "secret123")).toMatchObject({ ok: false, fieldErrors: { fullName: "auth.errors.fullNameInvalid" } });
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await queuedAccountMails()).toEqual([]);
  });

  it("accepts the names sellers have", async () => {
    for (const fullName of ["Ana Souza", "José d'Ávila Jr.", "J.R. Tolkien", "Maria-Clara O'Neil"]) {
      expect(await signUp(uniqueEmail("named"), fullName, "secret123")).toEqual({ ok: true, data: null });
    }
  });

  it("a confirmation mail carries no name, and a name stored before the rule never reaches a mail", async () => {
    const email = uniqueEmail("named");
    await signUp(email, "Ana Souza", "secret123");
    await deliverAccountMails();
    expect(outboxFor(email)[0]?.text).toMatch(/^Hello,\n/);
    const unconfirmed = await makeUser({ fullName: PHISHING, confirmed: false });
    const confirmed = await makeUser({ fullName: PHISHING });
    const plain = await makeUser({ fullName: "Ana Souza" });
    for (const { email: address } of [unconfirmed, confirmed, plain]) await requestPasswordResetAction({ email: address });
    await deliverAccountMails();
    for (const { email: address } of [unconfirmed, confirmed]) {
      const [mail] = outboxFor(address);
      expect(mail?.text).toMatch(/^Hello,\n/);
      expect(mail?.text).not.toMatch(/ATENÇÃO|evil\.example/);
    }
    // A confirmed owner's own plain name is still used.
    expect(outboxFor(plain.email)[0]?.text).toMatch(/^Hello Ana Souza,\n/);
  });

  it("a name set by a stranger on an unconfirmed account is left out of the mails to that address", async () => {
    const email = uniqueEmail("victim");
    await signUp(email, "Ana Souza", "attacker-secret");
    await requestPasswordResetAction({ email });
    await deliverAccountMails();
    const reset = outboxFor(email).at(-1)!;
    expect(reset.subject).toBe("Reset your AdCampaign password");
    expect(reset.text).toMatch(/^Hello,\n/);
  });
});

describe("the same work either way: the answer comes before any mail work (issue 29, item 4)", () => {
  it("forgot password: a registered and an unknown address each only queue a mail; the worker looks them up", async () => {
    const known = await makeUser({ passwordHash: await hashPassword("secret123") });
    const unknown = uniqueEmail("nobody");
    expect(await requestPasswordResetAction({ email: known.email })).toEqual({ ok: true, data: null });
    expect(await requestPasswordResetAction({ email: unknown })).toEqual({ ok: true, data: null });
    expect(sendMail).not.toHaveBeenCalled();
    expect(await db.passwordResetToken.count({ where: { userId: known.id } })).toBe(0);
    expect(await queuedAccountMails()).toEqual([
      { kind: "password-reset", email: known.email, locale: "en" },
      { kind: "password-reset", email: unknown, locale: "en" },
    ]);
    await deliverAccountMails();
    expect(outboxFor(known.email).map((mail) => mail.subject)).toEqual(["Reset your AdCampaign password"]);
    expect(outboxFor(unknown)).toEqual([]);
  });

  it("resend confirmation: an unconfirmed and an unknown address each only queue a mail", async () => {
    const pending = await makeUser({ confirmed: false });
    const unknown = uniqueEmail("nobody");
    expect(await resendConfirmationAction({ email: pending.email })).toEqual({ ok: true, data: null });
    expect(await resendConfirmationAction({ email: unknown })).toEqual({ ok: true, data: null });
    expect(sendMail).not.toHaveBeenCalled();
    expect(await db.emailVerificationToken.count({ where: { userId: pending.id } })).toBe(0);
    expect(await queuedAccountMails()).toEqual([
      { kind: "confirmation", email: pending.email, locale: "en" },
      { kind: "confirmation", email: unknown, locale: "en" },
    ]);
    await deliverAccountMails();
    expect(outboxFor(pending.email).map((mail) => mail.subject)).toEqual(["Confirm your AdCampaign account"]);
    expect(outboxFor(unknown)).toEqual([]);
  });

  it("sign-up: a new and a registered address each queue one mail and send none before answering", async () => {
    const registered = await makeUser();
    const fresh = uniqueEmail("new");
    expect(await signUp(fresh, "Ana Souza", "secret123")).toEqual({ ok: true, data: null });
    expect(await signUp(registered.email, "Ana Souza", "secret123")).toEqual({ ok: true, data: null });
    expect(sendMail).not.toHaveBeenCalled();
    expect(await queuedAccountMails()).toEqual([
      { kind: "confirmation", email: fresh, locale: "en" },
      { kind: "account-exists", email: registered.email, locale: "en" },
    ]);
    await deliverAccountMails();
  });
});

describe("the account mail job", () => {
  it("retries a mail the server refused and logs the failure; the link that arrives works", async () => {
    const user = await makeUser();
    const logs = captureLogs();
    const worker = await startTestWorker({ queues: [QUEUES.accountMail] });
    try {
      jest.mocked(sendMail).mockRejectedValueOnce(new Error("SMTP down"));
      await requestPasswordResetAction({ email: user.email });
      const [mail] = await waitFor(async () => outboxFor(user.email).length > 0 && outboxFor(user.email));
      expect(await resetLinkState(linkTokenIn(mail!.text, "/auth/reset"))).toBe("valid");
      expect(sendMail).toHaveBeenCalledTimes(2);
      expect(logs.entries).toContainEqual(expect.objectContaining({ level: "warn", msg: "[jobs] job failed", queue: QUEUES.accountMail, attempt: 1 }));
    } finally {
      await worker.stop({ timeoutMs: 1000 });
      logs.restore();
    }
  });
});
