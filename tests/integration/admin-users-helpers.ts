import { auth } from "@/lib/auth";
import { db } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { uniqueEmail } from "./helpers";

// The admin tests mock "@/lib/auth" (jest.mock in each file); these helpers drive that mock.
const mockedAuth = () => auth as unknown as jest.Mock;

type NewUser = { fullName?: string | null; planType?: PlanType; campaignLimit?: number; admin?: boolean; label?: string; createdAt?: Date };

/** A confirmed user with a profile, optionally an admin (a user_roles row, as in production). */
export async function makeUser({ fullName = "Seller", planType = "free", campaignLimit = 1, admin = false, label, createdAt }: NewUser = {}) {
  return db.user.create({
    data: {
      email: uniqueEmail(label),
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName, planType, campaignLimit, ...(createdAt ? { createdAt } : {}) } },
      ...(admin ? { roles: { create: { role: "admin" } } } : {}),
    },
    select: { id: true, email: true },
  });
}

export function signInAs(user: { id: string } | null): void {
  mockedAuth().mockResolvedValue(user ? { user: { id: user.id, isAdmin: true }, signedInAt: Date.now() } : null);
}
