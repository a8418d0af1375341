import "server-only";
import { unstable_rethrow } from "next/navigation";
import { ZodError } from "zod";
import type { MessageKey } from "@/lib/actions/result";
import type { Logger } from "@/lib/log";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id";
import { fieldErrorsOf } from "./field-errors";
import { failure, RouteFailure } from "./failure";

// The one place a route handler's thrown errors become answers: a known failure → its own status, zod
// → 422, a record that is not there → 404, a malformed percent-escape → 400, anything else → a 500 that
// says nothing but its request id, logged once.

// Prisma's "record to update or delete does not exist", matched by shape so this module needs no database.
function isRecordNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === "PrismaClientKnownRequestError" && (error as { code?: unknown }).code === "P2025";
}

export function answerForError(error: unknown, { log, requestId, unexpected }: { log: Logger; requestId: string; unexpected: MessageKey }): Response {
  // Next's own signals (redirect, notFound, a prerender bailing out) are not failures.
  unstable_rethrow(error);
  if (error instanceof RouteFailure) return failure(error.status, error.error, error.detail);
  if (error instanceof ZodError) return failure(422, "errors.invalidInput", { fieldErrors: fieldErrorsOf(error) });
  if (isRecordNotFound(error)) return failure(404, "errors.notFound");
  if (error instanceof URIError) return failure(400, "errors.invalidInput");
  log.error({ err: error }, "[route] failed unexpectedly");
  return failure(500, unexpected, { headers: { [REQUEST_ID_HEADER]: requestId } });
}
