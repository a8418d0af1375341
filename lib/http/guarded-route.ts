import "server-only";
import type { CurrentUser } from "@/lib/auth/guards";
import type { Access } from "@/lib/pipeline/passage";
import { Refusal } from "@/lib/pipeline/refusal";
import { runSteps } from "@/lib/pipeline/steps";
import type { RequestLimit } from "@/lib/rate-limit/limits";
import { clientAddressOf } from "@/lib/security/client-address";
import { responseOf } from "./failure";
import { route, type RouteContext, type RouteHandler, type RouteOptions, type RouteParams } from "./route";

// The pipeline's steps (lib/pipeline/steps.ts, the same as every server action's) in front of a route
// handler, after ./route.ts's Origin check. Refusals are answered with their status: 401, 403, 429
// (with Retry-After). A route reads and parses its own input (./body.ts, ./input.ts).

export type GuardedRouteOptions = RouteOptions & { limit?: RequestLimit };
export type UserRouteContext<P extends RouteParams = RouteParams> = RouteContext<P> & { user: CurrentUser };

function guarded<P extends RouteParams, U extends CurrentUser | null>(
  access: Access,
  run: RouteHandler<RouteContext<P> & { user: U }>,
  options: GuardedRouteOptions,
) {
  return route<P>(async (request, context) => {
    const outcome = await runSteps(
      {
        edge: "route",
        access,
        limit: options.limit,
        user: null,
        log: context.log,
        unexpected: options.unexpected,
        address: () => clientAddressOf(request.headers),
      },
      async (passage) => run(request, { ...context, user: passage.user as U }),
    );
    return outcome instanceof Refusal ? responseOf(outcome, context.requestId) : outcome;
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
