import { auth } from "@/lib/auth";
import { db, type Prisma, type PrismaClient } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { uniqueEmail } from "./helpers";

// The one place integration tests make accounts and sessions. Tests that sign in mock "@/lib/auth"
// (jest.mock in each file, so the mock is hoisted there); signInAs drives that mock.

/** Profile columns beyond the ones makeUser names itself: a plan's expiry, a Meta connection, an avatar… */
type ProfileFields = Omit<Prisma.ProfileCreateWithoutUserInput, "fullName" | "planType" | "campaignLimit" | "createdAt">;

type NewUser = {
  fullName?: string | null;
  planType?: PlanType;
  campaignLimit?: number;
  admin?: boolean;
  label?: string;
  createdAt?: Date;
  /** A given address instead of a unique one made from the label. */
  email?: string;
  passwordHash?: string;
  /** false: the e-mail address was never confirmed (no emailVerifiedAt), so no session of theirs is valid. */
  confirmed?: boolean;
  profile?: ProfileFields;
  /** Another database than the app's (a test that moves data between databases). */
  client?: Pick<PrismaClient, "user">;
};

/** A confirmed user with a profile (every real account has one), optionally an admin (a user_roles row, as in production). */
export async function makeUser({
  fullName = "Seller",
  planType = "free",
  campaignLimit = 1,
  admin = false,
  label = "user",
  createdAt,
  email = uniqueEmail(label),
  passwordHash = "x",
  confirmed = true,
  profile = {},
  client = db,
}: NewUser = {}) {
  return client.user.create({
    data: {
      email,
      passwordHash,
      emailVerifiedAt: confirmed ? new Date() : null,
      // Before any session a test makes, so those sessions are not ended by a "password change".
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName, planType, campaignLimit, ...(createdAt ? { createdAt } : {}), ...profile } },
      ...(admin ? { roles: { create: { role: "admin" } } } : {}),
    },
    select: { id: true, email: true },
  });
}

type SessionOptions = {
  /** When the session was issued (default now); one from before the user's password change is no longer valid. */
  signedInAt?: number;
};

/** The session Auth.js would give this user now. It claims admin: the role table decides. */
export const sessionOf = (user: { id: string }, { signedInAt = Date.now() }: SessionOptions = {}) => ({
  user: { id: user.id, isAdmin: true },
  signedInAt,
});

/** The session the next action or route sees (the mocked auth()); null: signed out. */
export function signInAs(user: { id: string } | null, options: SessionOptions = {}): void {
  jest.mocked(auth as unknown as jest.Mock).mockResolvedValue(user ? sessionOf(user, options) : null);
}
