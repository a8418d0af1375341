import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { env } from "@/lib/env";
import { WIZARD_LIMITS } from "@/lib/wizard/rate-limits";
import { keyOfUrl, readStoredFile } from "@/lib/storage/files";
import { importProductPhotoAction } from "@/lib/wizard/actions";
import { makeUser, signInAs } from "./factories";
import { fixture } from "./media-upload-helpers";
import { STORAGE_DRIVERS, storageDriverForTests } from "./storage-drivers";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

const MB = 1024 * 1024;
const ERRORS = "wizard.creatives.productPhoto.errors";

// A store serving its product photos from loopback (the tests' switch lets loopback through).
let store: Server;
let port = 0;
let connections = 0;
const at = (path: string) => `http://127.0.0.1:${port}${path}`;

const routes: Record<string, (res: http.ServerResponse) => void> = {
  "/img/t%C3%AAnis-1080.jpg": (res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(fixture("square-1080.jpg")),
  "/img/small.png": (res) => res.writeHead(200, { "content-type": "image/png" }).end(fixture("small-300.png")),
  "/img/photo.webp": (res) => res.writeHead(200, { "content-type": "image/webp" }).end(fixture("photo-700.webp")),
  "/img/lying.jpg": (res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(fixture("clip-640x360.mp4")),
  "/product.html": (res) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>Tênis</h1>"),
  "/img/moved.jpg": (res) => res.writeHead(302, { location: "/img/t%C3%AAnis-1080.jpg" }).end(),
  "/img/to-private.jpg": (res) => res.writeHead(302, { location: "http://10.0.0.1/x.jpg" }).end(),
  "/img/declared-huge.jpg": (res) => res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(31 * MB) }).end(fixture("square-1080.jpg")),
  "/img/endless.jpg": (res) => {
    // No Content-Length: the cap must count what arrives.
    res.writeHead(200, { "content-type": "image/jpeg" });
    res.write(fixture("square-1080.jpg"));
    const chunk = Buffer.alloc(MB);
    for (let i = 0; i < 31; i++) res.write(chunk);
    res.end();
  },
};

beforeAll(async () => {
  store = http.createServer((req, res) => (routes[req.url ?? ""] ?? ((r) => r.writeHead(404).end()))(res));
  store.on("connection", () => connections++);
  await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
  port = (store.address() as AddressInfo).port;
});
afterAll(() => {
  store.closeAllConnections();
  store.close();
});

async function signedIn() {
  const user = await makeUser();
  signInAs(user);
  return user;
}

describe.each(STORAGE_DRIVERS)("importProductPhotoAction, the product page's photo as a creative, stored on %s", (driver) => {
  const storage = storageDriverForTests(driver);
  const filesLeft = (userId: string) => storage.filesLeft(`media/${userId}`);

  it("stores a 1080x1080 JPEG under the user's media folder, like an upload", async () => {
    const user = await signedIn();
    const result = await importProductPhotoAction({ url: at("/img/t%C3%AAnis-1080.jpg"), total: 0 });
    expect(result).toEqual({
      ok: true,
      data: { id: "product-photo", type: "image", url: expect.any(String), name: "tênis-1080.jpg", generated: false, isMain: true },
    });
    if (!result.ok) return;
    expect(result.data.url).toMatch(new RegExp(`^/api/uploads/media/${user.id}/\\d{13}-[0-9a-f]{16}\\.jpg$`));
    expect(filesLeft(user.id)).toHaveLength(1);
    const stored = await readStoredFile(keyOfUrl(result.data.url)!);
    expect(stored?.equals(Buffer.from(fixture("square-1080.jpg")))).toBe(true);
  });

  it("follows a redirect on the store, and is not the primary creative when others exist", async () => {
    const user = await signedIn();
    expect(await importProductPhotoAction({ url: at("/img/moved.jpg"), total: 2 })).toMatchObject({ ok: true, data: { isMain: false } });
    expect(filesLeft(user.id)).toHaveLength(1);
  });

  it.each([
    ["a 300x300 image ('Imagem muito pequena')", "/img/small.png", { error: "wizard.media.errors.imageTooSmall", values: { width: 300, height: 300 } }],
    ["a WebP image (not a Meta format)", "/img/photo.webp", { error: "wizard.media.errors.imageFormat" }],
    ["a video served as an image", "/img/lying.jpg", { error: "wizard.media.errors.imageFormat" }],
    ["an HTML page", "/product.html", { error: `${ERRORS}.notImage` }],
    ["a missing photo", "/img/gone.jpg", { error: `${ERRORS}.unreachable` }],
    ["a photo declared larger than 30 MB", "/img/declared-huge.jpg", { error: "wizard.media.errors.imageTooLarge" }],
    ["a photo that passes 30 MB as it arrives", "/img/endless.jpg", { error: "wizard.media.errors.imageTooLarge" }],
  ])("refuses %s and stores nothing", async (_label, path, failure) => {
    const user = await signedIn();
    expect(await importProductPhotoAction({ url: at(path), total: 0 })).toEqual({ ok: false, ...failure });
    expect(filesLeft(user.id)).toEqual([]);
  });

  it("never connects to a private address, even through a redirect", async () => {
    const user = await signedIn();
    const requests = jest.spyOn(http, "request");
    for (const url of ["http://10.0.0.1/x.jpg", "http://169.254.169.254/latest/meta-data/", "http://[::ffff:10.0.0.1]/x.jpg"]) {
      expect(await importProductPhotoAction({ url, total: 0 })).toEqual({ ok: false, error: `${ERRORS}.unreachable` });
    }
    expect(requests).not.toHaveBeenCalled();
    expect(await importProductPhotoAction({ url: at("/img/to-private.jpg"), total: 0 })).toEqual({ ok: false, error: `${ERRORS}.unreachable` });
    // Only the store's redirect was requested, never the private address it named.
    expect(requests.mock.calls.map(([url]) => String(url))).toEqual([at("/img/to-private.jpg")]);
    requests.mockRestore();
    expect(filesLeft(user.id)).toEqual([]);
  });

  it("refuses a name resolving to loopback without the tests' switch, with no connection made", async () => {
    await signedIn();
    const before = connections;
    env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = false;
    try {
      for (const url of [`http://localhost:${port}/img/t%C3%AAnis-1080.jpg`, `http://127.0.0.1:${port}/img/t%C3%AAnis-1080.jpg`]) {
        expect(await importProductPhotoAction({ url, total: 0 })).toEqual({ ok: false, error: `${ERRORS}.unreachable` });
      }
    } finally {
      env.SCRAPE_ALLOW_LOOPBACK_FOR_TESTS = true;
    }
    expect(connections).toBe(before);
  });

  it("respects the media limit of 5 without fetching anything", async () => {
    const user = await signedIn();
    const before = connections;
    expect(await importProductPhotoAction({ url: at("/img/t%C3%AAnis-1080.jpg"), total: 5 })).toEqual({ ok: false, error: "wizard.media.limitTitle" });
    expect(connections).toBe(before);
    expect(filesLeft(user.id)).toEqual([]);
  });

  it("limits imports per user per hour, and needs a session", async () => {
    const user = await signedIn();
    // Refused over the media limit, so nothing is fetched, but each call counts.
    for (let i = 0; i < WIZARD_LIMITS.productPhoto.limit; i++) await importProductPhotoAction({ url: at("/img/t%C3%AAnis-1080.jpg"), total: 5 });
    const before = connections;
    expect(await importProductPhotoAction({ url: at("/img/t%C3%AAnis-1080.jpg"), total: 0 })).toMatchObject({ ok: false, error: "wizard.errors.rateLimited" });
    expect(connections).toBe(before);
    signInAs(null);
    expect(await importProductPhotoAction({ url: at("/img/t%C3%AAnis-1080.jpg"), total: 0 })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(filesLeft(user.id)).toEqual([]);
  });
});
