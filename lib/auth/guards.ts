import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db";
import { auth } from "./index";

export type CurrentUser = {
  id: string;
  email: string;
  fullName: string | null;
  planType: "free" | "starter" | "pro";
  isAdmin: boolean;
};

// The session is only a pointer: the user, the role and the session's validity are read from the
// database on every request, so a deleted user or a password change ends old sessions at once.
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      passwordChangedAt: true,
      profile: { select: { fullName: true, planType: true } },
      roles: { select: { role: true } },
    },
  });
  if (!user?.emailVerifiedAt) return null;
  if (!session.signedInAt || session.signedInAt < user.passwordChangedAt.getTime()) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: user.profile?.fullName ?? null,
    planType: user.profile?.planType ?? "free",
    isAdmin: user.roles.some((role) => role.role === "admin"),
  };
});

/** For pages and layouts: the signed-in user, or a redirect to /auth. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user) return user;
  // A session cookie that no longer stands for a user would bounce between /auth and the app
  // (the proxy only reads the cookie), so it is cleared first.
  redirect((await auth()) ? "/api/session/end" : "/auth");
}

/** For admin pages: signed out → /auth, signed in without the admin role → /dashboard. */
export async function requireAdmin(): Promise<CurrentUser> {
  const user = await requireUser();
  if (!user.isAdmin) redirect("/dashboard");
  return user;
}
