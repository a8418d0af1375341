// The process's logger. Server code that handles a request uses `requestLogger()` (./request.ts) to
// tag its lines with the request id.
import { env } from "@/lib/env";
import { createLogger } from "./logger";
import { logDestination } from "./sink";

export type { Logger } from "./logger";

export const logger = createLogger({ level: env.LOG_LEVEL, destination: logDestination });
