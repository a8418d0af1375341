import { unstable_rethrow } from "next/navigation";
import { ZodError } from "zod";
import { fieldErrorsOf } from "./field-errors";
import type { ThrowContext } from "./passage";
import { Refusal } from "./refusal";

// The one place a throw becomes an answer, for actions and routes alike: a refusal as it is, zod 422,
// a record that is not there 404, a malformed percent-escape 400, anything else logged once and
// answered with a 500 that says nothing.

// Prisma's "record to update or delete does not exist", matched by shape so this module needs no database.
function isRecordNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === "PrismaClientKnownRequestError" && (error as { code?: unknown }).code === "P2025";
}

export function refusalFor(error: unknown, { edge, log, unexpected = "errors.unexpected" }: ThrowContext): Refusal {
  // Next's own signals (redirect, notFound, a prerender bailing out) are not failures.
  unstable_rethrow(error);
  if (error instanceof Refusal) return error;
  if (error instanceof ZodError) return new Refusal(422, "errors.invalidInput", { fieldErrors: fieldErrorsOf(error) });
  if (isRecordNotFound(error)) return new Refusal(404, "errors.notFound");
  if (error instanceof URIError) return new Refusal(400, "errors.invalidInput");
  log.error({ err: error }, `[${edge}] failed unexpectedly`);
  return new Refusal(500, unexpected);
}
