import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import en from "@/messages/en.json";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/guards";
import { requestLogger } from "@/lib/log/request";
import { withinLimit, type RequestLimit } from "@/lib/rate-limit";
import { clientAddressOf } from "@/lib/security/client-address";
import { fail, isMessageKey, type ActionFailure, type ActionResult, type FieldErrors } from "./result";
import { unstorableFields } from "./storable";

// Every exported server action is a public POST endpoint. The builders put one pipeline in front of
// each: session → role (from the database) → input the database can store → zod → rate limit →
// handler. Whatever the handler throws is logged once with the request id and answered as
// errors.unexpected, so no input reaches the client as a 500.

export type ActionOptions = { limit?: RequestLimit };

type Access = "public" | "user" | "admin";

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_form";
    // Schemas name their messages by key; zod's own English sentences are not shown to a reader.
    fieldErrors[field] ??= isMessageKey(issue.message, en) ? issue.message : "errors.invalidField";
  }
  return fieldErrors;
}

async function limitRefusal(limit: RequestLimit, user: CurrentUser | null): Promise<ActionFailure | null> {
  const allowed = await withinLimit(limit, { userId: user?.id, address: async () => clientAddressOf(await headers()) });
  return allowed ? null : fail(limit.error ?? "errors.rateLimited");
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
  return async (input?: unknown): Promise<R | ActionFailure> => {
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

export function userAction<S extends z.ZodType, R extends Outcome>(schema: S, run: (input: z.infer<S>, user: CurrentUser) => Promise<R>, options: ActionOptions = {}) {
  return pipeline<S, R, CurrentUser>("user", schema, run, options);
}

export function adminAction<S extends z.ZodType, R extends Outcome>(schema: S, run: (input: z.infer<S>, user: CurrentUser) => Promise<R>, options: ActionOptions = {}) {
  return pipeline<S, R, CurrentUser>("admin", schema, run, options);
}
