import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { ByteRange } from "./byte-range";
import type { StorageDriver, StoredFileReader } from "./driver";
import { deleteObjectsCommand } from "./s3-delete-md5";
import { isMissing, missingBucket, s3Bucket, StorageError, storageError, type S3Bucket } from "./s3-client";
import { webStreamFrom } from "./web-stream";

// Streamed uploads go up in 5 MiB parts (S3's minimum), two at a time: at most ~15 MiB of an upload is
// in memory, whatever its size. A failed or refused upload is aborted, so no parts are left behind.
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PARTS_IN_FLIGHT = 2;
/** S3 lists at most 1000 keys a page and deletes at most 1000 a request: a folder goes a page at a time. */
export const DELETE_BATCH = 1000;

/** The driver for the bucket env names, with S3's errors turned into clear ones and missing keys into null. */
export function s3Driver(): StorageDriver {
  const target = s3Bucket();
  const { client, bucket: Bucket } = target;
  const fail = (error: unknown) => storageError(error, target);

  const stat = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw fail(error);
    }
  };

  const getObject = async (key: string, range?: ByteRange) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
      return object.Body ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw fail(error);
    }
  };

  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength })).catch((error: unknown) => {
        throw fail(error);
      });
    },

    async putStream(key, chunks) {
      const body = Readable.from(chunks);
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: UPLOAD_PART_BYTES, queueSize: UPLOAD_PARTS_IN_FLIGHT });
      try {
        await upload.done();
      } catch (error) {
        throw fail(error);
      } finally {
        body.destroy();
      }
    },

    async read(key) {
      const body = await getObject(key);
      return body ? Buffer.from(await body.transformToByteArray()) : null;
    },

    stat,

    async open(key) {
      const found = await stat(key);
      return found ? reader(target, key, found.size) : null;
    },

    async stream(key, range) {
      const body = await getObject(key, range);
      if (!body) return null;
      // On Node the body is the HTTP response itself: pulled, so a dropped download cannot crash the server.
      return body instanceof Readable ? webStreamFrom(body) : (body.transformToWebStream() as ReadableStream<Uint8Array>);
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        if (!isMissing(error)) throw fail(error);
      });
    },

    async deleteFolder(folder) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, MaxKeys: DELETE_BATCH, ContinuationToken }))
          .catch((error: unknown) => {
            throw fail(error);
          });
        const Objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (Objects.length > 0) await deleteObjects(target, Objects);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        // HEAD answers carry no error code: a bare 404 here means the bucket itself is missing.
        throw isMissing(error) ? missingBucket(target, error) : fail(error);
      });
    },
  };
}

/** Deletes up to DELETE_BATCH keys in one request. */
async function deleteObjects(target: S3Bucket, Objects: { Key: string }[]): Promise<void> {
  const deleted = await target.client.send(deleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects, Quiet: true } })).catch((error: unknown) => {
    throw storageError(error, target);
  });
  // DeleteObjects answers 200 even when it refuses keys: each refusal is listed in the answer instead.
  const refused = deleted.Errors?.[0];
  if (refused) throw new StorageError(`S3 bucket "${target.bucket}" refused to delete ${refused.Key} (${refused.Code}): ${refused.Message}`);
}

/** Reads ranges of one object on demand; nothing to release. */
function reader(target: S3Bucket, key: string, size: number): StoredFileReader {
  const { client } = target;
  return {
    size,
    async read(position, length) {
      const end = Math.min(position + length, size) - 1;
      if (end < position) return new Uint8Array();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key, Range: `bytes=${position}-${end}` }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        throw storageError(error, target);
      }
    },
    close: async () => {},
  };
}
