import "server-only";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/guards";
import type { RequestLimit } from "@/lib/rate-limit/limits";
import { consumeRequestLimit } from "@/lib/rate-limit/request-limit";
import { clientAddressOf } from "@/lib/security/client-address";
import { failure } from "./failure";
import { route, type RouteContext, type RouteHandler, type RouteOptions, type RouteParams } from "./route";

// The action builder's guards for route handlers: session → role (read from the database) → the
// declared rate limit → handler, after ./route.ts's Origin check. Refusals are answered 401, 403, 429.

export type GuardedRouteOptions = RouteOptions & { limit?: RequestLimit };
export type UserRouteContext<P extends RouteParams = RouteParams> = RouteContext<P> & { user: CurrentUser };

type Access = "public" | "user" | "admin";

function guarded<P extends RouteParams, U extends CurrentUser | null>(
  access: Access,
  run: RouteHandler<RouteContext<P> & { user: U }>,
  options: GuardedRouteOptions,
) {
  return route<P>(async (request, context) => {
    const user = access === "public" ? null : await getCurrentUser();
    if (access !== "public" && !user) return failure(401, "errors.unauthorized");
    if (access === "admin" && !user?.isAdmin) return failure(403, "errors.forbidden");
    if (user) context.log.setBindings({ userId: user.id });
    if (options.limit) {
      const outcome = await consumeRequestLimit(options.limit, { userId: user?.id, address: clientAddressOf(request.headers) });
      if (!outcome.allowed) {
        const retryAfterSeconds = outcome.retryAfterSeconds;
        return failure(429, options.limit.error ?? "errors.rateLimited", {
          values: { retryAfterSeconds },
          headers: { "Retry-After": String(retryAfterSeconds) },
        });
      }
    }
    return run(request, { ...context, user: user as U });
  }, options);
}

/** Anyone may call it; only the Origin check and the limit, if declared, stand before it. */
export function publicRoute<P extends RouteParams = Record<string, never>>(run: RouteHandler<RouteContext<P>>, options: GuardedRouteOptions = {}) {
  return guarded<P, null>("public", run, options);
}

export function userRoute<P extends RouteParams = Record<string, never>>(run: RouteHandler<UserRouteContext<P>>, options: GuardedRouteOptions = {}) {
  return guarded<P, CurrentUser>("user", run, options);
}

export function adminRoute<P extends RouteParams = Record<string, never>>(run: RouteHandler<UserRouteContext<P>>, options: GuardedRouteOptions = {}) {
  return guarded<P, CurrentUser>("admin", run, options);
}
