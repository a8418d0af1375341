// GET /auth/confirm?token=… – the e-mailed confirmation link; confirms once, then sends the user to /auth.
import { NextResponse, type NextRequest } from "next/server";
import { confirmEmail } from "@/lib/auth/email-verification";
import { env } from "@/lib/env";

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  const outcome = await confirmEmail(token);
  return NextResponse.redirect(new URL(`/auth?confirmation=${outcome}`, env.APP_URL), 303);
}
