import type { z } from "zod";
import { parsedInput, unstorableRefusal } from "@/lib/pipeline/input";
import { Refusal } from "@/lib/pipeline/refusal";

/**
 * A route's input (headers, query, a JSON body) checked by the pipeline's input steps, as an action's
 * is: text the database cannot store is refused on its field, then zod parses. A refusal is thrown and
 * answered 422 by the route.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unstorable = unstorableRefusal(input);
  if (unstorable) throw unstorable;
  const parsed = parsedInput(schema, input);
  if (parsed instanceof Refusal) throw parsed;
  return parsed.data;
}
