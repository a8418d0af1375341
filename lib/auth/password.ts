import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (OWASP's recommended minimums: 19 MiB, 2 passes).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Compared against when the e-mail is unknown, so both paths take the same time.
export const DUMMY_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$aoBx/vRDR7aOpDur/wVh3w$L6OutAEd8dlbeInVoeG46FeBAaT1E7mehrPgtmgBp1g";
