import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { uniqueEmail } from "./helpers";

export const APP_ORIGIN = new URL(env.APP_URL).origin;
// Same site as the app (localhost), another origin: the attack a page on another port can make.
export const OTHER_ORIGIN = "http://localhost:3999";

/** A confirmed user with a profile, whose session (if `auth` is mocked to it) is valid. */
export function confirmedUser() {
  return db.user.create({
    data: {
      email: uniqueEmail("route"),
      passwordHash: "x",
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: {} },
    },
  });
}

/** The session Auth.js would give this user now. */
export const sessionOf = (user: { id: string }) => ({ user: { id: user.id, isAdmin: false }, signedInAt: Date.now() });

export function requestTo(
  path: string,
  { method = "POST", body = null, headers = {} }: { method?: string; body?: BodyInit | null; headers?: Record<string, string> } = {},
) {
  return new Request(`${APP_ORIGIN}${path}`, { method, body, headers, duplex: "half" } as RequestInit);
}
