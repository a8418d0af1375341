import type { z } from "zod";
import { fieldErrorsOf } from "./field-errors";
import { Refusal } from "./refusal";
import { unstorableFields } from "./storable";

/** Refuses (422) text the database could not store, on the field that carries it. */
export function unstorableRefusal(input: unknown): Refusal | null {
  const fieldErrors = unstorableFields(input);
  return fieldErrors ? new Refusal(422, "errors.invalidInput", { fieldErrors }) : null;
}

/** The input as the schema parses it, or a refusal (422) naming each field's problem. */
export function parsedInput<S extends z.ZodType>(schema: S, input: unknown): { data: z.infer<S> } | Refusal {
  const parsed = schema.safeParse(input);
  return parsed.success ? { data: parsed.data } : new Refusal(422, "errors.invalidInput", { fieldErrors: fieldErrorsOf(parsed.error) });
}
