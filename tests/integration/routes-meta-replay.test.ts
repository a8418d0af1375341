// Issue 13: a Meta signed_request is answered once per callback. Its digest is kept in PostgreSQL until
// the request expires, so a replay within its hour is refused by every app process.
import { randomUUID } from "node:crypto";
import { POST as deauthorize } from "@/app/api/meta/deauthorize/route";
import { POST as dataDeletion } from "@/app/api/meta/data-deletion/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { captureLogs } from "@/lib/log/capture";
import { encodeSignedRequest } from "@/lib/meta/signed-request";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { makeUser } from "./factories";

const SECRET = "integration-meta-app-secret";
const originalSecret = env.META_APP_SECRET;
beforeEach(() => {
  env.META_APP_SECRET = SECRET;
});
afterAll(() => {
  env.META_APP_SECRET = originalSecret;
});

const signedFor = (metaUserId: string, issuedAt = Math.floor(Date.now() / 1000)) =>
  encodeSignedRequest({ algorithm: "HMAC-SHA256", user_id: metaUserId, issued_at: issuedAt, expires: 0 }, SECRET);
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const newMetaUserId = () => String(20_000_000_000 + Math.floor(Math.random() * 1e9));

// Meta's servers: no Origin, their own address per test so limits do not spill over.
function callback(path: string, signedRequest: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: `meta-${randomUUID()}`, ...headers },
    body: new URLSearchParams({ signed_request: signedRequest }),
  });
}

describe("a replayed signed_request", () => {
  it("is refused by the data deletion callback and records no second deletion", async () => {
    const signed = signedFor(newMetaUserId());
    const first = await dataDeletion(callback("/api/meta/data-deletion", signed));
    expect(first.status).toBe(200);
    const rows = await db.metaDataDeletion.count();
    const replay = await dataDeletion(callback("/api/meta/data-deletion", signed));
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ ok: false, error: "errors.metaCallback.replayedSignedRequest" });
    expect(await db.metaDataDeletion.count()).toBe(rows);
  });

  it("is refused by the deauthorize callback, which leaves a later connection alone", async () => {
    const metaUserId = newMetaUserId();
    const signed = signedFor(metaUserId);
    expect((await deauthorize(callback("/api/meta/deauthorize", signed))).status).toBe(200);
    const user = await makeUser({ profile: { metaUserId, metaAccessToken: "v1.sealed.token" } });
    expect((await deauthorize(callback("/api/meta/deauthorize", signed))).status).toBe(409);
    expect((await db.profile.findUniqueOrThrow({ where: { userId: user.id } })).metaAccessToken).toBe("v1.sealed.token");
  });

  it("is refused however its signature is re-spelled (padding, the unused bits of the last symbol)", async () => {
    const metaUserId = newMetaUserId();
    const signed = signedFor(metaUserId);
    expect((await deauthorize(callback("/api/meta/deauthorize", signed))).status).toBe(200);
    const user = await makeUser({ profile: { metaUserId, metaAccessToken: "v1.sealed.token" } });
    const [signature, payload] = signed.split(".") as [string, string];
    const last = ALPHABET.indexOf(signature.at(-1)!);
    const spellings = [0, 1, 2, 3]
      .flatMap((bits) => ["", "=", "=="].map((padding) => `${signature.slice(0, -1)}${ALPHABET[(last & ~3) | bits]}${padding}.${payload}`))
      .filter((spelling) => spelling !== signed);
    expect(spellings).toHaveLength(11);
    for (const spelling of spellings) expect([400, 409]).toContain((await deauthorize(callback("/api/meta/deauthorize", spelling))).status);
    expect((await db.profile.findUniqueOrThrow({ where: { userId: user.id } })).metaAccessToken).toBe("v1.sealed.token");
  });

  it("is remembered until it expires (issued_at + 1 hour), then forgotten", async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 30 * 60;
    expect((await dataDeletion(callback("/api/meta/data-deletion", signedFor(newMetaUserId(), issuedAt)))).status).toBe(200);
    const uses = await db.metaSignedRequestUse.findMany({ where: { expiresAt: new Date((issuedAt + 3600) * 1000) } });
    expect(uses).toHaveLength(1);
    // Past its expiry a use is dropped at the next callback (the request itself is refused as expired by then).
    await db.metaSignedRequestUse.update({ where: { digest: uses[0]!.digest }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await dataDeletion(callback("/api/meta/data-deletion", signedFor(newMetaUserId())));
    expect(await db.metaSignedRequestUse.count({ where: { digest: uses[0]!.digest } })).toBe(0);
  });

  it("is answered again when the first answer failed, so Meta's retry goes through", async () => {
    const signed = signedFor(newMetaUserId());
    const spy = jest.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("database went away"));
    const logs = captureLogs();
    const failed = await dataDeletion(callback("/api/meta/data-deletion", signed));
    logs.restore();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ ok: false, error: "errors.unexpected" });
    expect(logs.entries).toEqual([expect.objectContaining({ level: "error", msg: "[route] failed unexpectedly" })]);
    spy.mockRestore();
    expect((await dataDeletion(callback("/api/meta/data-deletion", signed))).status).toBe(200);
  });
});

describe("a callback body", () => {
  it("past 16 KB is refused with 413", async () => {
    const response = await dataDeletion(callback("/api/meta/data-deletion", "x".repeat(17 * 1024)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "errors.bodyTooLarge" });
  });

  it("that is declared but never sent times out with 408 instead of holding the request", async () => {
    const stalled = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const request = new Request("http://localhost/api/meta/data-deletion", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "500", [CLIENT_ADDRESS_HEADER]: `meta-${randomUUID()}` },
      body: stalled,
      duplex: "half",
    } as RequestInit);
    jest.useFakeTimers({
      doNotFake: ["nextTick", "setImmediate", "clearImmediate", "queueMicrotask", "Date", "hrtime", "performance", "setInterval", "clearInterval"],
    });
    try {
      let answer: Response | null = null;
      const pending = dataDeletion(request).then((response) => (answer = response));
      // Real I/O (the rate limit's query) runs between the fake clock's steps.
      for (let step = 0; step < 100 && !answer; step++) {
        await jest.advanceTimersByTimeAsync(1000);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const response = await pending;
      expect(response.status).toBe(408);
      expect(await response.json()).toEqual({ ok: false, error: "errors.bodyTimeout" });
    } finally {
      jest.useRealTimers();
    }
  });
});
