import "server-only";
import type { MessageKey } from "@/lib/actions/result";
import { env } from "@/lib/env";
import { logger, type Logger } from "@/lib/log/server";
import { requestIdFrom } from "@/lib/log/request-id";
import { unstorableFields } from "@/lib/pipeline/storable";
import { refusalFor } from "@/lib/pipeline/thrown";
import { failure, responseOf } from "./failure";
import { isCrossOriginWrite } from "./same-origin";

// The routes' edge of the pipeline: the Origin check on state-changing methods and the dynamic path's
// params (HTTP's own), then the handler, whose throws are answered by the pipeline's one error step
// (lib/pipeline/thrown.ts). The pipeline's other steps (session, role, rate limit) are added by
// ./guarded-route.ts; this part needs no database, so liveness (/api/health) can use it.

export type RouteParams = Record<string, string | string[]>;

export type RouteContext<P extends RouteParams = RouteParams> = {
  params: P;
  /** Tagged with the request id, the method and the path. */
  log: Logger;
  requestId: string;
};

export type RouteOptions = {
  /**
   * Refuse POST/PUT/PATCH/DELETE from another origin (the default). Off only for server-to-server
   * callbacks that prove who sent them otherwise (Meta's signed_request).
   */
  sameOrigin?: boolean;
  /** The message of the generic 500; errors.unexpected unless the route has a more helpful one. */
  unexpected?: MessageKey;
};

export type RouteHandler<C> = (request: Request, context: C) => Response | Promise<Response>;

const appOrigin = new URL(env.APP_URL).origin;

export function route<P extends RouteParams = Record<string, never>>(run: RouteHandler<RouteContext<P>>, options: RouteOptions = {}) {
  return async (request: Request, next?: { params: Promise<P> }): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    const log = logger.child({ requestId, method: request.method, path: new URL(request.url).pathname });
    try {
      if (options.sameOrigin !== false && isCrossOriginWrite(request, appOrigin)) return failure(403, "errors.crossOrigin");
      const params = next ? await next.params : ({} as P);
      // A path segment the database could not store (NUL, a lone surrogate) names nothing we have.
      if (unstorableFields(params)) return failure(404, "errors.notFound");
      return await run(request, { params, log, requestId });
    } catch (error) {
      return responseOf(refusalFor(error, { edge: "route", log, unexpected: options.unexpected }), requestId);
    }
  };
}
