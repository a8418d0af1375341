import { auth } from "@/lib/auth";
import { db } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { uniqueEmail } from "./helpers";

// The one place integration tests make accounts and sessions. Tests that sign in mock "@/lib/auth"
// (jest.mock in each file, so the mock is hoisted there); signInAs drives that mock.

type NewUser = { fullName?: string | null; planType?: PlanType; campaignLimit?: number; admin?: boolean; label?: string; createdAt?: Date };

/** A confirmed user with a profile (every real account has one), optionally an admin (a user_roles row, as in production). */
export async function makeUser({ fullName = "Seller", planType = "free", campaignLimit = 1, admin = false, label = "user", createdAt }: NewUser = {}) {
  return db.user.create({
    data: {
      email: uniqueEmail(label),
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      // Before any session a test makes, so those sessions are not ended by a "password change".
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName, planType, campaignLimit, ...(createdAt ? { createdAt } : {}) } },
      ...(admin ? { roles: { create: { role: "admin" } } } : {}),
    },
    select: { id: true, email: true },
  });
}

/** The session Auth.js would give this user now. It claims admin: the role table decides. */
export const sessionOf = (user: { id: string }) => ({ user: { id: user.id, isAdmin: true }, signedInAt: Date.now() });

/** The session the next action or route sees (the mocked auth()); null: signed out. */
export function signInAs(user: { id: string } | null): void {
  jest.mocked(auth as unknown as jest.Mock).mockResolvedValue(user ? sessionOf(user) : null);
}
