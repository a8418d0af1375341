import { makeUser, sessionOf } from "./factories";
import { env } from "@/lib/env";

export const APP_ORIGIN = new URL(env.APP_URL).origin;
// Same site as the app (localhost), another origin: the attack a page on another port can make.
export const OTHER_ORIGIN = "http://localhost:3999";

/** A confirmed user with a profile, whose session (if `auth` is mocked to it) is valid. */
export const confirmedUser = () => makeUser({ label: "route" });

export { sessionOf };

export function requestTo(
  path: string,
  { method = "POST", body = null, headers = {} }: { method?: string; body?: BodyInit | null; headers?: Record<string, string> } = {},
) {
  return new Request(`${APP_ORIGIN}${path}`, { method, body, headers, duplex: "half" } as RequestInit);
}
