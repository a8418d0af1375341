// GET /api/session/end – clears a session that no longer stands for a valid user, then goes to /auth.
import { NextResponse } from "next/server";
import { signOut } from "@/lib/auth";
import { env } from "@/lib/env";

export async function GET() {
  await signOut({ redirect: false });
  return NextResponse.redirect(new URL("/auth", env.APP_URL), 303);
}
