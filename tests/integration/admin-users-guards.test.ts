import * as adminActions from "@/lib/admin/actions";
import { db } from "@/lib/db";
import { uniqueEmail } from "./helpers";
import { makeUser, signInAs } from "./factories";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

type Target = { id: string; email: string };

// Each admin action with an input that an admin's call would accept, and what it would change.
const calls: Record<keyof typeof adminActions, (target: Target) => Promise<unknown>> = {
  createUserAction: () => adminActions.createUserAction({ fullName: "Intruder's friend", email: uniqueEmail("guard"), password: "secret123", planType: "pro" }),
  updateUserPlanAction: (target) => adminActions.updateUserPlanAction({ userId: target.id, planType: "pro", campaignLimit: 999999 }),
};

async function snapshot(target: Target) {
  const [users, audit, profile] = await Promise.all([
    db.user.count(),
    db.adminAuditEntry.count(),
    db.profile.findUniqueOrThrow({ where: { userId: target.id }, select: { planType: true, campaignLimit: true, updatedAt: true } }),
  ]);
  return { users, audit, profile };
}

describe("admin actions refuse anyone but an admin", () => {
  it("cover every action exported by lib/admin/actions", () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(adminActions).sort());
  });

  describe.each(Object.keys(calls) as (keyof typeof calls)[])("%s", (name) => {
    it("refuses an anonymous caller and changes nothing", async () => {
      const target = await makeUser({ label: "target" });
      const before = await snapshot(target);
      signInAs(null);
      expect(await calls[name](target)).toEqual({ ok: false, error: "errors.unauthorized" });
      expect(await snapshot(target)).toEqual(before);
    });

    it("refuses a signed-in user without the admin role and changes nothing", async () => {
      const target = await makeUser({ label: "target" });
      const user = await makeUser({ label: "non-admin" });
      const before = await snapshot(target);
      // The mocked session even claims isAdmin: the role comes from user_roles, which says no.
      signInAs(user);
      expect(await calls[name](target)).toEqual({ ok: false, error: "errors.forbidden" });
      expect(await snapshot(target)).toEqual(before);
    });

    it("runs for an admin (so the refusals above are the guard's doing)", async () => {
      const target = await makeUser({ label: "target" });
      signInAs(await makeUser({ admin: true, label: "admin" }));
      expect(await calls[name](target)).toMatchObject({ ok: true });
    });
  });
});
