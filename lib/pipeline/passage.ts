import type { z } from "zod";
import type { MessageKey } from "@/lib/actions/result";
import type { CurrentUser } from "@/lib/auth/guards";
import type { Logger } from "@/lib/log/server";
import type { RequestLimit } from "@/lib/rate-limit/limits";
import type { Refusal } from "./refusal";

export type Access = "public" | "user" | "admin";

/** Where a throw is answered: the edge names the log line, `unexpected` is the 500's message. */
export type ThrowContext = {
  edge: "action" | "route";
  /** This request's logger; the session step adds the user's id to it. */
  log: Logger;
  /** errors.unexpected unless the route has a more helpful message. */
  unexpected?: MessageKey;
};

/** A request as it passes the steps: each one passes it on (added to) or refuses it. */
export type Passage = ThrowContext & {
  access: Access;
  /** An action's input schema. A route reads its input from the request and parses it itself (lib/http/input.ts). */
  schema?: z.ZodType;
  input?: unknown;
  limit?: RequestLimit;
  user: CurrentUser | null;
  /** The client's address; read only when a limit counts per address. */
  address: () => string | Promise<string>;
};

export type Next<T> = (passage: Passage) => Promise<T | Refusal>;

/** One step, tRPC-middleware style: refuse, or hand the (enriched) passage to the next. */
export type Step = <T>(passage: Passage, next: Next<T>) => Promise<T | Refusal>;
