import { createHash, randomBytes } from "node:crypto";

// E-mailed single-use tokens (confirmation, password reset): 32 random bytes; only a SHA-256 is stored.
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Whether a string can be one of our tokens at all (checked before any query). */
export const isTokenShaped = (token: unknown): token is string => typeof token === "string" && /^[\w-]{20,100}$/.test(token);
