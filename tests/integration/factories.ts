import { auth } from "@/lib/auth/auth";
import { db, type Prisma, type PrismaClient } from "@/lib/db";
import type { PlanType } from "@/lib/db/generated/enums";
import { uniqueEmail } from "./helpers";

// The one place integration tests make accounts and sessions. Tests that sign in mock "@/lib/auth/auth"
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
  const user = await client.user.create({
    data: {
      email,
      passwordHash,
      emailVerifiedAt: confirmed ? new Date() : null,
      passwordChangedAt: new Date(Date.now() - 60_000),
      // One signed-in browser, the session signInAs uses.
      sessions: { create: { expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) } },
      profile: { create: { fullName, planType, campaignLimit, ...(createdAt ? { createdAt } : {}), ...profile } },
      ...(admin ? { roles: { create: { role: "admin" } } } : {}),
    },
    select: { id: true, email: true, sessions: { select: { id: true } } },
  });
  return { id: user.id, email: user.email, sessionId: user.sessions[0]!.id };
}

/** An account makeUser made, with its signed-in session. */
export type TestUser = Awaited<ReturnType<typeof makeUser>>;

/** The session Auth.js would give this user (the session row makeUser started). It claims admin: the role table decides. */
export const sessionOf = (user: { id: string; sessionId: string }) => ({ user: { id: user.id, isAdmin: true }, sessionId: user.sessionId });

/** The session the next action or route sees (the mocked auth()); null: signed out. */
export function signInAs(user: { id: string; sessionId: string } | null): void {
  jest.mocked(auth as unknown as jest.Mock).mockResolvedValue(user ? sessionOf(user) : null);
}
