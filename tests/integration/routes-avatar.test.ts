// Issue 13: POST /api/profile/avatar takes the raw image as its body and reads it with the 5 MB cap as
// it arrives (chunked or lying about its length), per user rate limit included.
import { readFileSync } from "node:fs";
import { POST as uploadAvatar } from "@/app/api/profile/avatar/route";
import { auth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { AVATAR_UPLOAD_LIMIT } from "@/lib/profile/avatar";
import { consumeRequestLimit } from "@/lib/rate-limit/request-limit";
import { keyOfUrl, readStoredFile } from "@/lib/storage/files";
import { lazyBody } from "./media-upload-helpers";
import { confirmedUser, requestTo, sessionOf } from "./routes-helpers";
import { storageDriverForTests } from "./storage-drivers";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
const mockedAuth = auth as unknown as jest.Mock;

const storage = storageDriverForTests("local disk");
const MB = 1024 * 1024;
const png = new Uint8Array(readFileSync("e2e/fixtures-files/avatar.png"));

async function signedIn() {
  const user = await confirmedUser();
  mockedAuth.mockResolvedValue(sessionOf(user));
  return user;
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  uploadAvatar(requestTo("/api/profile/avatar", { body, headers: { "content-type": "image/png", ...headers } }));
const avatarOf = async (userId: string) => (await db.profile.findUniqueOrThrow({ where: { userId } })).avatarUrl;

describe("POST /api/profile/avatar", () => {
  it("stores the raw image and answers its address", async () => {
    const user = await signedIn();
    const response = await post(png);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { ok: true; data: { url: string } };
    expect(json).toEqual({ ok: true, data: { url: expect.stringMatching(new RegExp(`^/api/uploads/avatars/${user.id}/`)) } });
    expect(await avatarOf(user.id)).toBe(json.data.url);
    expect(await readStoredFile(keyOfUrl(json.data.url)!)).toEqual(Buffer.from(png));
  });

  it("refuses a 40 MB chunked body past the cap, without reading the rest, and stores nothing", async () => {
    const user = await signedIn();
    const body = lazyBody(png, 40 * MB);
    const response = await post(body.stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "profilePage.avatar.tooLarge" });
    expect(body.state.pulled).toBeLessThanOrEqual(6 * MB);
    expect(body.state.cancelled).toBe(true);
    expect(storage.filesLeft(`avatars/${user.id}`)).toEqual([]);
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("refuses a declared length past the cap before reading, and a body longer than it declared", async () => {
    const user = await signedIn();
    const declared = lazyBody(png, 40 * MB);
    expect((await post(declared.stream, { "content-length": String(40 * MB) })).status).toBe(413);
    expect(declared.state.pulled).toBe(0);
    const lying = lazyBody(png, 40 * MB);
    expect((await post(lying.stream, { "content-length": "1000" })).status).toBe(413);
    expect(lying.state.pulled).toBeLessThanOrEqual(6 * MB);
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("refuses content that is not a JPG, PNG or GIF with 422", async () => {
    const user = await signedIn();
    const response = await post(new TextEncoder().encode("<svg onload=alert(1)>"));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, error: "profilePage.avatar.invalidFormat" });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("refuses an anonymous request without reading the body", async () => {
    mockedAuth.mockResolvedValue(null);
    const body = lazyBody(png, 2 * MB);
    const response = await post(body.stream);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(body.state.pulled).toBe(0);
  });

  it("limits uploads per user", async () => {
    const user = await signedIn();
    for (let i = 0; i < AVATAR_UPLOAD_LIMIT.limit; i++) await consumeRequestLimit(AVATAR_UPLOAD_LIMIT, { userId: user.id, address: "unknown" });
    const response = await post(png);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ ok: false, error: "errors.rateLimited", values: { retryAfterSeconds: expect.any(Number) } });
    expect(await avatarOf(user.id)).toBeNull();
  });
});
