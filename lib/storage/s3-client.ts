import "server-only";
import { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { env } from "@/lib/env";

/** The bucket cannot be used as configured: refused credentials, no such bucket, endpoint unreachable. */
export class StorageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "StorageError";
  }
}

export type S3Bucket = { client: S3Client; bucket: string; endpoint: string };

let current: { settings: string; bucket: S3Bucket } | null = null;

/** The client for the bucket env names, made once per configuration (tests switch it). */
export function s3Bucket(): S3Bucket {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new StorageError("S3_BUCKET is not set");
  const {
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_FORCE_PATH_STYLE: forcePathStyle,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  const settings = JSON.stringify([bucket, endpoint, region, forcePathStyle, accessKeyId, secretAccessKey]);
  if (current?.settings === settings) return current.bucket;
  current?.bucket.client.destroy();
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle,
    // Without a key pair in env, the SDK's own chain applies (AWS_* variables, instance or task role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible stores (MinIO, R2, B2, …) reject or mishandle the CRC32 checksums the SDK adds
    // by default since 3.729; S3 itself needs them only where an operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  current = { settings, bucket: { client, bucket, endpoint: endpoint ?? "AWS S3" } };
  return current.bucket;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** A key that is not in the bucket (HEAD answers a bare 404, GET a NoSuchKey). */
export function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name !== "NoSuchBucket" && (error.name === "NoSuchKey" || statusOf(error) === 404);
}

// Node's network errors, by code (or in the message, where the SDK wraps an error from another realm).
const UNREACHABLE = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)\b/;

/** The error to throw: a clear StorageError for a configuration problem, otherwise the error itself. */
export function storageError(error: unknown, { bucket, endpoint }: Omit<S3Bucket, "client">): unknown {
  if (error instanceof S3ServiceException && statusOf(error) === 403) {
    const code = error.name === "Unknown" ? "HTTP 403" : error.name;
    return new StorageError(
      `S3 bucket "${bucket}" at ${endpoint} refused access (${code}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's permissions on the bucket`,
      { cause: error },
    );
  }
  if (error instanceof S3ServiceException && error.name === "NoSuchBucket") return missingBucket({ bucket, endpoint }, error);
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const network =
    (typeof code === "string" && UNREACHABLE.test(code) ? code : UNREACHABLE.exec(String(message))?.[1]) ?? (name === "TimeoutError" ? "timeout" : null);
  if (network) return new StorageError(`S3 endpoint ${endpoint} is unreachable (${network}): check S3_ENDPOINT`, { cause: error });
  return error;
}

export function missingBucket({ bucket, endpoint }: Omit<S3Bucket, "client">, cause: unknown): StorageError {
  return new StorageError(`S3 bucket "${bucket}" does not exist at ${endpoint}: check S3_BUCKET and S3_ENDPOINT`, { cause });
}
