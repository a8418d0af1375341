import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/guards";
import { requestLogger } from "@/lib/log/request";
import type { RequestLimit } from "@/lib/rate-limit/limits";
import { consumeRequestLimit } from "@/lib/rate-limit/request-limit";
import { fieldErrorsOf } from "@/lib/http/field-errors";
import { clientAddressOf } from "@/lib/security/client-address";
import { fail, type ActionFailure, type ActionResult } from "./result";
import { unstorableFields } from "./storable";

// Every exported server action is a public POST endpoint. The builders put one pipeline in front of
// each: session → role (from the database) → input the database can store → zod → rate limit →
// handler. Whatever the handler throws is logged once with the request id and answered as
// errors.unexpected, so no input reaches the client as a 500.

export type ActionOptions = { limit?: RequestLimit };

type Access = "public" | "user" | "admin";

async function limitRefusal(limit: RequestLimit, user: CurrentUser | null): Promise<ActionFailure | null> {
  const address = limit.per === "user" && user ? "" : clientAddressOf(await headers());
  const outcome = await consumeRequestLimit(limit, { userId: user?.id, address });
  return outcome.allowed ? null : fail(limit.error ?? "errors.rateLimited");
}

async function reportUnexpected(error: unknown): Promise<ActionFailure> {
  // Next's own signals (redirect, notFound) are not failures.
  unstable_rethrow(error);
  (await requestLogger()).error({ err: error }, "[action] failed unexpectedly");
  return fail("errors.unexpected");
}

// R: the handler's own results; the pipeline adds its refusals (plain failures) to them.
type Outcome = ActionResult<unknown>;

function pipeline<S extends z.ZodType, R extends Outcome, U extends CurrentUser | null>(
  access: Access,
  schema: S,
  run: (input: z.infer<S>, user: U) => Promise<R>,
  options: ActionOptions,
) {
  return async (input?: z.input<S>): Promise<R | ActionFailure> => {
    try {
      const user = access === "public" ? null : await getCurrentUser();
      if (access !== "public" && !user) return fail("errors.unauthorized");
      if (access === "admin" && !user?.isAdmin) return fail("errors.forbidden");
      const unstorable = unstorableFields(input);
      if (unstorable) return fail("errors.invalidInput", unstorable);
      const parsed = schema.safeParse(input);
      if (!parsed.success) return fail("errors.invalidInput", fieldErrorsOf(parsed.error));
      const refusal = options.limit ? await limitRefusal(options.limit, user) : null;
      if (refusal) return refusal;
      return await run(parsed.data, user as U);
    } catch (error) {
      return reportUnexpected(error);
    }
  };
}

export function publicAction<S extends z.ZodType, R extends Outcome>(schema: S, run: (input: z.infer<S>) => Promise<R>, options: ActionOptions = {}) {
  return pipeline<S, R, null>("public", schema, (input) => run(input), options);
}

export function userAction<S extends z.ZodType, R extends Outcome>(
  schema: S,
  run: (input: z.infer<S>, user: CurrentUser) => Promise<R>,
  options: ActionOptions = {},
) {
  return pipeline<S, R, CurrentUser>("user", schema, run, options);
}

export function adminAction<S extends z.ZodType, R extends Outcome>(
  schema: S,
  run: (input: z.infer<S>, user: CurrentUser) => Promise<R>,
  options: ActionOptions = {},
) {
  return pipeline<S, R, CurrentUser>("admin", schema, run, options);
}
