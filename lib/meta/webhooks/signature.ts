import { createHmac, timingSafeEqual } from "node:crypto";

// Meta signs every webhook POST: "an `X-Hub-Signature-256` header of the form `sha256=<SIGNATURE>`, where
// the signature is an HMAC-SHA256 of the raw request body keyed with your app secret … Reject any request
// whose signature does not match" (developers.facebook.com/documentation/ads-commerce/marketing-api/
// ads-webhooks/setup/get-started). The digest is hex (Meta's own sample code compares `.digest("hex")`).

export const SIGNATURE_HEADER = "x-hub-signature-256";

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** Whether `header` signs exactly these bytes with the app secret; compared in constant time. */
export function validSignature(body: Uint8Array, header: string | null, appSecret: string): boolean {
  const given = SIGNATURE.exec(header?.trim() ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

/** The header Meta would send for this body (tests and the fake sign the same way). */
export function signatureOf(body: Uint8Array | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}
