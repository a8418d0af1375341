// Route guards, the nonce-based Content-Security-Policy and the request id. A convenience only: every
// layout, page, action and route handler checks the session and role itself (lib/auth/guards.ts).
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { routeAccess } from "@/lib/auth/route-access";
import { fail } from "@/lib/actions/result";
import { env } from "@/lib/env";
import { isDecodablePath } from "@/lib/http/path";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { contentSecurityPolicy } from "@/lib/security/headers";

const httpsOrigin = env.APP_URL.startsWith("https://");

export default async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  // Next answers a path with a malformed percent-escape (/api/uploads/%E0%A4%A) with a 500 before any
  // route sees it; it names nothing, so it is a bad request.
  if (!isDecodablePath(request.nextUrl.pathname)) {
    return withRequestId(NextResponse.json(fail("errors.invalidInput"), { status: 400 }), requestId);
  }
  // API routes guard themselves and answer JSON: they only get the request id.
  if (request.nextUrl.pathname.startsWith("/api/")) {
    return withRequestId(NextResponse.next({ request: { headers: requestHeaders } }), requestId);
  }
  // Read-only: unlike Auth.js's middleware wrapper this never re-issues the session cookie, so a
  // request still in flight when the user signs out cannot bring the session back.
  const token = await getToken({ req: request, secret: env.AUTH_SECRET, secureCookie: httpsOrigin });
  const user = token?.sub ? { isAdmin: token.isAdmin === true } : null;
  const decision = routeAccess(request.nextUrl.pathname, user);
  if (decision.type === "redirect") {
    return withRequestId(NextResponse.redirect(new URL(decision.to, request.nextUrl)), requestId);
  }
  return withRequestId(withSecurityPolicy(request, requestHeaders, decision.type === "rewrite" ? decision.to : null), requestId);
}

function withSecurityPolicy(request: NextRequest, requestHeaders: Headers, rewriteTo: string | null): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = contentSecurityPolicy(nonce, { development: env.NODE_ENV === "development", httpsOrigin });
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const init = { request: { headers: requestHeaders } };
  const response = rewriteTo ? NextResponse.rewrite(new URL(rewriteTo, request.nextUrl), init) : NextResponse.next(init);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function withRequestId(response: NextResponse, requestId: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Everything but static files and the streaming upload routes: the proxy buffers at most 10 MB of a
  // body and silently truncates the rest, so uploads must never pass through it.
  matcher: ["/((?!api/wizard/media|api/profile/avatar|_next/static|_next/image|favicon.ico|fonts|images|robots.txt).*)"],
};
