// A local stand-in for an S3-compatible bucket, speaking the S3 REST wire format with path-style
// addressing (http://127.0.0.1:<port>/<bucket>/<key>), so the real AWS SDK is exercised in tests and in
// the cluster run. Objects live in memory. Signatures (SigV4) are checked with the configured key pair.
// Never used by production code.
import { createHash } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeAwsChunked, isAwsChunked } from "./s3/aws-chunked";
import { FakeBucket, listedParts, objectRange, type StoredObject } from "./s3/bucket";
import { deleteObjects, listObjectsV2 } from "./s3/bucket-ops";
import { S3Error, requestId, sendError, sendXml, xmlDocument } from "./s3/reply";
import { checkSignature } from "./s3/sigv4";

export const FAKE_S3_DEFAULTS = { bucket: "adcampaign-uploads", accessKeyId: "fake-access-key-id", secretAccessKey: "fake-secret-access-key" };

export type FakeS3Options = { port?: number; bucket?: string; accessKeyId?: string; secretAccessKey?: string };
export type FakeS3Operation =
  | "HeadBucket"
  | "ListObjectsV2"
  | "DeleteObjects"
  | "PutObject"
  | "CreateMultipartUpload"
  | "UploadPart"
  | "CompleteMultipartUpload"
  | "AbortMultipartUpload"
  | "GetObject"
  | "HeadObject"
  | "DeleteObject";

export type FakeS3 = {
  url: string;
  bucket: string;
  /** The values for lib/env's S3_* settings that point the app at this fake. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_REGION: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_FORCE_PATH_STYLE: true };
  /** Keys of the stored objects, optionally under a prefix, sorted. */
  keys: (prefix?: string) => string[];
  object: (key: string) => StoredObject | undefined;
  /** Stores an object directly, as if uploaded (to fill the bucket quickly). */
  put: (key: string, body: Buffer | string) => void;
  /** Makes DeleteObjects refuse this key (AccessDenied for it alone, as a bucket policy would). */
  refuseDelete: (key: string) => void;
  /** Multipart uploads started and neither completed nor aborted. */
  openUploads: () => number;
  /** Every authorised request, in order. */
  requests: { operation: FakeS3Operation; key: string; bytes: number; headers: IncomingMessage["headers"] }[];
  /** Request body bytes received so far (counted as they arrive, before a request completes). */
  bytesReceived: number;
  close: () => Promise<void>;
};

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const { bucket: bucketName, accessKeyId, secretAccessKey } = { ...FAKE_S3_DEFAULTS, ...options };
  const bucket = new FakeBucket();
  const refusedDeletes = new Set<string>();
  const requests: FakeS3["requests"] = [];
  const fake = { bytesReceived: 0 };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req, (count) => (fake.bytesReceived += count));
    const signature = checkSignature(req, accessKeyId, secretAccessKey);
    if (!signature.ok) throw new S3Error(signature.code, signature.message);
    const url = new URL(req.url ?? "/", "http://fake-s3");
    const [, name = "", ...rest] = url.pathname.split("/");
    if (decodeURIComponent(name) !== bucketName)
      throw new S3Error("NoSuchBucket", "The specified bucket does not exist", { BucketName: decodeURIComponent(name) });
    const key = rest.map(decodeURIComponent).join("/");
    const body = payloadOf(req, raw);
    const query = url.searchParams;
    const operation = operationOf(req.method ?? "GET", key, query);
    requests.push({ operation, key, bytes: body.length, headers: req.headers });
    const contentType = req.headers["content-type"] ?? "binary/octet-stream";

    switch (operation) {
      case "HeadBucket":
        return res.writeHead(200, { "x-amz-request-id": requestId() }).end();
      case "ListObjectsV2":
        return sendXml(res, 200, listObjectsV2(bucket, bucketName, query));
      case "DeleteObjects":
        return sendXml(res, 200, deleteObjects(bucket, req.headers, body, refusedDeletes));
      case "PutObject":
        return res.writeHead(200, { etag: bucket.put(key, body, contentType).etag, "x-amz-request-id": requestId() }).end();
      case "CreateMultipartUpload":
        return sendXml(
          res,
          200,
          xmlDocument("InitiateMultipartUploadResult", { Bucket: bucketName, Key: key, UploadId: bucket.createUpload(key, contentType) }),
        );
      case "UploadPart": {
        const etag = bucket.uploadPart(key, query.get("uploadId") ?? "", Number(query.get("partNumber")), body);
        return res.writeHead(200, { etag, "x-amz-request-id": requestId() }).end();
      }
      case "CompleteMultipartUpload": {
        const object = bucket.complete(key, query.get("uploadId") ?? "", listedParts(body.toString("utf8")));
        return sendXml(
          res,
          200,
          xmlDocument("CompleteMultipartUploadResult", { Location: `${base}/${bucketName}/${key}`, Bucket: bucketName, Key: key, ETag: object.etag }),
        );
      }
      case "AbortMultipartUpload":
        bucket.abort(key, query.get("uploadId") ?? "");
        return res.writeHead(204, { "x-amz-request-id": requestId() }).end();
      case "DeleteObject":
        bucket.objects.delete(key);
        return res.writeHead(204, { "x-amz-request-id": requestId() }).end();
      case "GetObject":
      case "HeadObject":
        return sendObject(req, res, bucket.get(key));
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof S3Error) return sendError(req, res, error);
      console.error("[fake-s3]", error);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    url: base,
    bucket: bucketName,
    env: {
      S3_BUCKET: bucketName,
      S3_ENDPOINT: base,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: true as const,
    },
    keys: (prefix = "") => [...bucket.objects.keys()].filter((key) => key.startsWith(prefix)).sort(),
    object: (key: string) => bucket.objects.get(key),
    put: (key: string, body: Buffer | string) => void bucket.put(key, Buffer.from(body), "binary/octet-stream"),
    refuseDelete: (key: string) => void refusedDeletes.add(key),
    openUploads: () => bucket.uploads.size,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

function operationOf(method: string, key: string, query: URLSearchParams): FakeS3Operation {
  if (!key) {
    if (method === "HEAD") return "HeadBucket";
    if (method === "GET" && query.has("list-type")) return "ListObjectsV2";
    if (method === "POST" && query.has("delete")) return "DeleteObjects";
    throw new S3Error("NotImplemented", "A header or query you provided implies functionality that is not implemented.");
  }
  const uploadId = query.has("uploadId");
  if (method === "POST" && query.has("uploads")) return "CreateMultipartUpload";
  if (method === "POST" && uploadId) return "CompleteMultipartUpload";
  if (method === "PUT" && uploadId) return "UploadPart";
  if (method === "DELETE" && uploadId) return "AbortMultipartUpload";
  if (method === "PUT" && !query.has("tagging") && !query.has("acl")) return "PutObject";
  if (method === "GET" && [...query.keys()].every((name) => name === "x-id")) return "GetObject";
  if (method === "HEAD") return "HeadObject";
  if (method === "DELETE") return "DeleteObject";
  throw new S3Error("NotImplemented", "A header or query you provided implies functionality that is not implemented.");
}

function readBody(req: IncomingMessage, onBytes: (count: number) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      onBytes(chunk.length);
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The object bytes a request carries, decoded from aws-chunked and checked against the declared hash and length. */
function payloadOf(req: IncomingMessage, raw: Buffer): Buffer {
  const declaredHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (isAwsChunked(req)) {
    const decoded = decodeAwsChunked(raw);
    const length = Number(req.headers["x-amz-decoded-content-length"]);
    if (!decoded || (Number.isFinite(length) && decoded.payload.length !== length))
      throw new S3Error("IncompleteBody", "You did not provide the number of bytes specified by the Content-Length HTTP header.");
    return decoded.payload;
  }
  if (/^[0-9a-f]{64}$/.test(declaredHash) && createHash("sha256").update(raw).digest("hex") !== declaredHash) {
    throw new S3Error("XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  return raw;
}

function sendObject(req: IncomingMessage, res: ServerResponse, object: StoredObject) {
  const size = object.body.length;
  const range = req.method === "GET" ? objectRange(req.headers.range, size) : null;
  const headers = {
    "content-type": object.contentType,
    etag: object.etag,
    "last-modified": object.lastModified.toUTCString(),
    "accept-ranges": "bytes",
    "x-amz-request-id": requestId(),
  };
  if (!range) {
    res.writeHead(200, { ...headers, "content-length": size });
    return req.method === "HEAD" ? res.end() : res.end(object.body);
  }
  res.writeHead(206, { ...headers, "content-length": range.end - range.start + 1, "content-range": `bytes ${range.start}-${range.end}/${size}` });
  res.end(object.body.subarray(range.start, range.end + 1));
}
