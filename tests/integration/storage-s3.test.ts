// The S3 driver's own promises: large uploads streamed in parts with bounded memory, refused or broken
// uploads aborted without leftovers, and configuration mistakes reported clearly.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { GET as serveUpload } from "@/app/api/uploads/[...key]/route";
import { env } from "@/lib/env";
import { captureLogs } from "@/lib/log/capture";
import { StorageError, checkStorage, deleteFile, newKey, putFile, putStream, readStoredFile, statStoredFile } from "@/lib/storage/files";
import { UPLOAD_PART_BYTES, UPLOAD_PARTS_IN_FLIGHT } from "@/lib/storage/s3-driver";
import { storageDriverForTests } from "./storage-drivers";

const MB = 1024 * 1024;
const storage = storageDriverForTests("S3 bucket");

/** `megabytes` chunks of 1 MB (each filled with its index), then `error` if given; tracks what was read. */
function upload(megabytes: number, error?: Error) {
  const state = { pulled: 0, mostAheadOfBucket: 0 };
  const receivedBefore = storage.fake.bytesReceived;
  async function* chunks() {
    for (let index = 0; index < megabytes; index++) {
      // Read from the source but not yet arrived at the bucket: what the upload holds in memory.
      state.mostAheadOfBucket = Math.max(state.mostAheadOfBucket, state.pulled - (storage.fake.bytesReceived - receivedBefore));
      state.pulled += MB;
      yield new Uint8Array(MB).fill(index);
    }
    if (error) throw error;
  }
  return { chunks: chunks(), state };
}

const requestsFor = (key: string, operation: string) => storage.fake.requests.filter((request) => request.key === key && request.operation === operation);

/** Runs `fn` with some S3 settings changed, then puts them back. */
async function withSettings(settings: Partial<typeof env>, fn: () => Promise<void>) {
  const saved = { ...env };
  Object.assign(env, settings);
  try {
    await fn();
  } finally {
    Object.assign(env, saved);
  }
}

describe("S3 driver: streamed uploads", () => {
  it("sends a 30 MB video up in 5 MB parts as it is read, never holding it whole", async () => {
    const key = newKey("media/user-big", "mp4");
    const body = upload(30);
    expect(await putStream(key, body.chunks, { maxBytes: 100 * MB })).toEqual({ ok: true, file: { key, url: `/api/uploads/${key}` }, size: 30 * MB });
    expect(requestsFor(key, "PutObject")).toHaveLength(0);
    expect(requestsFor(key, "UploadPart").map((request) => request.bytes)).toEqual(Array(6).fill(UPLOAD_PART_BYTES));
    // At most the parts in flight plus the one being filled (and a chunk) are held at any time.
    expect(body.state.mostAheadOfBucket).toBeLessThanOrEqual((UPLOAD_PARTS_IN_FLIGHT + 1) * UPLOAD_PART_BYTES + MB);
    expect(body.state.mostAheadOfBucket).toBeLessThan(30 * MB);
    const stored = storage.fake.object(key)!.body;
    expect(stored.length).toBe(30 * MB);
    expect([stored[0], stored[MB], stored[29 * MB], stored[30 * MB - 1]]).toEqual([0, 1, 29, 29]);
    expect(await statStoredFile(key)).toEqual({ size: 30 * MB });
  });

  it("aborts the multipart upload once the file passes its limit, leaving no object and no parts", async () => {
    const key = newKey("media/user-limit", "mp4");
    const body = upload(40);
    expect(await putStream(key, body.chunks, { maxBytes: 12 * MB })).toEqual({ ok: false, error: "tooLarge" });
    expect(body.state.pulled).toBeLessThanOrEqual(14 * MB);
    expect(requestsFor(key, "UploadPart").length).toBeGreaterThan(0);
    expect(requestsFor(key, "AbortMultipartUpload")).toHaveLength(1);
    expect(storage.filesLeft("media/user-limit")).toEqual([]);
  });

  it("aborts the multipart upload when the upload breaks off after some parts", async () => {
    const key = newKey("media/user-broken", "mov");
    await expect(putStream(key, upload(12, new Error("client went away")).chunks, { maxBytes: 100 * MB })).rejects.toThrow("client went away");
    expect(requestsFor(key, "UploadPart").length).toBeGreaterThan(0);
    expect(requestsFor(key, "AbortMultipartUpload")).toHaveLength(1);
    expect(storage.filesLeft("media/user-broken")).toEqual([]);
  });

  it("puts a small streamed file in one request", async () => {
    const key = newKey("media/user-small", "jpg");
    expect(await putStream(key, upload(2).chunks, { maxBytes: 30 * MB })).toMatchObject({ ok: true, size: 2 * MB });
    expect(requestsFor(key, "PutObject")).toHaveLength(1);
    expect(requestsFor(key, "CreateMultipartUpload")).toHaveLength(0);
    await deleteFile(key);
    expect(storage.filesLeft("media/user-small")).toEqual([]);
  });
});

describe("S3 driver: configuration mistakes", () => {
  const png = new Uint8Array([137, 80, 78, 71]);

  it("names the credentials when the access key id is unknown or the secret is wrong, without revealing it", async () => {
    const key = newKey("avatars/user-creds", "png");
    await putFile(key, png);
    for (const [settings, code] of [
      [{ S3_ACCESS_KEY_ID: "AKIA-NOT-OURS" }, "InvalidAccessKeyId"],
      [{ S3_SECRET_ACCESS_KEY: "not-the-secret" }, "SignatureDoesNotMatch"],
    ] as const) {
      await withSettings(settings, async () => {
        const refused = new RegExp(`refused access \\(${code}\\): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's permissions`);
        await expect(putFile(newKey("avatars/user-creds", "png"), png)).rejects.toThrow(refused);
        await expect(readStoredFile(key)).rejects.toThrow(refused);
        await expect(putStream(newKey("avatars/user-creds", "png"), upload(1).chunks, { maxBytes: MB })).rejects.toThrow(refused);
        // HEAD answers carry no error code: the status says it all.
        await expect(statStoredFile(key)).rejects.toThrow(StorageError);
        await expect(checkStorage()).rejects.toThrow(/refused access/);
        const message = await checkStorage().then(
          () => "",
          (error: Error) => error.message,
        );
        expect(message).not.toContain("not-the-secret");
        expect(message).not.toContain(storage.fake.env.S3_SECRET_ACCESS_KEY);
      });
    }
    expect(storage.filesLeft("avatars/user-creds")).toEqual([key]);
  });

  it("says when the bucket does not exist, and a missing file still reads as nothing", async () => {
    await checkStorage();
    expect(await readStoredFile("avatars/user-x/none.png")).toBeNull();
    await withSettings({ S3_BUCKET: "no-such-bucket" }, async () => {
      await expect(checkStorage()).rejects.toThrow(/S3 bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+: check S3_BUCKET and S3_ENDPOINT/);
      await expect(putFile(newKey("avatars/user-x", "png"), png)).rejects.toThrow(/does not exist/);
      await expect(readStoredFile("avatars/user-x/none.png")).rejects.toThrow(/does not exist/);
    });
  });

  it("says when the endpoint cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await withSettings({ S3_ENDPOINT: `http://127.0.0.1:${port}` }, async () => {
      await expect(checkStorage()).rejects.toThrow(new RegExp(`S3 endpoint http://127.0.0.1:${port} is unreachable \\(ECONNREFUSED\\): check S3_ENDPOINT`));
    });
  });

  it("serves a generic 500 from the uploads route and logs the cause", async () => {
    const key = newKey("avatars/user-route", "png");
    await putFile(key, png);
    const serve = () => serveUpload(new Request(`http://localhost/api/uploads/${key}`), { params: Promise.resolve({ key: key.split("/") }) });
    expect((await serve()).status).toBe(200);
    const logs = captureLogs();
    try {
      await withSettings({ S3_SECRET_ACCESS_KEY: "not-the-secret" }, async () => {
        const response = await serve();
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ ok: false, error: "errors.unexpected" });
      });
    } finally {
      logs.restore();
    }
    expect(logs.entries).toEqual([expect.objectContaining({ level: "error", msg: "[route] failed unexpectedly", path: `/api/uploads/${key}` })]);
    expect(logs.lines.join("")).toContain("refused access (HTTP 403)");
    expect(logs.lines.join("")).not.toContain("not-the-secret");
  });
});
