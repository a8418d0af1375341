import { GET as serveUpload } from "@/app/api/uploads/[...key]/route";
import { POST as uploadMedia } from "@/app/api/wizard/media/route";
import { captureLogs } from "@/lib/log/capture";
import { MEDIA_UPLOAD_LIMIT } from "@/lib/media/upload-limits";
import { consumeRequestLimit } from "@/lib/rate-limit/request-limit";
import { keyOfUrl } from "@/lib/storage/files";
import { makeUser, signInAs } from "./factories";
import { declaringSize } from "./helpers";
import { fixture, lazyBody, uploadRequest, withDuration } from "./media-upload-helpers";
import { STORAGE_DRIVERS, storageDriverForTests } from "./storage-drivers";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

const MB = 1024 * 1024;

async function signedIn() {
  const user = await makeUser();
  signInAs(user);
  return user;
}

async function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  const response = await uploadMedia(uploadRequest(body, headers));
  return { status: response.status, json: await response.json() };
}

const serve = (url: string, headers: Record<string, string> = {}) =>
  serveUpload(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ key: keyOfUrl(url)!.split("/") }) });

describe.each(STORAGE_DRIVERS)("media uploads stored on %s", (driver) => {
  const storage = storageDriverForTests(driver);
  const filesLeft = (userId: string) => storage.filesLeft(`media/${userId}`);

  describe("POST /api/wizard/media: spec 001 §5 rules, in order, with their messages", () => {
    it.each([
      ["text", fixture("notes.txt"), 415, "onlyImagesAndVideos", undefined],
      ["a WebP image", fixture("photo-700.webp"), 415, "imageFormat", undefined],
      ["a BMP image", fixture("bitmap-64.bmp"), 415, "imageFormat", undefined],
      ["a WebM video", fixture("clip-640x360.webm"), 415, "videoFormat", undefined],
      ["a 300x300 image", fixture("small-300.png"), 422, "imageTooSmall", { width: 300, height: 300 }],
      ["an image cut short", fixture("square-700.png").slice(0, 20), 422, "imageUnreadable", undefined],
      ["a small PNG declaring 65535x65535", declaringSize(fixture("square-700.png"), 65535), 422, "imageDimensionsTooLarge", { width: 65535, height: 65535 }],
      ["a 250-minute video", withDuration(fixture("clip-640x360.mp4"), 15_000), 422, "videoTooLong", { minutes: 250 }],
      ["a long video in low resolution (duration comes first)", withDuration(fixture("lowres-320x240.mp4"), 15_000), 422, "videoTooLong", { minutes: 250 }],
      ["a 320x240 video", fixture("lowres-320x240.mp4"), 422, "videoResolution", { width: 320, height: 240 }],
      ["an MP4 without its movie header", fixture("truncated.mp4"), 422, "videoUnreadable", undefined],
    ])("refuses %s and stores nothing", async (_label, bytes, status, key, values) => {
      const user = await signedIn();
      const { status: actual, json } = await post(bytes, { "x-file-name": "file" });
      expect(json).toEqual({ ok: false, error: `wizard.media.errors.${key}`, ...(values ? { values } : {}) });
      expect(actual).toBe(status);
      expect(filesLeft(user.id)).toEqual([]);
    });

    it("checks the format before the size: a 40 MB WebP is a format problem, 40 MB of text not media", async () => {
      const user = await signedIn();
      const webp = lazyBody(fixture("photo-700.webp"), 40 * MB);
      expect((await post(webp.stream)).json.error).toBe("wizard.media.errors.imageFormat");
      const text = lazyBody(fixture("notes.txt"), 40 * MB);
      expect((await post(text.stream)).json.error).toBe("wizard.media.errors.onlyImagesAndVideos");
      // One chunk each: enough to sniff.
      expect([webp.state.pulled, text.state.pulled]).toEqual([MB, MB]);
      expect(filesLeft(user.id)).toEqual([]);
    });

    it("streams an image past 30 MB only until the limit, then refuses it and removes the partial file", async () => {
      const user = await signedIn();
      const body = lazyBody(fixture("square-700.png"), 200 * MB);
      const { status, json } = await post(body.stream);
      expect(json).toEqual({ ok: false, error: "wizard.media.errors.imageTooLarge" });
      expect(status).toBe(413);
      expect(body.state.pulled).toBeGreaterThan(30 * MB);
      expect(body.state.pulled).toBeLessThan(34 * MB);
      expect(body.state.cancelled).toBe(true);
      expect(filesLeft(user.id)).toEqual([]);
    });

    it("refuses a declared size past the kind's limit after reading only the first bytes", async () => {
      const user = await signedIn();
      const video = lazyBody(fixture("clip-640x360.mp4"), 101 * MB);
      const tooBigVideo = await post(video.stream, { "content-length": String(101 * MB) });
      expect(tooBigVideo).toEqual({ status: 413, json: { ok: false, error: "wizard.media.errors.videoTooLarge" } });
      const image = lazyBody(fixture("square-1080.jpg"), 31 * MB);
      const tooBigImage = await post(image.stream, { "content-length": String(31 * MB) });
      expect(tooBigImage).toEqual({ status: 413, json: { ok: false, error: "wizard.media.errors.imageTooLarge" } });
      expect([video.state.pulled, image.state.pulled]).toEqual([MB, MB]);
      expect(filesLeft(user.id)).toEqual([]);
    });

    it("answers uploadFailed and keeps nothing when the upload breaks off midway", async () => {
      const user = await signedIn();
      const head = fixture("clip-640x360.mp4");
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head.slice(0, 4096));
          setTimeout(() => controller.error(new Error("connection reset")), 10);
        },
      });
      const logs = captureLogs();
      expect(await post(body)).toEqual({ status: 500, json: { ok: false, error: "wizard.media.errors.uploadFailed" } });
      logs.restore();
      expect(logs.entries).toEqual([
        expect.objectContaining({ level: "error", msg: "[route] failed unexpectedly", userId: user.id, path: "/api/wizard/media" }),
      ]);
      expect(filesLeft(user.id)).toEqual([]);
    });
  });

  describe("POST /api/wizard/media: accepted files", () => {
    it.each([
      ["square-1080.jpg", "image", "jpg", 1080, 1080, null],
      ["square-700.png", "image", "png", 700, 700, null],
      ["wide-800x600.gif", "image", "gif", 800, 600, null],
      ["clip-640x360.mp4", "video", "mp4", 640, 360, 2],
      ["clip-640x360.mov", "video", "mov", 640, 360, 2],
      ["clip-640x360.avi", "video", "avi", 640, 360, 2],
    ])("stores %s under the user's folder with a new name", async (name, type, extension, width, height, duration) => {
      const user = await signedIn();
      const bytes = fixture(name);
      // The claimed type and name are not trusted: the content decides.
      const { status, json } = await post(bytes, { "content-type": "text/plain", "x-file-name": encodeURIComponent(name) });
      expect(status).toBe(201);
      expect(json).toEqual({ ok: true, data: { url: expect.any(String), type, name, width, height, duration } });
      expect(json.data.url).toMatch(new RegExp(`^/api/uploads/media/${user.id}/\\d{13}-[0-9a-f]{16}\\.${extension}$`));
      expect(filesLeft(user.id)).toHaveLength(1);
      const served = await serve(json.data.url);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    });

    it("serves a stored video by byte ranges, with its type and the security headers", async () => {
      await signedIn();
      const bytes = fixture("clip-640x360.mp4");
      const { json } = await post(bytes, { "x-file-name": "clip.mp4" });
      const whole = await serve(json.data.url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("video/mp4");
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      expect(whole.headers.get("content-length")).toBe(String(bytes.length));
      expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
      expect(whole.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      // A user's media: kept by the browser, never by a shared cache.
      expect(whole.headers.get("cache-control")).toBe("private, max-age=3600, immutable");
      await whole.body?.cancel();

      const part = await serve(json.data.url, { range: "bytes=100-199" });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
      expect(part.headers.get("content-length")).toBe("100");
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 200)))).toBe(true);

      const tail = await serve(json.data.url, { range: "bytes=-10" });
      expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(bytes.subarray(-10)))).toBe(true);

      const beyond = await serve(json.data.url, { range: `bytes=${bytes.length}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
      expect((await serve("/api/uploads/media/nobody/1-00.mp4")).status).toBe(404);
    });

    it("keeps the device's file name for display only", async () => {
      const user = await signedIn();
      const name = `  ../../etc/passwd\u0000 ${"é".repeat(300)}.jpg `;
      const { json } = await post(fixture("square-1080.jpg"), { "x-file-name": encodeURIComponent(name) });
      expect(json.data.name).toBe(`../../etc/passwd ${"é".repeat(238)}`);
      expect(json.data.url).toMatch(new RegExp(`^/api/uploads/media/${user.id}/\\d{13}-[0-9a-f]{16}\\.jpg$`));
      expect((await post(fixture("square-1080.jpg"))).json.data.name).toBe("upload.jpg");
    });
  });

  describe("POST /api/wizard/media: who may upload", () => {
    it("refuses an anonymous request without reading the body", async () => {
      signInAs(null);
      const body = lazyBody(fixture("square-1080.jpg"), 5 * MB);
      expect(await post(body.stream)).toEqual({ status: 401, json: { ok: false, error: "errors.unauthorized" } });
      expect(body.state.pulled).toBe(0);
    });

    it("refuses an undecodable file name header", async () => {
      const user = await signedIn();
      expect(await post(fixture("square-1080.jpg"), { "x-file-name": "%E0%A4%A" })).toEqual({
        status: 422,
        json: { ok: false, error: "errors.invalidInput", fieldErrors: { fileName: "errors.invalidInput" } },
      });
      expect(filesLeft(user.id)).toEqual([]);
    });

    it("limits uploads per user per hour", async () => {
      const user = await signedIn();
      for (let i = 0; i < MEDIA_UPLOAD_LIMIT.limit; i++) await consumeRequestLimit(MEDIA_UPLOAD_LIMIT, { userId: user.id, address: "unknown" });
      const response = await uploadMedia(uploadRequest(fixture("square-1080.jpg")));
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({ ok: false, error: "wizard.errors.rateLimited", values: { retryAfterSeconds: expect.any(Number) } });
      expect(filesLeft(user.id)).toEqual([]);
    });
  });
});
