// GET /auth/confirm?token=… – the e-mailed confirmation link; confirms once, then sends the user to /auth,
// where the sign-in form is filled with the confirmed address (a short-lived cookie, not the URL).
import { NextResponse } from "next/server";
import { CONFIRMED_EMAIL_COOKIE } from "@/lib/auth/confirmed-email";
import { confirmEmailWithAddress } from "@/lib/auth/email-verification";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";

export const GET = route(async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { outcome, email } = await confirmEmailWithAddress(token);
  const response = NextResponse.redirect(new URL(`/auth?confirmation=${outcome}`, env.APP_URL), 303);
  if (email) {
    response.cookies.set(CONFIRMED_EMAIL_COOKIE, email, {
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_URL.startsWith("https://"),
      path: "/auth",
      maxAge: 10 * 60,
    });
  }
  return response;
});
