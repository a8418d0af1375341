// Issue 13: the route-handler pipeline (lib/http): errors answered in one place and one shape, guards
// as the action builder's, and paths with malformed percent-escapes never a 500.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { z } from "zod";
import { GET as serveUpload } from "@/app/api/uploads/[...key]/route";
import { POST as uploadAvatar } from "@/app/api/profile/avatar/route";
import { auth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { adminRoute, publicRoute } from "@/lib/http/guarded-route";
import { parseInput } from "@/lib/http/input";
import { route } from "@/lib/http/route";
import { captureLogs } from "@/lib/log/capture";
import { Refusal } from "@/lib/pipeline/refusal";
import { perMinute } from "@/lib/rate-limit/limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import proxy from "@/proxy";
import { confirmedUser, requestTo, sessionOf } from "./routes-helpers";
import { storageDriverForTests } from "./storage-drivers";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
const mockedAuth = auth as unknown as jest.Mock;
const storage = storageDriverForTests("local disk");

const get = (path: string, headers: Record<string, string> = {}) => requestTo(path, { method: "GET", headers });
const answer = async (response: Response) => [response.status, await response.json()];

describe("errors, answered in one place", () => {
  it("an unexpected throw is a 500 that says nothing, logged once with the request id", async () => {
    const user = await confirmedUser();
    mockedAuth.mockResolvedValue(sessionOf(user));
    jest.spyOn(db.profile, "update").mockRejectedValueOnce(new Error("connect ECONNREFUSED postgresql://app:s3cr3t@10.0.0.5/ads"));
    const logs = captureLogs();
    const png = new Uint8Array(Buffer.from("89504e470d0a1a0a0000000d49484452000000400000004008060000", "hex"));
    const response = await uploadAvatar(requestTo("/api/profile/avatar", { body: png, headers: { "x-request-id": "req-7f3a9c21e0" } }));
    logs.restore();
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({ ok: false, error: "profilePage.avatar.uploadFailed" });
    expect(body).not.toContain("s3cr3t");
    expect(response.headers.get("x-request-id")).toBe("req-7f3a9c21e0");
    expect(logs.entries).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "[route] failed unexpectedly",
        requestId: "req-7f3a9c21e0",
        userId: user.id,
        path: "/api/profile/avatar",
      }),
    ]);
    expect(storage.filesLeft(`avatars/${user.id}`)).toEqual([]);
  });

  it("maps zod to 422, a known failure to its status, a missing record to 404, a bad escape to 400, the rest to errors.unexpected", async () => {
    const schema = z.object({ campaignId: z.uuid() });
    const handlers = {
      zod: route(() => {
        parseInput(schema, { campaignId: "nope" });
        return new Response();
      }),
      unstorable: route(() => {
        parseInput(schema, { campaignId: "a\u0000b" });
        return new Response();
      }),
      known: route(() => {
        throw new Refusal(409, "errors.metaCallback.replayedSignedRequest");
      }),
      missing: route(async () => {
        await db.campaign.update({ where: { id: randomUUID() }, data: { productName: "x" } });
        return new Response();
      }),
      escape: route(() => new Response(decodeURIComponent("%E0%A4%A"))),
      other: route(() => {
        throw new TypeError("undefined is not a function");
      }),
    };
    expect(await answer(await handlers.zod(get("/x")))).toEqual([
      422,
      { ok: false, error: "errors.invalidInput", fieldErrors: { campaignId: "errors.invalidField" } },
    ]);
    expect(await answer(await handlers.unstorable(get("/x")))).toEqual([
      422,
      { ok: false, error: "errors.invalidInput", fieldErrors: { campaignId: "errors.unstorableText" } },
    ]);
    expect(await answer(await handlers.known(get("/x")))).toEqual([409, { ok: false, error: "errors.metaCallback.replayedSignedRequest" }]);
    expect(await answer(await handlers.missing(get("/x")))).toEqual([404, { ok: false, error: "errors.notFound" }]);
    expect(await answer(await handlers.escape(get("/x")))).toEqual([400, { ok: false, error: "errors.invalidInput" }]);
    const logs = captureLogs();
    expect(await answer(await handlers.other(get("/x")))).toEqual([500, { ok: false, error: "errors.unexpected" }]);
    logs.restore();
    expect(logs.entries).toHaveLength(1);
  });
});

describe("malformed percent-encoding in a path", () => {
  it("is a 400 from the proxy, before Next's router would answer it with a 500", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/api/uploads/%E0%A4%A"));
    expect(await answer(response)).toEqual([400, { ok: false, error: "errors.invalidInput" }]);
    expect((await proxy(new NextRequest("http://localhost:3000/api/uploads/avatars/a%20b.png"))).status).not.toBe(400);
  });

  it("is a 404 or 400 from the uploads route, whatever form the params arrive in", async () => {
    const serve = (key: string[] | Promise<never>) => serveUpload(get("/api/uploads/x"), { params: Array.isArray(key) ? Promise.resolve({ key }) : key });
    expect((await serve(["%E0%A4%A"])).status).toBe(404);
    expect((await serve(["avatars", "a\u0000.png"])).status).toBe(404);
    expect((await serve(["avatars", "\uD800.png"])).status).toBe(404);
    expect((await serve(Promise.reject(new URIError("URI malformed")))).status).toBe(400);
    expect(await answer(await serve(["avatars", "nobody", "1-00.png"]))).toEqual([404, { ok: false, error: "errors.notFound" }]);
  });
});

describe("guards, as the action builder's", () => {
  const adminOnly = adminRoute(async () => new Response("secret"));
  const limited = publicRoute(async () => Response.json({ ok: true, data: null }), { limit: perMinute(`test-${randomUUID()}`, 2, { per: "address" }) });

  it("an admin route refuses no session (401) and a user without the admin role in the database (403)", async () => {
    mockedAuth.mockResolvedValue(null);
    expect(await answer(await adminOnly(get("/x")))).toEqual([401, { ok: false, error: "errors.unauthorized" }]);
    const user = await confirmedUser();
    // The session claims admin; the role table says otherwise, and the table wins.
    mockedAuth.mockResolvedValue({ ...sessionOf(user), user: { id: user.id, isAdmin: true } });
    expect(await answer(await adminOnly(get("/x")))).toEqual([403, { ok: false, error: "errors.forbidden" }]);
  });

  it("a limit per client address counts each address apart", async () => {
    const from = (address: string) => limited(get("/x", { [CLIENT_ADDRESS_HEADER]: address }));
    expect([(await from("198.51.100.1")).status, (await from("198.51.100.1")).status, (await from("198.51.100.1")).status]).toEqual([200, 200, 429]);
    expect((await from("198.51.100.2")).status).toBe(200);
  });
});
