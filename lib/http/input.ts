import type { z } from "zod";
import { unstorableFields } from "@/lib/actions/storable";
import { RouteFailure } from "./failure";

/**
 * A route's input (headers, query, a JSON body) checked like an action's: text the database cannot
 * store is refused on its field, then zod parses. Failures are thrown and answered 422 by the route.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unstorable = unstorableFields(input);
  if (unstorable) throw new RouteFailure(422, "errors.invalidInput", { fieldErrors: unstorable });
  return schema.parse(input);
}
