import { z } from "zod";
import { adminAction, userAction } from "@/lib/actions/builder";
import { auth } from "@/lib/auth";
import { db } from "@/lib/db";
import { uniqueEmail } from "./helpers";

jest.mock("@/lib/auth", () => ({ auth: jest.fn() }));
const mockedAuth = auth as unknown as jest.Mock;

const renameSchema = z.object({ fullName: z.string().min(1) });
// Real actions are built the same way; these write to the database so a leak would show.
const renameAsUser = userAction(renameSchema, async ({ fullName }, user) => {
  await db.profile.update({ where: { userId: user.id }, data: { fullName } });
  return { ok: true, data: null };
});
const renameAsAdmin = adminAction(renameSchema, async ({ fullName }, user) => {
  await db.profile.update({ where: { userId: user.id }, data: { fullName } });
  return { ok: true, data: null };
});

async function confirmedUser() {
  return db.user.create({
    data: {
      email: uniqueEmail(),
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName: "Before" } },
    },
  });
}

const fullNameOf = async (userId: string) => (await db.profile.findUniqueOrThrow({ where: { userId } })).fullName;

describe("guarded server actions", () => {
  it("refuse a call without a session and change nothing", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(null);
    expect(await renameAsUser({ fullName: "After" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await renameAsAdmin({ fullName: "After" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await fullNameOf(user.id)).toBe("Before");
  });

  it("refuse an admin action to a signed-in user without the admin role", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue({ user: { id: user.id, isAdmin: true }, signedInAt: Date.now() });
    // The session claims admin; the role table says otherwise, and the table wins.
    expect(await renameAsAdmin({ fullName: "After" })).toEqual({ ok: false, error: "errors.forbidden" });
    expect(await fullNameOf(user.id)).toBe("Before");
  });

  it("refuse a session issued before the password was changed", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue({ user: { id: user.id, isAdmin: false }, signedInAt: Date.now() - 120_000 });
    expect(await renameAsUser({ fullName: "After" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await fullNameOf(user.id)).toBe("Before");
  });

  it("validate input before running, and run for a valid session", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue({ user: { id: user.id, isAdmin: false }, signedInAt: Date.now() });
    const invalid = await renameAsUser({ fullName: "" });
    expect(invalid.ok).toBe(false);
    expect(await fullNameOf(user.id)).toBe("Before");
    expect(await renameAsUser({ fullName: "After" })).toEqual({ ok: true, data: null });
    expect(await fullNameOf(user.id)).toBe("After");
  });
});
