// Issue 13: sign-out only by POST. GET /api/session/end, where requireUser() sends a cookie that no
// longer stands for a valid user, clears only such a cookie: a link on another site signs nobody out.
import { GET, POST } from "@/app/api/session/end/route";
import { auth, signOut } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { APP_ORIGIN, OTHER_ORIGIN, confirmedUser, requestTo, sessionOf } from "./routes-helpers";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn(), signOut: jest.fn() }));
const mockedAuth = auth as unknown as jest.Mock;
const mockedSignOut = signOut as unknown as jest.Mock;

beforeEach(() => mockedSignOut.mockReset());

const redirectOf = (response: Response) => [response.status, response.headers.get("location")];

describe("GET /api/session/end", () => {
  it("leaves a valid session as it is and goes to the dashboard, even from another site", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(sessionOf(user));
    const response = await GET(requestTo("/api/session/end", { method: "GET", headers: { "sec-fetch-site": "cross-site" } }));
    expect(redirectOf(response)).toEqual([303, `${APP_ORIGIN}/dashboard`]);
    expect(mockedSignOut).not.toHaveBeenCalled();
  });

  it("clears a session that no longer stands for a valid user, then goes to /auth", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(sessionOf(user));
    // Its session row is gone (signed out elsewhere, a password change, "sign out everywhere").
    await db.userSession.deleteMany({ where: { userId: user.id } });
    const response = await GET(requestTo("/api/session/end", { method: "GET" }));
    expect(redirectOf(response)).toEqual([303, `${APP_ORIGIN}/auth`]);
    expect(mockedSignOut).toHaveBeenCalledWith({ redirect: false });
  });
});

describe("POST /api/session/end", () => {
  it("signs out from the app's own pages: the session's row goes, so a copy of the cookie is dead too", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(sessionOf(user));
    const response = await POST(requestTo("/api/session/end", { headers: { origin: APP_ORIGIN } }));
    expect(redirectOf(response)).toEqual([303, `${APP_ORIGIN}/auth`]);
    expect(mockedSignOut).toHaveBeenCalledWith({ redirect: false });
    expect(await db.userSession.findUnique({ where: { id: user.sessionId } })).toBeNull();
  });

  it("refuses another origin and signs nobody out", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(sessionOf(user));
    const response = await POST(requestTo("/api/session/end", { headers: { origin: OTHER_ORIGIN } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, error: "errors.crossOrigin" });
    expect(mockedSignOut).not.toHaveBeenCalled();
    expect(await db.userSession.findUnique({ where: { id: user.sessionId } })).not.toBeNull();
  });
});
