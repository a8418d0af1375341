import { ensureAdmin } from "@/lib/admin/bootstrap";
import { checkCredentials } from "@/lib/auth/credentials";
import { db } from "@/lib/db";

describe("first-start admin", () => {
  it("is created once from the configured credentials, confirmed, with the admin role", async () => {
    // On a shared PostgreSQL database other files may have made admins; start from none.
    await db.userRole.deleteMany({ where: { role: "admin" } });
    const first = await ensureAdmin(db, { email: "Owner@Example.com", password: "owner-password" });
    expect(first).toEqual({ created: true, email: "owner@example.com", generatedPassword: undefined });
    expect(await ensureAdmin(db, { email: "other@example.com", password: "x" })).toEqual({ created: false });
    expect(await db.userRole.count({ where: { role: "admin" } })).toBe(1);
    const signIn = await checkCredentials({ email: "owner@example.com", password: "owner-password" }, "10.9.0.1");
    expect(signIn).toMatchObject({ ok: true, user: { isAdmin: true } });
  });
});
