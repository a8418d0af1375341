import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import type { CurrentUser } from "@/lib/auth/guards";
import { requestLogger } from "@/lib/log/request";
import type { Access } from "@/lib/pipeline/passage";
import { Refusal } from "@/lib/pipeline/refusal";
import { runSteps } from "@/lib/pipeline/steps";
import type { RequestLimit } from "@/lib/rate-limit/limits";
import { clientAddressOf } from "@/lib/security/client-address";
import type { ActionFailure, ActionResult } from "@/lib/actions/result";

// Every exported server action is a public POST endpoint. The builders put the pipeline's steps in
// front of each (lib/pipeline/steps.ts: session → role → storable input → zod → rate limit → handler,
// a throw answered once); this is the actions' edge: the call's input in, a refusal out as the result's
// failure, so no input reaches the client as a 500.

export type ActionOptions = { limit?: RequestLimit };

// R: the handler's own results; the pipeline adds its refusals (plain failures) to them.
type Outcome = ActionResult<unknown>;

function pipeline<S extends z.ZodType, R extends Outcome, U extends CurrentUser | null>(
  access: Access,
  schema: S,
  run: (input: z.infer<S>, user: U) => Promise<R>,
  options: ActionOptions,
) {
  return async (input?: z.input<S>): Promise<R | ActionFailure> => {
    const outcome = await runSteps(
      {
        edge: "action",
        access,
        schema,
        input,
        limit: options.limit,
        user: null,
        // A logger of this call's own, so the session step can add the user's id to it.
        log: (await requestLogger()).child({}),
        address: async () => clientAddressOf(await headers()),
      },
      (passage) => run(passage.input as z.infer<S>, passage.user as U),
    );
    return outcome instanceof Refusal ? outcome.failure : outcome;
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
