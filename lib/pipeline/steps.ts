import "server-only";
import { getCurrentUser } from "@/lib/auth/guards";
import { consumeRequestLimit } from "@/lib/rate-limit/request-limit";
import { parsedInput, unstorableRefusal } from "./input";
import type { Next, Passage, Step } from "./passage";
import { Refusal } from "./refusal";
import { refusalFor } from "./thrown";

// The steps in front of every server action (lib/pipeline/action.ts) and route handler
// (lib/http/guarded-route.ts), listed once. The edges only turn a passage in and a refusal out.

const answerThrown: Step = async (passage, next) => {
  try {
    return await next(passage);
  } catch (error) {
    return refusalFor(error, passage);
  }
};

const session: Step = async (passage, next) => {
  if (passage.access === "public") return next(passage);
  const user = await getCurrentUser();
  if (!user) return new Refusal(401, "errors.unauthorized");
  passage.log.setBindings({ userId: user.id });
  return next({ ...passage, user });
};

// getCurrentUser read the role from user_roles; what the cookie claims is not consulted.
const role: Step = async (passage, next) => (passage.access === "admin" && !passage.user?.isAdmin ? new Refusal(403, "errors.forbidden") : next(passage));

const storableInput: Step = async (passage, next) => (passage.schema ? (unstorableRefusal(passage.input) ?? next(passage)) : next(passage));

const validInput: Step = async (passage, next) => {
  if (!passage.schema) return next(passage);
  const parsed = parsedInput(passage.schema, passage.input);
  return parsed instanceof Refusal ? parsed : next({ ...passage, input: parsed.data });
};

const rateLimit: Step = async (passage, next) => {
  const { limit, user } = passage;
  if (!limit) return next(passage);
  const address = limit.per === "user" && user ? "" : await passage.address();
  const outcome = await consumeRequestLimit(limit, { userId: user?.id, address });
  if (outcome.allowed) return next(passage);
  return new Refusal(429, limit.error ?? "errors.rateLimited", { retryAfterSeconds: outcome.retryAfterSeconds });
};

/** In order; the handler comes after the last. */
export const STEPS: readonly Step[] = [answerThrown, session, role, storableInput, validInput, rateLimit];

/** The handler's answer once every step let the passage through, or the first refusal. */
export function runSteps<T>(passage: Passage, handler: (passage: Passage) => Promise<T>): Promise<T | Refusal> {
  const chain = STEPS.reduceRight<Next<T>>((next, step) => (current) => step(current, next), handler);
  return chain(passage);
}
