import { mockJar } from "./action-request";
import { revealSettingAction, updateSettingAction } from "@/lib/admin/settings-actions";
import { ADMIN_PASSWORD_LIMIT } from "@/lib/admin/confirm-password";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { makeUser, signInAs, type TestUser } from "./factories";

// Issue 29: a stored provider key is shown only to an admin who types their password again, wrong
// passwords are limited, and every request to show one is in the audit log, refused or not, without
// the value.

jest.setTimeout(60_000);

const PASSWORD = "senha-do-admin";
const SECRET = "sk-reveal-only-9a8b7c6d";
let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser({ label: "revealer", admin: true, passwordHash: await hashPassword(PASSWORD) });
  signInAs(admin);
  const saved = await updateSettingAction({ key: "openai_api_key", value: SECRET });
  if (!saved.ok) throw new Error(saved.error);
});

beforeEach(async () => {
  mockJar.clear();
  signInAs(admin);
  await db.rateLimitCounter.deleteMany();
  await db.adminAuditEntry.deleteMany({ where: { action: { startsWith: "setting.reveal" } } });
});

const revealLog = () =>
  db.adminAuditEntry.findMany({
    where: { action: { startsWith: "setting.reveal" } },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, actorEmail: true, target: true, before: true, after: true },
  });

describe("showing a saved secret", () => {
  it("asks for the admin's password: without it nothing is shown", async () => {
    expect(await revealSettingAction({ key: "openai_api_key" } as never)).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(await revealSettingAction({ key: "openai_api_key", password: "" })).toMatchObject({ ok: false, error: "errors.invalidInput" });
  });

  it("shows the value for the right password and audits it, naming the key but never the value", async () => {
    expect(await revealSettingAction({ key: "openai_api_key", password: PASSWORD })).toEqual({ ok: true, data: { key: "openai_api_key", value: SECRET } });
    expect(await revealLog()).toEqual([
      { action: "setting.revealed", actorId: admin.id, actorEmail: admin.email, target: "openai_api_key", before: null, after: null },
    ]);
    expect(JSON.stringify(await db.adminAuditEntry.findMany())).not.toContain(SECRET);
  });

  it("refuses a wrong password, shows nothing and audits the refusal", async () => {
    const refused = await revealSettingAction({ key: "openai_api_key", password: "not-my-password" });
    expect(refused).toEqual({ ok: false, error: "admin.confirmPassword.wrong", fieldErrors: { password: "admin.confirmPassword.wrong" } });
    expect(JSON.stringify(refused)).not.toContain(SECRET);
    expect(await revealLog()).toEqual([
      { action: "setting.reveal_refused", actorId: admin.id, actorEmail: admin.email, target: "openai_api_key", before: null, after: null },
    ]);
    // A key that does not exist is answered before any password is checked: nothing to count or log.
    expect(await revealSettingAction({ key: "no_such_key", password: "anything" })).toEqual({ ok: false, error: "adminSettings.errors.unknownSetting" });
    expect(await revealLog()).toHaveLength(1);
  });

  it("stops checking after too many wrong passwords: even the right one is refused, and each attempt is audited", async () => {
    for (let attempt = 0; attempt < ADMIN_PASSWORD_LIMIT.limit; attempt += 1) {
      expect(await revealSettingAction({ key: "openai_api_key", password: `wrong-${attempt}` })).toMatchObject({ error: "admin.confirmPassword.wrong" });
    }
    expect(await revealSettingAction({ key: "openai_api_key", password: PASSWORD })).toMatchObject({ ok: false, error: "admin.confirmPassword.rateLimited" });
    const log = await revealLog();
    expect(log).toHaveLength(ADMIN_PASSWORD_LIMIT.limit + 1);
    expect(log.every((entry) => entry.action === "setting.reveal_refused")).toBe(true);
  });
});
