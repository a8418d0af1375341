import "server-only";
import type { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/guards";
import { fail, type ActionResult, type FieldErrors } from "./result";

// Every exported server action is a public POST endpoint. These builders put the session check,
// the role check and the zod parsing in front of every action, so none can forget them.

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_form";
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

function parse<S extends z.ZodType>(schema: S, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, result: fail("errors.invalidInput", fieldErrorsOf(parsed.error)) } as const);
}

export function publicAction<S extends z.ZodType, T>(schema: S, run: (input: z.infer<S>) => Promise<ActionResult<T>>) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const parsed = parse(schema, input);
    return parsed.ok ? run(parsed.data) : parsed.result;
  };
}

export function userAction<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.infer<S>, user: CurrentUser) => Promise<ActionResult<T>>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const user = await getCurrentUser();
    if (!user) return fail("errors.unauthorized");
    const parsed = parse(schema, input);
    return parsed.ok ? run(parsed.data, user) : parsed.result;
  };
}

export function adminAction<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.infer<S>, user: CurrentUser) => Promise<ActionResult<T>>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const user = await getCurrentUser();
    if (!user) return fail("errors.unauthorized");
    if (!user.isAdmin) return fail("errors.forbidden");
    const parsed = parse(schema, input);
    return parsed.ok ? run(parsed.data, user) : parsed.result;
  };
}
