// Route guards and the nonce-based Content-Security-Policy. A convenience only: every layout, page,
// action and route handler checks the session and role itself (lib/auth/guards.ts).
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { routeAccess } from "@/lib/auth/route-access";
import { env } from "@/lib/env";
import { contentSecurityPolicy } from "@/lib/security/headers";

const httpsOrigin = env.APP_URL.startsWith("https://");

export default async function proxy(request: NextRequest) {
  // Read-only: unlike Auth.js's middleware wrapper this never re-issues the session cookie, so a
  // request still in flight when the user signs out cannot bring the session back.
  const token = await getToken({ req: request, secret: env.AUTH_SECRET, secureCookie: httpsOrigin });
  const user = token?.sub ? { isAdmin: token.isAdmin === true } : null;
  const decision = routeAccess(request.nextUrl.pathname, user);
  if (decision.type === "redirect") {
    return NextResponse.redirect(new URL(decision.to, request.nextUrl));
  }
  return withSecurityPolicy(request, decision.type === "rewrite" ? decision.to : null);
}

function withSecurityPolicy(request: NextRequest, rewriteTo: string | null): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = contentSecurityPolicy(nonce, { development: env.NODE_ENV === "development", httpsOrigin });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const init = { request: { headers: requestHeaders } };
  const response = rewriteTo
    ? NextResponse.rewrite(new URL(rewriteTo, request.nextUrl), init)
    : NextResponse.next(init);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Not API routes (they guard themselves, and uploads must not be buffered here) nor static files.
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|fonts|images|robots.txt).*)"],
};
