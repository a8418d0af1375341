import { z } from "zod";
import { adminAction, userAction } from "@/lib/pipeline/action";
import { db } from "@/lib/db";
import { makeUser, signInAs } from "./factories";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

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

const confirmedUser = () => makeUser({ fullName: "Before" });

const fullNameOf = async (userId: string) => (await db.profile.findUniqueOrThrow({ where: { userId } })).fullName;

describe("guarded server actions", () => {
  it("refuse a call without a session and change nothing", async () => {
    const user = await confirmedUser();
    signInAs(null);
    expect(await renameAsUser({ fullName: "After" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await renameAsAdmin({ fullName: "After" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await fullNameOf(user.id)).toBe("Before");
  });

  it("refuse an admin action to a signed-in user without the admin role", async () => {
    const user = await confirmedUser();
    signInAs(user);
    // The session claims admin (sessionOf's always does); the role table says otherwise, and the table wins.
    expect(await renameAsAdmin({ fullName: "After" })).toEqual({ ok: false, error: "errors.forbidden" });
    expect(await fullNameOf(user.id)).toBe("Before");
  });

  it("refuse a session that was ended (signed out, password changed, account deleted)", async () => {
    const user = await confirmedUser();
    signInAs(user);
    await db.userSession.deleteMany({ where: { userId: user.id } });
    expect(await renameAsUser({ fullName: "After" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await fullNameOf(user.id)).toBe("Before");
  });

  it("validate input before running, and run for a valid session", async () => {
    const user = await confirmedUser();
    signInAs(user);
    const invalid = await renameAsUser({ fullName: "" });
    expect(invalid.ok).toBe(false);
    expect(await fullNameOf(user.id)).toBe("Before");
    expect(await renameAsUser({ fullName: "After" })).toEqual({ ok: true, data: null });
    expect(await fullNameOf(user.id)).toBe("After");
  });
});
