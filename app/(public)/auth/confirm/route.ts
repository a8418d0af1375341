// GET /auth/confirm?token=… – the e-mailed confirmation link; confirms once, then sends the user to /auth.
import { NextResponse } from "next/server";
import { confirmEmail } from "@/lib/auth/email-verification";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";

export const GET = route(async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmEmail(token);
  return NextResponse.redirect(new URL(`/auth?confirmation=${outcome}`, env.APP_URL), 303);
});
