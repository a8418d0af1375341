// The fake S3 bucket (e2e/fakes/s3.ts) against the AWS SDK with its default settings (CRC32 checksums,
// aws-chunked streamed bodies) and over plain HTTP, so its answers match what a real bucket sends.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { startFakeS3, type FakeS3 } from "@/e2e/fakes/s3";

type Middleware = Parameters<S3Client["middlewareStack"]["addRelativeTo"]>[0];

let fake: FakeS3;
const clients: S3Client[] = [];

function clientFor(overrides: { accessKeyId?: string; secretAccessKey?: string } = {}) {
  const client = new S3Client({
    endpoint: fake.url,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: {
      accessKeyId: overrides.accessKeyId ?? fake.env.S3_ACCESS_KEY_ID,
      secretAccessKey: overrides.secretAccessKey ?? fake.env.S3_SECRET_ACCESS_KEY,
    },
  });
  clients.push(client);
  return client;
}

/** The S3 error a command fails with: its code and HTTP status. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof S3ServiceException)) throw new Error(`expected an S3 error, got ${String(error)}`);
  return { code: error.name, status: error.$metadata.httpStatusCode };
}

beforeAll(async () => {
  fake = await startFakeS3({ bucket: "fake-bucket", accessKeyId: "test-key", secretAccessKey: "test-secret" });
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await fake.close();
});

describe("fake S3 bucket", () => {
  it("stores a streamed body sent aws-chunked with a checksum trailer", async () => {
    const client = clientFor();
    const body = Readable.from([Buffer.from("hello "), Buffer.from("chunked "), Buffer.from("world")]);
    await client.send(new PutObjectCommand({ Bucket: "fake-bucket", Key: "notes/a.txt", Body: body, ContentLength: 19, ContentType: "text/plain" }));
    const put = fake.requests.at(-1)!;
    expect([put.operation, put.headers["content-encoding"], put.headers["x-amz-trailer"]]).toEqual(["PutObject", "aws-chunked", "x-amz-checksum-crc32"]);
    expect(fake.object("notes/a.txt")?.body.toString()).toBe("hello chunked world");
    const head = await client.send(new HeadObjectCommand({ Bucket: "fake-bucket", Key: "notes/a.txt" }));
    expect([head.ContentLength, head.ContentType]).toEqual([19, "text/plain"]);
  });

  it("answers byte ranges with 206 and Content-Range, and 416 past the end", async () => {
    const client = clientFor();
    await client.send(new PutObjectCommand({ Bucket: "fake-bucket", Key: "notes/range.txt", Body: "0123456789" }));
    const part = await client.send(new GetObjectCommand({ Bucket: "fake-bucket", Key: "notes/range.txt", Range: "bytes=2-5" }));
    expect([part.$metadata.httpStatusCode, part.ContentRange, part.ContentLength, await part.Body?.transformToString()]).toEqual([
      206,
      "bytes 2-5/10",
      4,
      "2345",
    ]);
    const tail = await client.send(new GetObjectCommand({ Bucket: "fake-bucket", Key: "notes/range.txt", Range: "bytes=-3" }));
    expect(await tail.Body?.transformToString()).toBe("789");
    expect(await failure(client.send(new GetObjectCommand({ Bucket: "fake-bucket", Key: "notes/range.txt", Range: "bytes=10-" })))).toEqual({
      code: "InvalidRange",
      status: 416,
    });
  });

  it("answers a missing key or bucket with S3's XML errors", async () => {
    const client = clientFor();
    expect(await failure(client.send(new GetObjectCommand({ Bucket: "fake-bucket", Key: "notes/none.txt" })))).toEqual({ code: "NoSuchKey", status: 404 });
    expect(await failure(client.send(new GetObjectCommand({ Bucket: "other-bucket", Key: "notes/a.txt" })))).toEqual({ code: "NoSuchBucket", status: 404 });
    expect(await failure(client.send(new HeadObjectCommand({ Bucket: "fake-bucket", Key: "notes/none.txt" })))).toMatchObject({ status: 404 });
  });

  it("refuses an unknown access key id, a wrong secret and an anonymous request", async () => {
    const get = new GetObjectCommand({ Bucket: "fake-bucket", Key: "notes/a.txt" });
    expect(await failure(clientFor({ accessKeyId: "someone-else" }).send(get))).toEqual({ code: "InvalidAccessKeyId", status: 403 });
    expect(await failure(clientFor({ secretAccessKey: "wrong" }).send(get))).toEqual({ code: "SignatureDoesNotMatch", status: 403 });
    const anonymous = await fetch(`${fake.url}/fake-bucket/notes/a.txt`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toMatch(/<Error><Code>AccessDenied<\/Code><Message>Access Denied<\/Message>/);
  });

  it("refuses a body that differs from the hash it was signed with", async () => {
    const client = clientFor();
    // Runs after the request is signed: the body no longer matches its x-amz-content-sha256.
    const tamper = (next: (args: unknown) => Promise<unknown>) => (args: { request: { body?: unknown } }) => {
      args.request.body = "tampered!";
      return next(args);
    };
    client.middlewareStack.addRelativeTo(tamper as unknown as Middleware, { relation: "after", toMiddleware: "httpSigningMiddleware", name: "tamper" });
    expect(await failure(client.send(new PutObjectCommand({ Bucket: "fake-bucket", Key: "notes/t.txt", Body: "original!" })))).toEqual({
      code: "XAmzContentSHA256Mismatch",
      status: 400,
    });
    expect(fake.object("notes/t.txt")).toBeUndefined();
  });

  it("follows S3's multipart rules: 5 MiB parts but the last, parts in order, nothing after an abort", async () => {
    const client = clientFor();
    const bucketKey = { Bucket: "fake-bucket", Key: "videos/v.mp4" };
    const { UploadId } = await client.send(new CreateMultipartUploadCommand(bucketKey));
    const part = async (PartNumber: number, bytes: number) => {
      const { ETag } = await client.send(new UploadPartCommand({ ...bucketKey, UploadId, PartNumber, Body: Buffer.alloc(bytes, PartNumber) }));
      return { PartNumber, ETag };
    };
    const small = [await part(1, 1024), await part(2, 10)];
    const complete = (Parts: { PartNumber: number; ETag?: string }[]) =>
      client.send(new CompleteMultipartUploadCommand({ ...bucketKey, UploadId, MultipartUpload: { Parts } }));
    expect(await failure(complete(small))).toEqual({ code: "EntityTooSmall", status: 400 });
    const parts = [await part(1, 5 * 1024 * 1024), await part(2, 10)];
    expect(await failure(complete([parts[1]!, parts[0]!]))).toEqual({ code: "InvalidPartOrder", status: 400 });
    expect(await failure(complete([parts[0]!, { PartNumber: 2, ETag: '"0000"' }]))).toEqual({ code: "InvalidPart", status: 400 });
    const done = await complete(parts);
    expect(done.ETag).toMatch(/^"[0-9a-f]{32}-2"$/);
    expect(fake.object("videos/v.mp4")?.body.length).toBe(5 * 1024 * 1024 + 10);
    expect(fake.openUploads()).toBe(0);

    const second = await client.send(new CreateMultipartUploadCommand({ ...bucketKey, Key: "videos/w.mp4" }));
    await client.send(new AbortMultipartUploadCommand({ ...bucketKey, Key: "videos/w.mp4", UploadId: second.UploadId }));
    const late = client.send(new UploadPartCommand({ ...bucketKey, Key: "videos/w.mp4", UploadId: second.UploadId, PartNumber: 1, Body: "late" }));
    expect(await failure(late)).toEqual({ code: "NoSuchUpload", status: 404 });
    expect(fake.keys("videos/")).toEqual(["videos/v.mp4"]);
  });
});
