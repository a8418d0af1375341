import { mockJar } from "./action-request";
import { adminDeleteUserAction, adminSetUserDisabledAction, deleteMyAccountAction } from "@/lib/account/actions";
import { deleteAccount } from "@/lib/account/delete";
import { setAccountDisabled } from "@/lib/account/disable";
import { ADMIN_PASSWORD_LIMIT } from "@/lib/admin/confirm-password";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { makeUser, signInAs } from "./factories";

// Issue 29: the product keeps one active admin at least (deleting, disabling, self-deletion, and two
// admins removing each other at the same moment), and an admin deletes another admin only with their
// own password typed again.

jest.setTimeout(60_000);

const PASSWORD = "senha-do-admin";
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

beforeEach(async () => {
  mockJar.clear();
  await db.rateLimitCounter.deleteMany();
  // Each test counts its own admins: the ones earlier tests made are no longer admins.
  await db.userRole.deleteMany();
});

const admin = (label: string) => makeUser({ label, admin: true, passwordHash });
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });
const exists = async (id: string) => (await db.user.count({ where: { id } })) === 1;
const activeAdmins = () => db.user.count({ where: { disabledAt: null, roles: { some: { role: "admin" } } } });

describe("the last active admin", () => {
  it("cannot delete their own account, even with the right password; once another admin exists, they can", async () => {
    const only = await admin("only-admin");
    signInAs(only);
    expect(await deleteMyAccountAction({ password: PASSWORD })).toEqual({ ok: false, error: "account.delete.errors.lastAdmin" });
    expect(await exists(only.id)).toBe(true);

    await admin("second-admin");
    expect(await deleteMyAccountAction({ password: PASSWORD })).toMatchObject({ ok: true });
    expect(await exists(only.id)).toBe(false);
  });

  it("is the last one even while disabled or unconfirmed admins exist, who cannot sign in", async () => {
    const only = await admin("only-active");
    const disabled = await admin("disabled-admin");
    await db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    await makeUser({ label: "unconfirmed-admin", admin: true, confirmed: false });
    expect(await deleteAccount(only.id)).toEqual({ ok: false, error: "account.delete.errors.lastAdmin" });
    // Called without the users tab's own-account check, as any future caller could.
    expect(await setAccountDisabled(only.id, true, actorOf(disabled))).toEqual({ ok: false, error: "admin.users.errors.lastAdmin" });
    expect(await db.user.findUniqueOrThrow({ where: { id: only.id }, select: { disabledAt: true } })).toEqual({ disabledAt: null });
    expect(await exists(only.id)).toBe(true);
  });

  it("survives two admins disabling each other at the same moment: exactly one of them is disabled", async () => {
    const [ana, bia] = [await admin("ana"), await admin("bia")];
    const outcomes = await Promise.all([setAccountDisabled(bia.id, true, actorOf(ana)), setAccountDisabled(ana.id, true, actorOf(bia))]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, error: "admin.users.errors.lastAdmin" }]);
    expect(await activeAdmins()).toBe(1);
  });

  it("survives two admins deleting each other at the same moment: exactly one account is left", async () => {
    const [ana, bia] = [await admin("ana-del"), await admin("bia-del")];
    const outcomes = await Promise.all([deleteAccount(bia.id, actorOf(ana)), deleteAccount(ana.id, actorOf(bia))]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, error: "account.delete.errors.lastAdmin" }]);
    expect([await exists(ana.id), await exists(bia.id)].filter(Boolean)).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });

  it("can still be disabled or deleted when another active admin remains, and anyone else as before", async () => {
    const [ana, bia] = [await admin("ana-ok"), await admin("bia-ok")];
    const seller = await makeUser({ label: "seller" });
    signInAs(ana);
    expect(await adminSetUserDisabledAction({ userId: bia.id, disabled: true })).toEqual({ ok: true, data: { pausedAtMeta: 0 } });
    expect(await adminSetUserDisabledAction({ userId: bia.id, disabled: false })).toEqual({ ok: true, data: { pausedAtMeta: 0 } });
    expect(await adminDeleteUserAction({ userId: seller.id })).toMatchObject({ ok: true });
  });
});

describe("an admin deleting another admin", () => {
  it("needs the acting admin's own password: none or a wrong one deletes nothing, the right one deletes", async () => {
    const [ana, bia] = [await admin("ana-pw"), await admin("bia-pw")];
    signInAs(ana);
    expect(await adminDeleteUserAction({ userId: bia.id })).toEqual({
      ok: false,
      error: "admin.confirmPassword.wrong",
      fieldErrors: { password: "admin.confirmPassword.wrong" },
    });
    expect(await adminDeleteUserAction({ userId: bia.id, password: "not-the-password" })).toMatchObject({
      ok: false,
      error: "admin.confirmPassword.wrong",
    });
    expect(await exists(bia.id)).toBe(true);
    expect(await adminDeleteUserAction({ userId: bia.id, password: PASSWORD })).toEqual({ ok: true, data: { campaigns: 0, pausedAtMeta: 0 } });
    expect(await exists(bia.id)).toBe(false);
    expect(await db.adminAuditEntry.count({ where: { action: "user.deleted", actorId: ana.id } })).toBe(1);
  });

  it("stops checking passwords after too many wrong ones: even the right one waits", async () => {
    const [ana, bia] = [await admin("ana-limit"), await admin("bia-limit")];
    signInAs(ana);
    for (let attempt = 0; attempt < ADMIN_PASSWORD_LIMIT.limit; attempt += 1) {
      expect(await adminDeleteUserAction({ userId: bia.id, password: `wrong-${attempt}` })).toMatchObject({ error: "admin.confirmPassword.wrong" });
    }
    expect(await adminDeleteUserAction({ userId: bia.id, password: PASSWORD })).toEqual({
      ok: false,
      error: "admin.confirmPassword.rateLimited",
      fieldErrors: { password: "admin.confirmPassword.rateLimited" },
    });
    expect(await exists(bia.id)).toBe(true);
  });

  it("right passwords do not count against the limit", async () => {
    const ana = await admin("ana-right");
    signInAs(ana);
    for (let attempt = 0; attempt <= ADMIN_PASSWORD_LIMIT.limit; attempt += 1) {
      const bia = await admin(`bia-right-${attempt}`);
      expect(await adminDeleteUserAction({ userId: bia.id, password: PASSWORD })).toMatchObject({ ok: true });
    }
    // Still checked, not refused for the count.
    const last = await admin("bia-right-last");
    expect(await adminDeleteUserAction({ userId: last.id, password: "wrong" })).toMatchObject({ error: "admin.confirmPassword.wrong" });
  });
});
