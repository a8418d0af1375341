import { checkCredentials, SIGN_IN_CEILING_PER_EMAIL, SIGN_IN_LIMIT_PER_IP, SIGN_IN_LIMIT_PER_PAIR, SIGN_IN_SLOWDOWN_MS } from "@/lib/auth/credentials";
import { confirmationLink, confirmEmail } from "@/lib/auth/email-verification";
import { createAccount, RESEND_LIMIT_PER_EMAIL, resendConfirmation } from "@/lib/auth/sign-up";
import { db } from "@/lib/db";
import { deliverAccountMails } from "./account-mail-helpers";
import { confirmationTokenIn, outboxFor, uniqueEmail } from "./helpers";

const password = "secret123";
const confirm = async (token: string, typed = password) => (await confirmEmail(token, typed)).outcome;

async function signUp(email: string) {
  const outcome = await createAccount({ fullName: "Ana Souza", email, password }, "pt");
  await deliverAccountMails();
  const [message] = outboxFor(email);
  return { outcome, token: message ? confirmationTokenIn(message.text) : null, message };
}

async function resend(email: string) {
  const outcome = await resendConfirmation(email, "en");
  await deliverAccountMails();
  return outcome;
}

describe("sign-up", () => {
  it("creates the user and a free profile with limit 1, and mails a confirmation link", async () => {
    const email = uniqueEmail();
    const { outcome, message } = await signUp(email);
    expect(outcome).toBe("created");
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { profile: true } });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.profile).toMatchObject({ fullName: "Ana Souza", planType: "free", campaignLimit: 1 });
    expect(message?.subject).toBe("Confirme sua conta AdCampaign");
  });

  it("answers a second sign-up with the same e-mail as the first, and tells the owner instead (issue 14)", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    // Not confirmed yet: the owner gets a new confirmation link, and the older one stops working.
    expect(await createAccount({ fullName: "Other", email, password }, "en")).toBe("replaced");
    await deliverAccountMails();
    expect(outboxFor(email).map((mail) => mail.subject)).toEqual(["Confirme sua conta AdCampaign", "Confirm your AdCampaign account"]);
    expect(await confirm(token!)).toBe("expired");
    // Confirmed: the owner hears someone tried, with the way to sign in or reset the password.
    expect(await confirm(confirmationTokenIn(outboxFor(email)[1]!.text))).toBe("confirmed");
    expect(await createAccount({ fullName: "Other", email, password: "another-password" }, "pt")).toBe("existing");
    await deliverAccountMails();
    const note = outboxFor(email)[2]!;
    expect(note.subject).toBe("Alguém tentou se cadastrar com seu e-mail do AdCampaign");
    expect(note.text).toContain("/auth/forgot");
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect(await checkCredentials({ email, password }, "10.1.9.9")).toMatchObject({ ok: true });
    expect(await checkCredentials({ email, password: "another-password" }, "10.1.9.9")).toEqual({ ok: false, reason: "invalid_credentials" });
  });
});

describe("e-mail confirmation", () => {
  it("confirms once; the same link then reports it was used", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    expect(await confirm(token!)).toBe("confirmed");
    expect(await confirm(token!)).toBe("already_used");
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses an expired link and leaves the account unconfirmed", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    await db.emailVerificationToken.updateMany({ where: { user: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirm(token!)).toBe("expired");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
  });

  it("refuses a made-up or malformed token", async () => {
    expect(await confirm("x".repeat(43))).toBe("invalid");
    expect(await confirm("<script>")).toBe("invalid");
  });

  it("confirms only with the sign-up's password; a wrong one leaves the link and the account as they were (issue 29)", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    expect(await confirmationLink(token)).toEqual({ state: "valid", email });
    expect(await confirm(token!, "not-the-password")).toBe("wrong_password");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull();
    expect(await confirmationLink(token)).toEqual({ state: "valid", email });
    expect(await confirmEmail(token!, password)).toEqual({ outcome: "confirmed", email });
    expect(await confirmationLink(token)).toEqual({ state: "already_used" });
  });
});

describe("sign-in credentials", () => {
  it("refuses an unconfirmed account, then accepts it once confirmed", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    expect(await checkCredentials({ email, password }, "10.1.0.1")).toEqual({ ok: false, reason: "email_not_confirmed" });
    await confirm(token!);
    const result = await checkCredentials({ email: email.toUpperCase(), password }, "10.1.0.1");
    expect(result).toMatchObject({ ok: true, user: { email, name: "Ana Souza", isAdmin: false } });
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    await confirm(token!);
    expect(await checkCredentials({ email, password: "wrong-password" }, "10.1.0.2")).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(await checkCredentials({ email: uniqueEmail("nobody"), password }, "10.1.0.2")).toEqual({ ok: false, reason: "invalid_credentials" });
  });

  it("stops one address guessing one e-mail, while the owner signs in from another address (issue 14)", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    await confirm(token!);
    for (let attempt = 0; attempt < SIGN_IN_LIMIT_PER_PAIR.limit; attempt++) {
      expect(await checkCredentials({ email, password: "wrong-password" }, "10.2.0.1")).toEqual({ ok: false, reason: "invalid_credentials" });
    }
    expect(await checkCredentials({ email, password: "wrong-password" }, "10.2.0.1")).toEqual({ ok: false, reason: "rate_limited" });
    expect(await checkCredentials({ email, password }, "10.2.0.1")).toEqual({ ok: false, reason: "rate_limited" });
    expect(await checkCredentials({ email, password }, "10.2.9.9")).toMatchObject({ ok: true, user: { email } });
  });

  it("past the per-e-mail ceiling, attempts from many addresses are slowed, and the owner still signs in", async () => {
    const email = uniqueEmail();
    const { token } = await signUp(email);
    await confirm(token!);
    const pauses: number[] = [];
    const pause = async (ms: number) => void pauses.push(ms);
    for (let attempt = 0; attempt < SIGN_IN_CEILING_PER_EMAIL.limit; attempt++) {
      await checkCredentials({ email, password: "wrong-password" }, `10.5.0.${attempt}`, pause);
    }
    expect(pauses).toEqual([]);
    expect(await checkCredentials({ email, password: "wrong-password" }, "10.5.1.1", pause)).toEqual({ ok: false, reason: "invalid_credentials" });
    expect(await checkCredentials({ email, password }, "10.5.1.2", pause)).toMatchObject({ ok: true });
    expect(pauses).toEqual([SIGN_IN_SLOWDOWN_MS, SIGN_IN_SLOWDOWN_MS]);
  });
});

describe("resending the confirmation link", () => {
  it("mails a new link and retires the old one", async () => {
    const email = uniqueEmail();
    const { token: oldToken } = await signUp(email);
    expect(await resend(email)).toBe("sent");
    const mails = outboxFor(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("Confirm your AdCampaign account");
    const newToken = confirmationTokenIn(mails[1]!.text);
    expect(await confirm(oldToken!)).toBe("expired");
    expect(await confirm(newToken)).toBe("confirmed");
  });

  it("answers the same for unknown and confirmed addresses, without mailing them", async () => {
    const unknown = uniqueEmail("nobody");
    expect(await resend(unknown)).toBe("sent");
    expect(outboxFor(unknown)).toHaveLength(0);
    const email = uniqueEmail();
    const { token } = await signUp(email);
    await confirm(token!);
    expect(await resend(email)).toBe("sent");
    expect(outboxFor(email)).toHaveLength(1);
  });

  it("stops after a few requests an hour for one address", async () => {
    const email = uniqueEmail();
    await signUp(email);
    for (let i = 0; i < RESEND_LIMIT_PER_EMAIL.limit; i++) expect(await resend(email)).toBe("sent");
    expect(await resend(email)).toBe("rate_limited");
    expect(outboxFor(email)).toHaveLength(1 + RESEND_LIMIT_PER_EMAIL.limit);
  });
});

describe("sign-in limits per address", () => {
  it("stops one address that tries many e-mails", async () => {
    const ip = `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < SIGN_IN_LIMIT_PER_IP.limit; attempt++) {
      expect(await checkCredentials({ email: uniqueEmail("spray"), password }, ip)).toEqual({ ok: false, reason: "invalid_credentials" });
    }
    expect(await checkCredentials({ email: uniqueEmail("spray"), password }, ip)).toEqual({ ok: false, reason: "rate_limited" });
  }, 60_000);

  it("counts failed attempts only: many good sign-ins from one address (an office) go through", async () => {
    const ip = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const email = uniqueEmail("office");
    const { token } = await signUp(email);
    await confirm(token!);
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT_PER_IP.limit; attempt++) {
      expect(await checkCredentials({ email, password }, ip)).toMatchObject({ ok: true });
    }
    expect(await checkCredentials({ email: uniqueEmail("spray"), password }, ip)).toEqual({ ok: false, reason: "invalid_credentials" });
  }, 60_000);

  it("does not lock everybody out when no proxy tells the address", async () => {
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT_PER_IP.limit; attempt++) {
      expect(await checkCredentials({ email: uniqueEmail("nobody-knows"), password }, "unknown")).toEqual({ ok: false, reason: "invalid_credentials" });
    }
  }, 60_000);
});
