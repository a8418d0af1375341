// The bucket-level operations, as S3 answers them: ListObjectsV2 (keys in UTF-8 order, at most 1000 a
// page, an opaque continuation token) and DeleteObjects (at most 1000 keys, a body checksum required,
// every key reported deleted, even an absent one, unless it was refused).
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { crc32 } from "node:zlib";
import type { FakeBucket } from "./bucket";
import { S3Error, unescapeXml, xmlDocument, type XmlFields } from "./reply";

const MAX_KEYS = 1000;

// The fake's token is the last key listed, so a page still follows on while keys are deleted between pages.
const tokenOf = (key: string) => Buffer.from(key, "utf8").toString("base64url");
function keyOfToken(token: string): string {
  const key = Buffer.from(token, "base64url").toString("utf8");
  if (!key || tokenOf(key) !== token) throw new S3Error("InvalidArgument", "The continuation token provided is incorrect");
  return key;
}

export function listObjectsV2(bucket: FakeBucket, name: string, query: URLSearchParams): string {
  if (query.get("list-type") !== "2" || query.has("delimiter")) {
    throw new S3Error("NotImplemented", "A header or query you provided implies functionality that is not implemented.");
  }
  const prefix = query.get("prefix") ?? "";
  const maxKeys = query.has("max-keys") ? Number(query.get("max-keys")) : MAX_KEYS;
  if (!Number.isInteger(maxKeys) || maxKeys < 0) throw new S3Error("InvalidArgument", "Provided max-keys not an integer or within integer range");
  const token = query.get("continuation-token");
  const after = token !== null ? keyOfToken(token) : (query.get("start-after") ?? "");
  const matching = [...bucket.objects.keys()]
    .filter((key) => key.startsWith(prefix) && key > after)
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const page = matching.slice(0, Math.min(maxKeys, MAX_KEYS));
  const truncated = page.length < matching.length;
  const encode = query.get("encoding-type") === "url" ? encodeURIComponent : (text: string) => text;
  const fields: XmlFields = {
    Name: name,
    Prefix: encode(prefix),
    ...(token !== null ? { ContinuationToken: token } : {}),
    KeyCount: String(page.length),
    MaxKeys: String(maxKeys),
    ...(query.get("encoding-type") === "url" ? { EncodingType: "url" } : {}),
    IsTruncated: String(truncated),
    Contents: page.map((key) => {
      const object = bucket.get(key);
      return {
        Key: encode(key),
        LastModified: object.lastModified.toISOString(),
        ETag: object.etag,
        Size: String(object.body.length),
        StorageClass: "STANDARD",
      };
    }),
    ...(truncated ? { NextContinuationToken: tokenOf(page.at(-1)!) } : {}),
  };
  return xmlDocument("ListBucketResult", fields);
}

/** S3 refuses a DeleteObjects body without Content-MD5 or an x-amz-checksum-* header, and one that does not match it. */
function checkBodyChecksum(headers: IncomingHttpHeaders, body: Buffer) {
  const md5 = headers["content-md5"];
  const crc = headers["x-amz-checksum-crc32"];
  if (typeof md5 === "string") {
    if (createHash("md5").update(body).digest("base64") !== md5)
      throw new S3Error("BadDigest", "The Content-MD5 you specified did not match what we received.");
  } else if (typeof crc === "string") {
    const expected = Buffer.alloc(4);
    expected.writeUInt32BE(crc32(body));
    if (expected.toString("base64") !== crc) throw new S3Error("BadDigest", "The CRC32 you specified did not match the calculated checksum.");
  } else {
    throw new S3Error("InvalidRequest", "Missing required header for this request: Content-Md5.");
  }
}

/** `refused`: keys the bucket's policy does not let go (reported as AccessDenied, as S3 does per key). */
export function deleteObjects(bucket: FakeBucket, headers: IncomingHttpHeaders, body: Buffer, refused: ReadonlySet<string>): string {
  checkBodyChecksum(headers, body);
  const xml = body.toString("utf8");
  const keys = [...xml.matchAll(/<Object>([\s\S]*?)<\/Object>/g)].map(([, object = ""]) => /<Key>([\s\S]*?)<\/Key>/.exec(object)?.[1]);
  if (!/<Delete[\s>]/.test(xml) || keys.length === 0 || keys.length > MAX_KEYS || keys.some((key) => key === undefined)) {
    throw new S3Error("MalformedXML", "The XML you provided was not well-formed or did not validate against our published schema.");
  }
  const quiet = /<Quiet>\s*true\s*<\/Quiet>/i.test(xml);
  const deleted: XmlFields[] = [];
  const errors: XmlFields[] = [];
  for (const key of keys.map((raw) => unescapeXml(raw!))) {
    if (refused.has(key)) {
      errors.push({ Key: key, Code: "AccessDenied", Message: "Access Denied" });
      continue;
    }
    bucket.objects.delete(key);
    if (!quiet) deleted.push({ Key: key });
  }
  return xmlDocument("DeleteResult", { Deleted: deleted, Error: errors });
}
