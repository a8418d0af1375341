import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

// Secrets at rest (Meta tokens, admin API keys): AES-256-GCM with the configured ENCRYPTION_KEY. The
// context (e.g. "meta-token:<userId>") is authenticated data: a ciphertext copied to another row or
// purpose does not decrypt.
const VERSION = "v1";

function keyBytes(): Buffer {
  const raw = env.ENCRYPTION_KEY.trim();
  const decoded = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64");
  // A key of another length (a passphrase) is stretched to 32 bytes rather than refused.
  return decoded.length === 32 ? decoded : createHash("sha256").update(raw).digest();
}

export function encryptSecret(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyBytes(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The plain text, or null when the value is not ours, was altered, or belongs to another context. */
export function decryptSecret(sealed: string | null | undefined, context: string): string | null {
  const parts = sealed?.split(".");
  if (!parts || parts.length !== 4 || parts[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyBytes(), Buffer.from(parts[1]!, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(parts[2]!, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(parts[3]!, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
