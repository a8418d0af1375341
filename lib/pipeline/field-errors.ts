import type { z } from "zod";
import en from "@/messages/en.json";
import { isMessageKey, type FieldErrors } from "@/lib/actions/result";

/** zod's issues as field errors: one message key per field, the first issue's. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_form";
    // Schemas name their messages by key; zod's own English sentences are not shown to a reader.
    fieldErrors[field] ??= isMessageKey(issue.message, en) ? issue.message : "errors.invalidField";
  }
  return fieldErrors;
}
