// One bucket's objects and unfinished multipart uploads, in memory, with S3's rules for completing an
// upload (parts listed in order, each as uploaded, all but the last at least 5 MiB).
import { createHash, randomBytes } from "node:crypto";
import { S3Error } from "./reply";

export type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };
type Part = { body: Buffer; etag: string };
type MultipartUpload = { key: string; contentType: string; parts: Map<number, Part> };

export const MIN_PART_BYTES = 5 * 1024 * 1024;
const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

export class FakeBucket {
  readonly objects = new Map<string, StoredObject>();
  readonly uploads = new Map<string, MultipartUpload>();

  put(key: string, body: Buffer, contentType: string): StoredObject {
    const object = { body, contentType, etag: `"${md5(body)}"`, lastModified: new Date() };
    this.objects.set(key, object);
    return object;
  }

  get(key: string): StoredObject {
    const object = this.objects.get(key);
    if (!object) throw new S3Error("NoSuchKey", "The specified key does not exist.", { Key: key });
    return object;
  }

  createUpload(key: string, contentType: string): string {
    const uploadId = randomBytes(16).toString("base64url");
    this.uploads.set(uploadId, { key, contentType, parts: new Map() });
    return uploadId;
  }

  uploadPart(key: string, uploadId: string, partNumber: number, body: Buffer): string {
    const upload = this.upload(key, uploadId);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
      throw new S3Error("InvalidArgument", "Part number must be an integer between 1 and 10000, inclusive.");
    const etag = `"${md5(body)}"`;
    upload.parts.set(partNumber, { body, etag });
    return etag;
  }

  complete(key: string, uploadId: string, listed: { partNumber: number; etag: string }[]): StoredObject {
    const upload = this.upload(key, uploadId);
    if (listed.length === 0) throw new S3Error("MalformedXML", "The XML you provided was not well-formed or did not validate against our published schema.");
    if (listed.some(({ partNumber }, index) => index > 0 && partNumber <= listed[index - 1]!.partNumber)) {
      throw new S3Error("InvalidPartOrder", "The list of parts was not in ascending order.");
    }
    const parts = listed.map(({ partNumber, etag }) => {
      const part = upload.parts.get(partNumber);
      if (!part || part.etag.replaceAll('"', "") !== etag.replaceAll('"', ""))
        throw new S3Error("InvalidPart", "One or more of the specified parts could not be found.");
      return part;
    });
    if (parts.slice(0, -1).some((part) => part.body.length < MIN_PART_BYTES)) {
      throw new S3Error("EntityTooSmall", "Your proposed upload is smaller than the minimum allowed object size.");
    }
    this.uploads.delete(uploadId);
    const object = this.put(key, Buffer.concat(parts.map((part) => part.body)), upload.contentType);
    const combined = md5(Buffer.concat(parts.map((part) => Buffer.from(part.etag.replaceAll('"', ""), "hex"))));
    object.etag = `"${combined}-${parts.length}"`;
    return object;
  }

  abort(key: string, uploadId: string) {
    this.upload(key, uploadId);
    this.uploads.delete(uploadId);
  }

  private upload(key: string, uploadId: string): MultipartUpload {
    const upload = this.uploads.get(uploadId);
    if (!upload || upload.key !== key) {
      throw new S3Error(
        "NoSuchUpload",
        "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.",
        { UploadId: uploadId },
      );
    }
    return upload;
  }
}

/** The parts a CompleteMultipartUpload body lists. */
export function listedParts(xml: string): { partNumber: number; etag: string }[] {
  return [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = ""]) => ({
    partNumber: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
    etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(part)?.[1] ?? "").replace(/&quot;|&#34;/g, '"'),
  }));
}

/** The inclusive byte range of a Range header, null for the whole object (absent or malformed, as S3 does). */
export function objectRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, first = "", last = ""] = match;
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start || (first === "" && Number(last) === 0)) {
    throw new S3Error("InvalidRange", "The requested range is not satisfiable", { RangeRequested: header, ActualObjectSize: String(size) });
  }
  return { start, end };
}
