// GET /api/session/end – where requireUser() sends a session cookie that no longer stands for a valid
// user: clears it, then goes to /auth. A valid session is left alone (→ /dashboard), so a link on
// another site cannot sign anyone out.
// POST /api/session/end – signs out (same-origin only), then goes to /auth.
import { NextResponse } from "next/server";
import { signOut } from "@/lib/auth/auth";
import { getCurrentUser } from "@/lib/auth/guards";
import { signOutHere } from "@/lib/auth/sign-out";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";

const goTo = (path: string) => NextResponse.redirect(new URL(path, env.APP_URL), 303);

export const GET = route(async () => {
  if (await getCurrentUser()) return goTo("/dashboard");
  await signOut({ redirect: false });
  return goTo("/auth");
});

export const POST = route(async () => {
  await signOutHere();
  return goTo("/auth");
});
