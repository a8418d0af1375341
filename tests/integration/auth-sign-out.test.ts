// Issue 29: Auth.js's own sign-out (POST /api/auth/signout, which any page of the app or a script can
// reach) ends the session's row too, so a copy of the cookie taken before it opens nothing afterwards.
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { getCurrentUser } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { makeUser } from "./factories";
import { APP_ORIGIN } from "./routes-helpers";

// The cookies the next call of getCurrentUser() reads, as a browser would send them.
let cookieHeader = "";
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: cookieHeader, "x-adcampaign-client-address": "203.0.113.9" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}));

jest.setTimeout(30_000);

const PASSWORD = "senha-da-loja";

/** A cookie jar: what Auth.js set, name → value (a cleared cookie is removed). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  sessionCookie = () => [...this.cookies].find(([name]) => name.endsWith("session-token"));
}

function authRequest(path: string, jar: Jar, form?: Record<string, string>) {
  return new Request(`${APP_ORIGIN}/api/auth/${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      cookie: jar.header(),
      origin: APP_ORIGIN,
      "x-adcampaign-client-address": "203.0.113.9",
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
}

// next-auth's handlers take a NextRequest; a plain Request carries everything they read.
const call = (handler: typeof GET, request: Request) => (handler as unknown as (request: Request) => Promise<Response>)(request);

async function csrfToken(jar: Jar): Promise<string> {
  const response = await call(GET, authRequest("csrf", jar));
  jar.take(response);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function signedInBrowser() {
  const user = await makeUser({ label: "sign-out", passwordHash: await hashPassword(PASSWORD) });
  const jar = new Jar();
  const token = await csrfToken(jar);
  const response = await call(POST, authRequest("callback/credentials", jar, { email: user.email, password: PASSWORD, csrfToken: token }));
  jar.take(response);
  const cookie = jar.sessionCookie();
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${response.headers.get("location")}`);
  return { user, jar, copiedCookie: `${cookie[0]}=${cookie[1]}` };
}

async function userOf(cookie: string) {
  cookieHeader = cookie;
  return getCurrentUser();
}

describe("signing out through Auth.js's own route", () => {
  it("ends the session's row, so a copy of the cookie no longer signs anyone in", async () => {
    const { user, jar, copiedCookie } = await signedInBrowser();
    const before = await userOf(copiedCookie);
    expect(before?.id).toBe(user.id);
    const sessionsBefore = await db.userSession.count({ where: { userId: user.id } });

    const response = await call(POST, authRequest("signout", jar, { csrfToken: await csrfToken(jar) }));
    jar.take(response);

    expect(jar.sessionCookie()).toBeUndefined();
    expect(await db.userSession.findUnique({ where: { id: before!.sessionId } })).toBeNull();
    // Only this browser's row: the session makeUser started elsewhere is still signed in.
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(sessionsBefore - 1);
    expect(await userOf(copiedCookie)).toBeNull();
  });
});
