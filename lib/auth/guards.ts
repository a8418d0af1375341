import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db";
import { auth } from "./auth";
import { liveSession } from "./sessions";

export type CurrentUser = {
  id: string;
  /** The session (user_sessions row) the request's cookie stands for. */
  sessionId: string;
  email: string;
  fullName: string | null;
  planType: "free" | "starter" | "pro";
  isAdmin: boolean;
};

// The cookie is only a pointer: the user, the role and the session's row are read from the database on
// every request, so signing out, a password change or reset, "sign out everywhere" and a deleted user end
// sessions at once, in every app process (decision 002).
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  const live = liveSession(session?.sessionId);
  if (!userId || !live) return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      disabledAt: true,
      sessions: { where: live, select: { id: true } },
      profile: { select: { fullName: true, planType: true } },
      roles: { select: { role: true } },
    },
  });
  const sessionRow = user?.sessions[0];
  if (!user?.emailVerifiedAt || user.disabledAt || !sessionRow) return null;
  return {
    id: user.id,
    sessionId: sessionRow.id,
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
