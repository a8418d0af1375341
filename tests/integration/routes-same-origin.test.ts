// Issue 13: every state-changing route handler refuses a request from another origin before it reads
// the body or writes anything; only Meta's server-to-server callbacks opt out, by name.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { POST as uploadAvatar } from "@/app/api/profile/avatar/route";
import { POST as endSession } from "@/app/api/session/end/route";
import { POST as uploadMedia } from "@/app/api/wizard/media/route";
import { auth, signOut } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { fixture, lazyBody } from "./media-upload-helpers";
import { APP_ORIGIN, OTHER_ORIGIN, confirmedUser, requestTo, sessionOf } from "./routes-helpers";
import { storageDriverForTests } from "./storage-drivers";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn(), signOut: jest.fn() }));
const mockedAuth = auth as unknown as jest.Mock;
const mockedSignOut = signOut as unknown as jest.Mock;

const storage = storageDriverForTests("local disk");
const MB = 1024 * 1024;

type Handler = (request: Request) => Promise<Response>;
type Case = { route: string; handler: Handler; wroteNothing: (userId: string) => Promise<void> };

const STATE_CHANGING: Case[] = [
  {
    route: "/api/wizard/media",
    handler: uploadMedia,
    wroteNothing: async (userId) => expect(storage.filesLeft(`media/${userId}`)).toEqual([]),
  },
  {
    route: "/api/profile/avatar",
    handler: uploadAvatar,
    wroteNothing: async (userId) => {
      expect(storage.filesLeft(`avatars/${userId}`)).toEqual([]);
      expect((await db.profile.findUniqueOrThrow({ where: { userId } })).avatarUrl).toBeNull();
    },
  },
  {
    route: "/api/session/end",
    handler: endSession,
    wroteNothing: async () => expect(mockedSignOut).not.toHaveBeenCalled(),
  },
];
// Authenticated by their signed_request; Meta's servers send no Origin. Auth.js has its own CSRF token.
// Meta's servers send no Origin: their signature authenticates them (the webhooks: X-Hub-Signature-256).
const OPTED_OUT = ["/api/meta/data-deletion", "/api/meta/deauthorize", "/api/meta/webhooks", "/api/auth/[...nextauth]"];

beforeEach(() => mockedSignOut.mockReset());

describe("a cross-origin POST to a state-changing route", () => {
  it.each(STATE_CHANGING.map((entry) => [entry.route, entry] as const))(
    "%s refuses it with 403, unread, and writes nothing",
    async (route, { handler, wroteNothing }) => {
      const user = await confirmedUser();
      mockedAuth.mockResolvedValue(sessionOf(user));
      for (const headers of [{ origin: OTHER_ORIGIN }, { origin: "null" }, { "sec-fetch-site": "same-site" }, { "sec-fetch-site": "cross-site" }] as Record<
        string,
        string
      >[]) {
        const body = lazyBody(fixture("square-1080.jpg"), 2 * MB);
        const response = await handler(requestTo(route, { body: body.stream, headers: { "x-file-name": "a.jpg", ...headers } }));
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ ok: false, error: "errors.crossOrigin" });
        expect(body.state.pulled).toBe(0);
      }
      await wroteNothing(user.id);
    },
  );

  it("is answered when it comes from the app's own origin, or from outside a browser", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(sessionOf(user));
    const avatar = new Uint8Array(readFileSync("e2e/fixtures-files/avatar.png"));
    for (const headers of [{ origin: APP_ORIGIN }, { "sec-fetch-site": "same-origin" }, {}] as Record<string, string>[]) {
      const response = await uploadAvatar(requestTo("/api/profile/avatar", { body: avatar, headers }));
      expect(response.status).toBe(200);
    }
    const signedOut = await endSession(requestTo("/api/session/end", { headers: { origin: APP_ORIGIN } }));
    expect([signedOut.status, signedOut.headers.get("location")]).toEqual([303, `${APP_ORIGIN}/auth`]);
    expect(mockedSignOut).toHaveBeenCalledTimes(1);
  });
});

describe("the list above", () => {
  it("names every route that exports POST, PUT, PATCH or DELETE, or says why it opts out", () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "route.ts");
    const writing = files
      .filter((file) =>
        /export (const|async function|function) (POST|PUT|PATCH|DELETE)\b|export const \{[^}]*\b(POST|PUT|PATCH|DELETE)\b/.test(
          readFileSync(path.join("app", file), "utf8"),
        ),
      )
      .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, ""))
      .sort();
    expect(writing).toEqual([...STATE_CHANGING.map((entry) => entry.route), ...OPTED_OUT].sort());
  });
});
