// Checks an S3 request's Signature Version 4 header the way S3 does, so a wrong access key id or secret
// fails here as it would against a real bucket. The payload hash is the one the client declared in
// x-amz-content-sha256 (the body is compared with it separately).
import { createHash, createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";

export type SignatureCheck = { ok: true } | { ok: false; code: "AccessDenied" | "InvalidAccessKeyId" | "SignatureDoesNotMatch"; message: string };

const AUTH_PATTERN = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return "";
  return rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      return [rfc3986(decodeURIComponent(name)), rfc3986(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

function headerValue(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");
}

export function checkSignature(req: IncomingMessage, accessKeyId: string, secretAccessKey: string): SignatureCheck {
  const match = AUTH_PATTERN.exec(req.headers.authorization ?? "");
  if (!match) return { ok: false, code: "AccessDenied", message: "Access Denied" };
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== accessKeyId) return { ok: false, code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist in our records." };
  const [path = "/", query = ""] = (req.url ?? "/").split(/\?(.*)/s);
  const canonicalRequest = [
    req.method ?? "GET",
    path,
    canonicalQuery(query),
    signedHeaders
      .split(";")
      .map((name) => `${name}:${headerValue(req, name)}\n`)
      .join(""),
    signedHeaders,
    headerValue(req, "x-amz-content-sha256"),
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", headerValue(req, "x-amz-date"), scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  if (expected !== signature) {
    return {
      ok: false,
      code: "SignatureDoesNotMatch",
      message: "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    };
  }
  return { ok: true };
}
