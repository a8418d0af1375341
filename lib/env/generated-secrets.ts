import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Secrets = { authSecret: string; encryptionKey: string };

// With nothing configured the app still starts: secrets are made once and kept beside the data,
// so sessions and encrypted columns survive restarts. Production should set them in the environment.
export function loadGeneratedSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Secrets;
  } catch {
    const secrets: Secrets = {
      authSecret: randomBytes(32).toString("base64url"),
      encryptionKey: randomBytes(32).toString("base64"),
    };
    mkdirSync(dataDir, { recursive: true });
    try {
      // "wx": if another process wrote it first, keep theirs.
      writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: "wx" });
      return secrets;
    } catch {
      return JSON.parse(readFileSync(file, "utf8")) as Secrets;
    }
  }
}
