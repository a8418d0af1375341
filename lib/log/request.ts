import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { logger, type Logger } from "./server";
import { REQUEST_ID_HEADER } from "./request-id";

/** The logger for the current request, its lines tagged with the request id; the plain logger outside one. */
export async function requestLogger(): Promise<Logger> {
  try {
    const requestId = (await headers()).get(REQUEST_ID_HEADER);
    return requestId ? logger.child({ requestId }) : logger;
  } catch (error) {
    // Next's own signals (a page turning dynamic while prerendering) must go through.
    unstable_rethrow(error);
    // Outside a request (a job, a script, a test): no id to add.
    return logger;
  }
}
